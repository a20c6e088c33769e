import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** The Netherlands and Belgium: Af/Bij and C/D markers, explicit plus signs, tab text, ISO days. */
const EURO = { region: 'nl', currency: 'EUR' } as const;
const nl = (minor: number, sign: 'minus' | 'none' | 'plus' = 'minus') =>
  money(minor, { decimal: ',', sign });

export const ingNl: TableLayout = {
  kind: 'table',
  name: 'nl-ing-betaal',
  country: 'NL',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all' },
  // Compact dates, unsigned amounts with Af or Bij, the balance after each booking.
  sheet(history) {
    const notes = (e: { kind: string; reference: string }) =>
      e.kind === 'shop'
        ? `Pasvolgnr: 005 Transactie: ${e.reference} Term: CT123456`
        : `Kenmerk: ${e.reference}`;
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'YYYYMMDD'),
      e.name,
      'NL12INGB0001234567',
      e.kind === 'shop' ? '' : 'NL91ABNA0417164300',
      e.kind === 'shop' ? 'BA' : e.kind === 'bill' ? 'IC' : 'OV',
      e.amountMinor < 0 ? 'Af' : 'Bij',
      nl(e.amountMinor, 'none'),
      e.kind === 'shop' ? 'Betaalautomaat' : e.kind === 'bill' ? 'Incasso' : 'Overschrijving',
      notes(e),
      nl(e.balanceMinor),
      '',
    ]);
    const header = [
      'Datum',
      'Naam / Omschrijving',
      'Rekening',
      'Tegenrekening',
      'Code',
      'Af Bij',
      'Bedrag (EUR)',
      'Mutatiesoort',
      'Mededelingen',
      'Saldo na mutatie',
      'Tag',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, notes(e)),
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const rabobank: TableLayout = {
  kind: 'table',
  name: 'nl-rabobank-betaal',
  country: 'NL',
  history: EURO,
  formats: ['csv'],
  csv: { quote: 'all', encoding: 'windows-1252' },
  // Signed amounts with an explicit plus, ISO dates, three numbered description columns.
  sheet(history) {
    const header = [
      'IBAN/BBAN',
      'Munt',
      'BIC',
      'Volgnr',
      'Datum',
      'Rentedatum',
      'Bedrag',
      'Saldo na trn',
      'Tegenrekening IBAN/BBAN',
      'Naam tegenpartij',
      'Naam uiteindelijke partij',
      'Naam initiërende partij',
      'BIC tegenpartij',
      'Code',
      'Batch ID',
      'Transactiereferentie',
      'Machtigingskenmerk',
      'Incassant ID',
      'Betalingskenmerk',
      'Omschrijving-1',
      'Omschrijving-2',
      'Omschrijving-3',
      'Reden retour',
      'Oorspr bedrag',
      'Oorspr munt',
      'Koers',
    ];
    const rows = history.entries.map((e, index) => [
      'NL11RABO0123456789',
      'EUR',
      'RABONL2U',
      String(index + 1).padStart(18, '0'),
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      nl(e.amountMinor, 'plus'),
      nl(e.balanceMinor, 'plus'),
      'NL91ABNA0417164300',
      e.name,
      '',
      '',
      'ABNANL2A',
      e.kind === 'shop' ? 'bc' : 'cb',
      '',
      e.reference,
      '',
      '',
      '',
      `Factuur ${e.reference}`,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, `Factuur ${e.reference}`),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const abnAmro: TableLayout = {
  kind: 'table',
  name: 'nl-abnamro-tab',
  country: 'NL',
  history: EURO,
  formats: ['csv'],
  // Tab text with no header: account, currency, dates, the balance before and after, amount.
  csv: { delimiter: '\t', fileName: 'TXT240401123456.txt' },
  sheet(history) {
    const text = (e: { name: string; reference: string }) =>
      `SEPA Overboeking IBAN: NL91ABNA0417164300 Naam: ${e.name} Kenmerk: ${e.reference}`;
    const rows = history.entries.map((e) => [
      '123456789',
      'EUR',
      day(e.date, 'YYYYMMDD'),
      day(e.date, 'YYYYMMDD'),
      nl(e.balanceMinor - e.amountMinor),
      nl(e.balanceMinor),
      nl(e.amountMinor),
      text(e),
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, {
        describe: text,
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const knab: TableLayout = {
  kind: 'table',
  name: 'nl-knab-betaal',
  country: 'NL',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', quote: 'all' },
  // A title line above the header; C or D in one column, the unsigned amount in the next.
  sheet(history) {
    const header = [
      'Rekeningnummer',
      'Transactiedatum',
      'Valutacode',
      'CreditDebet',
      'Bedrag',
      'Tegenrekeningnummer',
      'Tegenrekeninghouder',
      'Valutadatum',
      'Betaalwijze',
      'Omschrijving',
      'Type betaling',
      'Machtigingsnummer',
      'Incassant ID',
      'Adres',
    ];
    const rows = history.entries.map((e) => [
      'NL12KNAB0123456789',
      day(e.date, 'DD-MM-YYYY'),
      'EUR',
      e.amountMinor < 0 ? 'D' : 'C',
      nl(e.amountMinor, 'none'),
      'NL91ABNA0417164300',
      e.name,
      day(e.date, 'DD-MM-YYYY'),
      e.kind === 'shop' ? 'Betaalpas' : 'Overboeking',
      `Betaling ${e.reference}`,
      '',
      '',
      '',
      '',
    ]);
    return {
      rows: [['KNAB EXPORT'], header, ...rows],
      header: 1,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, `Betaling ${e.reference}`),
        currency: 'EUR',
      }),
    };
  },
};

export const kbc: TableLayout = {
  kind: 'table',
  name: 'be-kbc-zicht',
  country: 'BE',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';' },
  // The holder's name on every row, a signed amount and the balance; Valuta is a value date here.
  sheet(history) {
    const header = [
      'Rekeningnummer',
      'Rubrieknaam',
      'Naam',
      'Munt',
      'Afschriftnummer',
      'Datum',
      'Omschrijving',
      'Valuta',
      'Bedrag',
      'Saldo',
      'credit',
      'debet',
      'rekeningnummer tegenpartij',
      'BIC tegenpartij',
      'Naam tegenpartij',
      'Adres tegenpartij',
      'gestructureerde mededeling',
      'Vrije mededeling',
    ];
    const text = (e: { name: string; reference: string }) => `BETALING ${e.name} ${e.reference}`;
    const rows = history.entries.map((e) => [
      'BE68539007547034',
      'Zichtrekening',
      'J. PEETERS',
      'EUR',
      '2024001',
      day(e.date, 'DD/MM/YYYY'),
      text(e),
      day(e.date, 'DD/MM/YYYY'),
      nl(e.amountMinor),
      nl(e.balanceMinor),
      e.amountMinor > 0 ? nl(e.amountMinor) : '',
      e.amountMinor < 0 ? nl(e.amountMinor) : '',
      'BE71096123456769',
      'GKCCBEBB',
      e.name,
      '',
      '',
      '',
    ]);
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, text(e)),
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const BENELUX = [ingNl, rabobank, abnAmro, knab, kbc];
