import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave two, Ireland, Austria and Belgium: AIB's spaced header and a balance only on a day's last
 * row, George's partner and booking-info columns with the currency beside the amount, Belfius's
 * search-form preamble with the last balance, and its long transaction texts.
 */
const EUR_STYLE = { decimal: ',', group: '.' } as const;
const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');

export const aib: TableLayout = {
  kind: 'table',
  name: 'ie-aib-current',
  country: 'IE',
  history: { region: 'ie', currency: 'EUR' },
  formats: ['csv'],
  csv: { quote: 'all', eol: '\r\n' },
  // Spaces after the commas of the header; the balance printed only on the day's last row.
  sheet(history) {
    const parts = (e: Entry): [string, string, string] =>
      e.kind === 'shop'
        ? [`VDP-${e.name}`, '', '']
        : e.kind === 'bill'
          ? [`D/D ${e.name}`, `MANDATE ${e.reference}`, '']
          : [e.name, '', ''];
    const rows = history.entries.map((e, index) => {
      const next = history.entries[index + 1];
      const lastOfDay = !next || next.date !== e.date;
      const amount = money(Math.abs(e.amountMinor));
      return [
        '933012-12345678',
        dmy(e.date),
        ...parts(e),
        e.amountMinor < 0 ? amount : '',
        e.amountMinor > 0 ? amount : '',
        lastOfDay ? money(e.balanceMinor) : '',
        'EUR',
        e.amountMinor < 0 ? 'Debit' : 'Credit',
        amount,
        'EUR',
      ];
    });
    const header = [
      'Posted Account',
      ' Posted Transactions Date',
      ' Description1',
      ' Description2',
      ' Description3',
      ' Debit Amount',
      ' Credit Amount',
      ' Balance',
      ' Posted Currency',
      ' Transaction Type',
      ' Local Currency Amount',
      ' Local Currency',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(...parts(e)),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const george: TableLayout = {
  kind: 'table',
  name: 'at-george-giro',
  country: 'AT',
  history: { region: 'at', currency: 'EUR' },
  formats: ['csv', 'xlsx'],
  csv: { delimiter: ';', quote: 'all', bom: true },
  nativeCells: true,
  // Newest first, no balance, the partner's IBAN and BIC, booking info repeating the partner.
  sheet(history) {
    const info = (e: Entry) =>
      e.kind === 'shop'
        ? `Bezahlung Karte MC/000001234 ${e.name}`
        : e.kind === 'bill'
          ? `SEPA-Lastschrift ${e.reference}`
          : `Überweisung ${e.reference}`;
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      e.kind === 'shop' ? '' : 'AT611904300234573201',
      e.kind === 'shop' ? '' : 'BKAUATWWXXX',
      '',
      '',
      money(e.amountMinor, EUR_STYLE),
      'EUR',
      info(e),
      `${e.reference}AT${e.date.replace(/-/g, '')}`,
      '',
      day(e.date, 'DD.MM.YYYY'),
    ]);
    const header = [
      'Buchungsdatum',
      'Partnername',
      'Partner IBAN',
      'Partner BIC',
      'Partner Kontonummer',
      'Partner Bankcode (BLZ)',
      'Betrag',
      'Währung',
      'Buchungs-Info',
      'Buchungsreferenz',
      'Notiz',
      'Valutadatum',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, info(e)),
        currency: 'EUR',
        newestFirst: true,
      }),
    };
  },
};

export const belfius: TableLayout = {
  kind: 'table',
  name: 'be-belfius-zicht',
  country: 'BE',
  history: { region: 'be', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252', eol: '\r\n' },
  // The search form as a preamble (empty criteria kept), the last balance with its currency,
  // newest first, card payments told only in the transaction text.
  sheet(history) {
    const own = 'BE12 0634 5678 9012';
    const other = 'BE68 5390 0754 7034';
    const value = (e: Entry) => `VALUTADATUM : ${dmy(e.date).text}`;
    const text = (e: Entry) =>
      e.kind === 'shop'
        ? `AANKOOP BANCONTACT CONTACTLESS MET KAART 6703 04XX XXXX X123 4 ${day(e.date, 'DD/MM').text} ${e.name} ${value(e)}`
        : e.kind === 'bill'
          ? `EUROPESE DOMICILIERING VAN ${e.name} MANDAAT ${e.reference} ${value(e)}`
          : `OVERSCHRIJVING VAN ${e.name} ${other} ${value(e)}`;
    const message = (e: Entry) => {
      const r = e.reference;
      if (e.kind === 'bill') return `+++${r.slice(0, 3)}/${r.slice(3)}0/000${r.slice(0, 2)}+++`;
      return e.kind === 'income' ? `REF ${r}` : '';
    };
    const counterparty = (e: Entry) => (e.kind === 'shop' ? '' : e.name);
    const rows = ordered(history, true).map((e, index) => [
      own,
      dmy(e.date),
      day(e.date, 'MM').text,
      String(history.entries.length - index).padStart(4, '0'),
      e.kind === 'shop' ? '' : other,
      counterparty(e),
      '',
      '',
      text(e),
      dmy(e.date),
      money(e.amountMinor, { decimal: ',' }),
      'EUR',
      e.kind === 'shop' ? '' : 'GKCCBEBB',
      e.kind === 'shop' ? '' : 'BE',
      message(e),
    ]);
    const header = [
      'Rekening',
      'Boekingsdatum',
      'Rekeninguittrekselnummer',
      'Transactienummer',
      'Rekening tegenpartij',
      'Naam tegenpartij bevat',
      'Straat en nummer',
      'Postcode en plaats',
      'Transactie',
      'Valutadatum',
      'Bedrag',
      'Devies',
      'BIC',
      'Landcode',
      'Mededelingen',
    ];
    return {
      rows: [
        ['Datum vanaf', dmy(history.start)],
        ['Datum tot en met', dmy(history.end)],
        ['Bedrag vanaf', ''],
        ['Bedrag tot en met', ''],
        ['Mededeling en details', ''],
        ['Naam tegenpartij bevat', ''],
        ['Rekening tegenpartij', ''],
        ['Laatste saldo', `${money(history.closingMinor, EUR_STYLE).text} EUR`],
        ['Datum/uur van het laatste saldo', `${dmy(history.end).text} 23:59:59`],
        [''],
        header,
        ...rows,
      ],
      header: 10,
      expected: expectedOf(history, {
        describe: (e) => joinParts(counterparty(e), text(e), message(e)),
        currency: 'EUR',
        newestFirst: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_TWO_EUROPE_WEST = [aib, george, belfius];
