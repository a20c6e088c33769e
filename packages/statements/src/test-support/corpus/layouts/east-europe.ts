import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** Poland and Romania: Windows-1250 text, `#`-marked headers, details spread over unnamed columns. */
const PLN = { region: 'pl', currency: 'PLN', scale: 4 } as const;
const pl = (minor: number) => money(minor, { decimal: ',', group: ' ' });

export const mbank: TableLayout = {
  kind: 'table',
  name: 'pl-mbank-ekonto',
  country: 'PL',
  history: PLN,
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1250', trailingDelimiter: true },
  // A long preamble whose labels start with `#`, and the closing balance after the table.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      e.kind === 'shop'
        ? 'ZAKUP PRZY UŻYCIU KARTY'
        : e.kind === 'bill'
          ? 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY'
          : 'PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY',
      `${e.name} ${e.reference}`,
      '',
      "'12345678901234567890123456'",
      pl(e.amountMinor),
      pl(e.balanceMinor),
    ]);
    return {
      rows: [
        ['mBank S.A. Bankowość Detaliczna'],
        ['Skrytka Pocztowa 2108'],
        ['90-959 Łódź 2'],
        [],
        ['#Za okres:'],
        [day(history.start, 'DD.MM.YYYY'), day(history.end, 'DD.MM.YYYY')],
        [],
        ['#Waluta'],
        ['PLN'],
        [],
        [
          '#Data księgowania',
          '#Data operacji',
          '#Opis operacji',
          '#Tytuł',
          '#Nadawca/Odbiorca',
          '#Numer konta',
          '#Kwota',
          '#Saldo po operacji',
        ],
        ...rows,
        [],
        ['', '', '', '', '', '#Saldo końcowe', `${pl(history.closingMinor).text} PLN`],
      ],
      header: 10,
      expected: expectedOf(history, {
        describe: (e) =>
          joinParts(
            e.kind === 'shop'
              ? 'ZAKUP PRZY UŻYCIU KARTY'
              : e.kind === 'bill'
                ? 'PRZELEW ZEWNĘTRZNY WYCHODZĄCY'
                : 'PRZELEW ZEWNĘTRZNY PRZYCHODZĄCY',
            `${e.name} ${e.reference}`,
          ),
        currency: 'PLN',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const pko: TableLayout = {
  kind: 'table',
  name: 'pl-pko-konto',
  country: 'PL',
  history: PLN,
  formats: ['csv'],
  csv: { quote: 'all', encoding: 'windows-1250' },
  // The description's parts in three columns the header leaves unnamed.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      e.kind === 'shop'
        ? 'Płatność kartą'
        : e.kind === 'bill'
          ? 'Przelew z rachunku'
          : 'Przelew na rachunek',
      money(e.amountMinor, { sign: 'plus' }),
      'PLN',
      money(e.balanceMinor, { sign: 'plus' }),
      `Tytuł: ${e.reference}`,
      `Nazwa odbiorcy: ${e.name}`,
      placeOf(e.reference),
    ]);
    const header = [
      'Data operacji',
      'Data waluty',
      'Typ transakcji',
      'Kwota',
      'Waluta',
      'Saldo po transakcji',
      'Opis transakcji',
      '',
      '',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) =>
          joinParts(`Tytuł: ${e.reference}`, `Nazwa odbiorcy: ${e.name}`, placeOf(e.reference)),
        currency: 'PLN',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bancaTransilvania: TableLayout = {
  kind: 'table',
  name: 'ro-bt-cont',
  country: 'RO',
  history: { region: 'ro', currency: 'RON', scale: 4 },
  formats: ['csv', 'xlsx'],
  // Romanian headers without diacritics, dot decimals with comma thousands, balances in a preamble.
  sheet(history) {
    const ron = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const rows = history.entries.map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      day(e.date, 'YYYY-MM-DD'),
      `${e.kind === 'shop' ? 'Plata la POS' : 'Transfer'} ${e.name}`,
      e.reference,
      e.amountMinor < 0 ? ron(e.amountMinor) : '',
      e.amountMinor > 0 ? ron(e.amountMinor) : '',
      ron(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Extras de cont'],
        ['Cont: RO49AAAA1B31007593840000', 'Valuta: RON'],
        [],
        [
          'Data tranzactie',
          'Data valuta',
          'Descriere',
          'Referinta tranzactiei',
          'Debit',
          'Credit',
          'Sold contabil',
        ],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => `${e.kind === 'shop' ? 'Plata la POS' : 'Transfer'} ${e.name}`,
        currency: 'RON',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const EAST_EUROPE = [mbank, pko, bancaTransilvania];

const CITIES = ['WARSZAWA', 'KRAKÓW', 'ŁÓDŹ', 'GDAŃSK', 'POZNAŃ'];

/** Where a card payment was made, as PKO writes it; varied, as real payments are. */
function placeOf(reference: string): string {
  const city = CITIES[Number(reference) % CITIES.length] ?? 'WARSZAWA';
  return `Lokalizacja: Kraj: POLSKA Miasto: ${city}`;
}
