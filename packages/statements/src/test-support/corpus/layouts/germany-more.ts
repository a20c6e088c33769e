import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** More German exports: a long preamble newest first, and an S/H marker beside the amount. */
const EURO = { region: 'de', currency: 'EUR' } as const;
const de = (minor: number, sign: 'minus' | 'none' = 'minus') =>
  money(minor, { decimal: ',', group: '.', sign });

export const ingDe: TableLayout = {
  kind: 'table',
  name: 'de-ing-giro',
  country: 'DE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252' },
  // Balance before amount, a currency column after each, a dozen lines of preamble.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      e.kind === 'income' ? 'Gutschrift' : 'Lastschrift',
      `Referenz ${e.reference}`,
      de(e.balanceMinor),
      'EUR',
      de(e.amountMinor),
      'EUR',
    ]);
    const period = `${day(history.start, 'DD.MM.YYYY').text} - ${day(history.end, 'DD.MM.YYYY').text}`;
    return {
      rows: [
        ['Umsatzanzeige', 'Datei erstellt am: 01.04.2024 09:12'],
        [],
        ['IBAN', 'DE12 5001 0517 1234 5678 90'],
        ['Kontoname', 'Girokonto'],
        ['Bank', 'ING'],
        ['Kunde', 'Erika Mustermann'],
        ['Zeitraum', period],
        ['Saldo', de(history.closingMinor), 'EUR'],
        [],
        ['Sortierung', 'Datum absteigend'],
        [],
        [
          'In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht aufgenommen.',
        ],
        [],
        [
          'Buchung',
          'Valuta',
          'Auftraggeber/Empfänger',
          'Buchungstext',
          'Verwendungszweck',
          'Saldo',
          'Währung',
          'Betrag',
          'Währung',
        ],
        ...rows,
      ],
      header: 13,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, `Referenz ${e.reference}`),
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const volksbank: TableLayout = {
  kind: 'table',
  name: 'de-volksbank-giro',
  country: 'DE',
  history: EURO,
  formats: ['csv', 'pdf'],
  csv: { delimiter: ';', quote: 'all', encoding: 'windows-1252' },
  // Unsigned amounts with S or H; opening and closing balance lines under the table, also S/H.
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      `${e.kind === 'income' ? 'Gutschrift' : 'Überweisung'} ${e.reference}`,
      'EUR',
      de(e.amountMinor, 'none'),
      e.amountMinor < 0 ? 'S' : 'H',
    ]);
    const sh = (minor: number) => (minor < 0 ? 'S' : 'H');
    return {
      rows: [
        ['Volksbank Musterstadt eG'],
        ['Umsatzanzeige'],
        ['BLZ:', '12345678', 'Datum:', day(history.end, 'DD.MM.YYYY')],
        ['Konto:', '1234567', 'Uhrzeit:', '09:15:42'],
        [],
        [
          'Buchungstag',
          'Valuta',
          'Empfänger/Zahlungspflichtiger',
          'Vorgang/Verwendungszweck',
          'Währung',
          'Umsatz',
          ' ',
        ],
        ...rows,
        [],
        [
          day(history.start, 'DD.MM.YYYY'),
          '',
          '',
          'Anfangssaldo',
          'EUR',
          de(history.openingMinor, 'none'),
          sh(history.openingMinor),
        ],
        [
          day(history.end, 'DD.MM.YYYY'),
          '',
          '',
          'Endsaldo',
          'EUR',
          de(history.closingMinor, 'none'),
          sh(history.closingMinor),
        ],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) =>
          joinParts(e.name, `${e.kind === 'income' ? 'Gutschrift' : 'Überweisung'} ${e.reference}`),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const GERMANY_MORE = [ingDe, volksbank];
