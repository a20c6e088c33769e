import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Germany: semicolons, comma decimals with dot thousands, Windows-1252 umlauts, preambles with
 * the account and period, Soll/Haben as columns or as an S/H marker.
 */
const EURO = { region: 'de', currency: 'EUR' } as const;
const de = (minor: number) => money(minor, { decimal: ',', group: '.' });
const type = (kind: string) =>
  kind === 'shop' ? 'Kartenzahlung' : kind === 'bill' ? 'Lastschrift' : 'Gutschrift';

export const sparkasse: TableLayout = {
  kind: 'table',
  name: 'de-sparkasse-camt-csv',
  country: 'DE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', encoding: 'windows-1252' },
  // The CSV-CAMT export: two-digit years, payee and purpose apart, umlauts spelled out in headers.
  sheet(history) {
    const header = [
      'Auftragskonto',
      'Buchungstag',
      'Valutadatum',
      'Buchungstext',
      'Verwendungszweck',
      'Glaeubiger ID',
      'Mandatsreferenz',
      'Kundenreferenz (End-to-End)',
      'Sammlerreferenz',
      'Lastschrift Ursprungsbetrag',
      'Auslagenersatz Ruecklastschrift',
      'Beguenstigter/Zahlungspflichtiger',
      'Kontonummer/IBAN',
      'BIC (SWIFT-Code)',
      'Betrag',
      'Waehrung',
      'Info',
    ];
    const purpose = (e: { kind: string; reference: string }) =>
      e.kind === 'shop' ? `Kartenzahlung girocard ${e.reference}` : `Rechnung ${e.reference}`;
    const rows = ordered(history, true).map((e) => [
      'DE12500105170648489890',
      day(e.date, 'DD.MM.YY'),
      day(e.date, 'DD.MM.YY'),
      type(e.kind),
      purpose(e),
      '',
      '',
      '',
      '',
      '',
      '',
      e.name,
      'DE89370400440532013000',
      'COBADEFFXXX',
      money(e.amountMinor, { decimal: ',' }),
      'EUR',
      'Umsatz gebucht',
    ]);
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, purpose(e)),
        currency: 'EUR',
        newestFirst: true,
      }),
    };
  },
};

export const deutscheBank: TableLayout = {
  kind: 'table',
  name: 'de-deutschebank-giro',
  country: 'DE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252' },
  // Soll (written negative) and Haben; a closing "Kontostand" line under the table.
  sheet(history) {
    const header = [
      'Buchungstag',
      'Wert',
      'Umsatzart',
      'Begünstigter / Auftraggeber',
      'Verwendungszweck',
      'IBAN',
      'BIC',
      'Kundenreferenz',
      'Mandatsreferenz ',
      'Gläubiger ID',
      'Soll',
      'Haben',
      'Währung',
    ];
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      type(e.kind),
      e.name,
      `${type(e.kind)} ${e.reference}`,
      'DE89370400440532013000',
      'COBADEFFXXX',
      '',
      '',
      '',
      e.amountMinor < 0 ? de(e.amountMinor) : '',
      e.amountMinor > 0 ? de(e.amountMinor) : '',
      'EUR',
    ]);
    const period = `${day(history.start, 'DD.MM.YYYY').text} - ${day(history.end, 'DD.MM.YYYY').text}`;
    return {
      rows: [
        [`Umsätze Girokonto`, `Zeitraum: ${period}`],
        [],
        header,
        ...rows,
        ['Kontostand', day(history.end, 'DD.MM.YYYY'), '', '', de(history.closingMinor), 'EUR'],
      ],
      header: 2,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, `${type(e.kind)} ${e.reference}`),
        currency: 'EUR',
        closing: true,
      }),
    };
  },
};

export const dkb: TableLayout = {
  kind: 'table',
  name: 'de-dkb-giro',
  country: 'DE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', encoding: 'windows-1252', trailingDelimiter: true },
  // Labelled preamble (account, from, to, balance on a date); the unit in the amount's header.
  sheet(history) {
    const header = [
      'Buchungstag',
      'Wertstellung',
      'Buchungstext',
      'Auftraggeber / Begünstigter',
      'Verwendungszweck',
      'Kontonummer',
      'BLZ',
      'Betrag (EUR)',
      'Gläubiger-ID',
      'Mandatsreferenz',
      'Kundenreferenz',
    ];
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      type(e.kind),
      e.name,
      `${e.reference} Danke`,
      'DE89370400440532013000',
      'COBADEFFXXX',
      money(e.amountMinor, { decimal: ',', group: '.' }),
      '',
      '',
      '',
    ]);
    return {
      rows: [
        ['Kontonummer:', 'DE12120300001234567890 / Girokonto'],
        [],
        ['Von:', day(history.start, 'DD.MM.YYYY')],
        ['Bis:', day(history.end, 'DD.MM.YYYY')],
        [
          `Kontostand vom ${day(history.end, 'DD.MM.YYYY').text}:`,
          `${de(history.closingMinor).text} EUR`,
        ],
        [],
        header,
        ...rows,
      ],
      header: 6,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, `${e.reference} Danke`),
        currency: 'EUR',
        newestFirst: true,
        closing: true,
      }),
    };
  },
};

export const commerzbank: TableLayout = {
  kind: 'table',
  name: 'de-commerzbank-giro',
  country: 'DE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', bom: true },
  // UTF-8 with a byte-order mark; the whole booking text in one column, a currency column.
  sheet(history) {
    const text = (e: { name: string; reference: string }) =>
      `${e.name} End-to-End-Ref.: ${e.reference}`;
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      type(e.kind),
      text(e),
      money(e.amountMinor, { decimal: ',' }),
      'EUR',
      '1234567',
      '20040000',
      'DE12200400000123456700',
    ]);
    const header = [
      'Buchungstag',
      'Wertstellung',
      'Umsatzart',
      'Buchungstext',
      'Betrag',
      'Währung',
      'Auftraggeberkonto',
      'Bankleitzahl Auftraggeberkonto',
      'IBAN Auftraggeberkonto',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, { describe: text, currency: 'EUR', newestFirst: true }),
    };
  },
};

export const GERMANY = [sparkasse, deutscheBank, dkb, commerzbank];
