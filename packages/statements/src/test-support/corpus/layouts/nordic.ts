import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** Sweden, Denmark, Norway, Finland: Belopp, Beløb, Saldo, Määrä; tab text and title lines. */
const nordic = (minor: number, sign: 'minus' | 'none' | 'plus' = 'minus') =>
  money(minor, { decimal: ',', group: '.', sign });

export const swedbank: TableLayout = {
  kind: 'table',
  name: 'se-swedbank-privat',
  country: 'SE',
  history: { region: 'nordic', currency: 'SEK', scale: 10 },
  formats: ['csv'],
  // A title line with the period, clearing and account numbers on every row, newest first.
  sheet(history) {
    const rows = ordered(history, true).map((e, index) => [
      String(index + 1),
      '8327-9',
      '123456789',
      'Privatkonto',
      'SEK',
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      e.reference,
      e.name,
      money(e.amountMinor),
      money(e.balanceMinor),
    ]);
    const header = [
      'Radnummer',
      'Clearingnummer',
      'Kontonummer',
      'Produkt',
      'Valuta',
      'Bokföringsdag',
      'Transaktionsdag',
      'Valutadag',
      'Referens',
      'Beskrivning',
      'Belopp',
      'Bokfört saldo',
    ];
    return {
      rows: [
        [`* Transaktioner Period ${history.start} – ${history.end} Skapad 2024-04-01 10:00 CEST`],
        header,
        ...rows,
      ],
      header: 1,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'SEK',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const danske: TableLayout = {
  kind: 'table',
  name: 'dk-danske-konto',
  country: 'DK',
  history: { region: 'nordic', currency: 'DKK', scale: 7 },
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all', encoding: 'windows-1252' },
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      nordic(e.amountMinor),
      nordic(e.balanceMinor),
      'Udført',
      'Nej',
    ]);
    return {
      rows: [['Dato', 'Tekst', 'Beløb', 'Saldo', 'Status', 'Afstemt'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const dnb: TableLayout = {
  kind: 'table',
  name: 'no-dnb-brukskonto',
  country: 'NO',
  history: { region: 'nordic', currency: 'NOK', scale: 10 },
  formats: ['csv', 'xlsx'],
  csv: { delimiter: ';', quote: 'all' },
  // Money out and money in named by where the money went, no balance.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      day(e.date, 'DD.MM.YYYY'),
      e.amountMinor < 0 ? nordic(e.amountMinor, 'none') : '',
      e.amountMinor > 0 ? nordic(e.amountMinor, 'none') : '',
    ]);
    return {
      rows: [['Dato', 'Forklaring', 'Rentedato', 'Uttak fra konto', 'Innskudd på konto'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const nordeaFi: TableLayout = {
  kind: 'table',
  name: 'fi-nordea-kayttotili',
  country: 'FI',
  history: { region: 'nordic', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: '\t' },
  // Tab text: the account above the header, signed amounts with a plus, payee and message apart.
  sheet(history) {
    const message = (e: { kind: string; reference: string }) =>
      e.kind === 'shop' ? '' : `Viesti ${e.reference}`;
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      money(e.amountMinor, { decimal: ',', sign: 'plus' }),
      e.name,
      e.kind === 'shop' ? '' : 'FI49 5000 9420 0287 30',
      e.kind === 'shop' ? '' : 'OKOYFIHH',
      e.kind === 'shop' ? 'Korttiosto' : e.kind === 'bill' ? 'E-lasku' : 'Tilisiirto',
      e.kind === 'shop' ? '' : '1232',
      '',
      message(e),
      e.kind === 'shop' ? '492912******1234' : '',
      '',
    ]);
    const header = [
      'Kirjauspäivä',
      'Arvopäivä',
      'Maksupäivä',
      'Määrä',
      'Saaja/Maksaja',
      'Tilinumero',
      'BIC',
      'Tapahtuma',
      'Viite',
      'Maksajan viite',
      'Viesti',
      'Kortinnumero',
      'Kuitti',
    ];
    return {
      rows: [['Tilinumero', 'FI12 1234 5600 0007 85'], [], header, ...rows],
      header: 2,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, message(e)),
        currency: null,
      }),
    };
  },
};

export const NORDIC = [swedbank, danske, dnb, nordeaFi];
