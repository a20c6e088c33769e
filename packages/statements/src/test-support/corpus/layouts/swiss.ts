import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/** Switzerland: apostrophe thousands (`1'234.50`), the currency named in each money header. */
const CHF = { region: 'ch', currency: 'CHF' } as const;
const chf = (minor: number, sign: 'minus' | 'none' = 'minus') => money(minor, { group: "'", sign });

export const postfinance: TableLayout = {
  kind: 'table',
  name: 'ch-postfinance-privat',
  country: 'CH',
  history: CHF,
  formats: ['csv', 'pdf'],
  csv: { delimiter: ';', encoding: 'windows-1252' },
  // Labelled preamble, credit before debit (written negative), newest first, a disclaimer below.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      e.name,
      e.amountMinor > 0 ? chf(e.amountMinor) : '',
      e.amountMinor < 0 ? chf(e.amountMinor) : '',
      day(e.date, 'YYYY-MM-DD'),
      chf(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Datum von:', day(history.start, 'YYYY-MM-DD')],
        ['Buchungsart:', 'Alle Buchungen'],
        ['Konto:', 'CH1209000000123456789'],
        ['Währung:', 'CHF'],
        [],
        [
          'Buchungsdatum',
          'Avisierungstext',
          'Gutschrift in CHF',
          'Lastschrift in CHF',
          'Valuta',
          'Saldo in CHF',
        ],
        ...rows,
        [],
        ['Disclaimer:'],
        [
          'Dies ist kein durch PostFinance AG erstelltes Dokument. PostFinance AG ist nicht verantwortlich für den Inhalt.',
        ],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'CHF',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const zkb: TableLayout = {
  kind: 'table',
  name: 'ch-zkb-privat',
  country: 'CH',
  history: CHF,
  formats: ['csv', 'xlsx'],
  csv: { delimiter: ';', quote: 'all' },
  // Debit and credit named with their currency, unsigned, a detail amount column left empty.
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      '',
      '',
      `Z${e.reference}`,
      '',
      e.amountMinor < 0 ? chf(e.amountMinor, 'none') : '',
      e.amountMinor > 0 ? chf(e.amountMinor, 'none') : '',
      day(e.date, 'DD.MM.YYYY'),
      chf(e.balanceMinor),
    ]);
    const header = [
      'Datum',
      'Buchungstext',
      'Whg',
      'Betrag Detail',
      'ZKB-Referenz',
      'Referenznummer',
      'Belastung CHF',
      'Gutschrift CHF',
      'Valuta',
      'Saldo CHF',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'CHF',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const SWISS = [postfinance, zkb];
