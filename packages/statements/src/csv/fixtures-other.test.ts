import { describe, it } from 'vitest';
import { expectFixture, type FixtureExpectation } from '../test-support/expect-fixture';

/**
 * The other CSV fixtures: US, UK and EU banks, PayPal, Venmo, Mint and the monopoly ground truth.
 * Figures marked (SOURCES) are the ones /work/shared/fixtures/statements/SOURCES.md states; the
 * rest were checked by reading the file (sums worked out separately from the parser).
 */
const EXPECTED: FixtureExpectation[] = [
  {
    // Rows out of order: only five balances follow from the one before.
    file: 'beancount-import/EAC_Checking_Transactions_20201223-160009.CSV',
    count: 12,
    debits: -1175804,
    credits: 3423921,
    currency: 'USD',
    first: ['2021-07-30', 'ATM Fee Rebate', 300],
    last: ['2021-11-01', 'Deposit Mobile Banking', 123456],
    reconciliation: { checked: 11, reconciled: 5, brokenRows: [3, 4, 5, 6, 9, 10] },
    period: ['2019-11-22', '2021-11-01'],
  },
  {
    file: 'beancount-import/transactions.csv',
    count: 11,
    debits: -350081,
    credits: 257373,
    currency: 'USD',
    first: ['2017-04-25', 'Tutoring', -22000],
    last: ['2022-02-18', 'Distant Treats', -2284],
    reconciliation: null,
    period: ['2017-04-25', '2022-02-18'],
  },
  {
    file: 'csv2ofx/capitalone.csv',
    count: 2,
    debits: -100000,
    credits: 100000,
    currency: null,
    first: ['2015-12-31', 'Airplanes R Us', -100000],
    last: ['2015-12-31', 'CAPITAL ONE AUTOPAY PYMT', 100000],
    reconciliation: null,
    period: ['2015-12-31', '2015-12-31'],
    account: '****1234',
  },
  {
    file: 'csv2ofx/gls.csv',
    count: 1,
    debits: -9876,
    credits: 0,
    currency: 'EUR',
    first: [
      '2017-10-10',
      'Drillisch Online AG - B4658645 U123456789 B123456 987 SIMply Rechnung',
      -9876,
    ],
    last: [
      '2017-10-10',
      'Drillisch Online AG - B4658645 U123456789 B123456 987 SIMply Rechnung',
      -9876,
    ],
    reconciliation: { checked: 0, reconciled: 0, brokenRows: [] },
    period: ['2017-10-10', '2017-10-10'],
    opening: 133332,
    closing: 123456,
    account: '****7890',
  },
  {
    // Rows shuffled out of date order, so no balance follows from the one before.
    file: 'csv2ofx/ingesp.csv',
    count: 10,
    debits: -155079,
    credits: 190100,
    currency: null,
    first: ['2022-03-24', 'Abono por campaña Abono Shopping NARANJA:GALP', 283],
    last: ['2022-11-13', 'Traspaso recibido Cuenta Nómina', 50000],
    reconciliation: { checked: 9, reconciled: 0, brokenRows: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    period: ['2022-03-24', '2022-12-31'],
  },
  {
    file: 'csv2ofx/outbank.csv',
    count: 4,
    debits: -13589,
    credits: 10000,
    currency: 'EUR',
    first: ['2019-02-20', 'Jane Doe', 10000],
    last: [
      '2019-01-05',
      'PayPal Europe S.a.r.l. et Cie S.C.A - PP.1234.PP . STEAM GAMES, Your purchase at STEAM GAMES',
      -2500,
    ],
    reconciliation: null,
    period: ['2019-01-05', '2019-02-20'],
    account: '****0105',
  },
  {
    file: 'csv2ofx/schwab-checking.csv',
    count: 4,
    debits: -23527,
    credits: 2000,
    currency: 'USD',
    first: ['2022-08-17', 'Deposit Mobile Banking', 2000],
    last: ['2022-08-04', 'PAYPAL INST XFER 220803~ Tran: ACHDW', -5727],
    reconciliation: { checked: 3, reconciled: 3, brokenRows: [] },
    period: ['2022-08-04', '2022-08-17'],
    opening: 109374,
    closing: 87847,
  },
  {
    file: 'csv2ofx/ubs-ch-fr_trimmed.csv',
    count: 3,
    debits: -21000,
    credits: 24000,
    currency: 'CHF',
    first: ['2019-03-31', 'Solde prix prestations', -1000],
    last: [
      '2019-04-27',
      'Ordre e-banking REMB-CASH Quuz-baz SàrL, CH - 1203 GENEVE, E-Banking CHF intérieur',
      -20000,
    ],
    reconciliation: { checked: 2, reconciled: 2, brokenRows: [] },
    period: ['2019-02-28', '2019-04-27'],
    opening: 1138394,
    closing: 1141394,
  },
  {
    file: 'jl-partnership/sample-statement.csv',
    count: 8,
    debits: -35856,
    credits: 123456,
    currency: 'GBP',
    first: ['2020-03-28', 'Amazon.co.uk*3N8FF0AA5 AMAZON.CO.UK LUX', -9999],
    last: ['2020-04-22', 'WAITROSE DIRECT SVS DIRECT SE GBR', -8899],
    reconciliation: null,
    period: ['2020-03-28', '2020-04-22'],
  },
  {
    // 12 rows, debits 6,381.99, credits 2,500.00, closing 2,040.59 (SOURCES). The INS2 row does not
    // follow from the balance before it.
    file: 'lloyds/sample-statement.csv',
    count: 12,
    debits: -638199,
    credits: 250000,
    currency: null,
    first: ['2024-01-15', 'ACME STORE CD 1417 14JAN24', -899],
    last: ['2023-12-01', 'CLIENT CO LTD 400000005566778899 306364 10 01DEC23 09:15', 50000],
    reconciliation: { checked: 11, reconciled: 10, brokenRows: [4] },
    period: ['2023-12-01', '2024-01-15'],
    opening: 592670,
    closing: 204059,
    account: '****2252',
  },
  {
    file: 'maybe/mint.csv',
    count: 10,
    debits: -179530,
    credits: 254567,
    currency: null,
    first: ['2023-05-01', 'Grocery Store', -7832],
    last: ['2023-05-10', 'Movie Theater', -2450],
    reconciliation: null,
    period: ['2023-05-01', '2023-05-10'],
  },
  {
    // SOURCES: 53 lines summing to -702.10. The first, LAST MONTH'S BALANCE -412.16, is the
    // brought-forward balance, not a transaction: it becomes the opening balance.
    file: 'monopoly/transformed.csv',
    count: 52,
    debits: -70348,
    credits: 41354,
    currency: null,
    first: ['2023-07-02', 'PAYMENT BY INTERNET', 41216],
    last: ['2023-07-18', 'CASH REBATE', 138],
    reconciliation: null,
    period: ['2023-07-02', '2023-07-31'],
    opening: -41216,
  },
  {
    // PayPal: three currencies, so the totals here mix them; see the per-currency test.
    file: 'oca/activity_en.csv',
    count: 76,
    debits: -13096392,
    credits: 13100916,
    currency: null,
    first: ['2015-12-29', 'PARTNER1', 7975],
    last: ['2016-11-01', 'General Currency Conversion', 389758],
    reconciliation: { checked: 73, reconciled: 73, brokenRows: [] },
    period: ['2015-12-29', '2016-11-01'],
  },
  {
    // Closing balance is above the table, opening below; they miss by 0.02 (SOURCES).
    file: 'oca/meta_data_separated_credit_debit.csv',
    count: 4,
    debits: -23068,
    credits: 130000,
    currency: 'EUR',
    first: ['2020-04-01', 'LABEL 1 - DETAILS 1', -5000],
    last: ['2020-04-02', 'LABEL 4 - DETAILS 3', 130000],
    reconciliation: null,
    period: ['2020-04-01', '2020-04-02'],
    opening: 3000077,
    closing: 3107011,
    account: '****4068',
  },
  {
    // 10 rows, debits -15,923.03, credits 16,423.03 (SOURCES).
    file: 'reds-importers/Main_Checking_Account_Transactions.csv',
    count: 10,
    debits: -1592303,
    credits: 1642303,
    currency: 'USD',
    first: [
      '2021-12-31',
      'TRANSFER TO MBR ***0123 ACCT 4 MOBILE BANKING TRANSFER:123456789012345678 - SWEEP ACCOUNT',
      -797139,
    ],
    last: ['2021-12-15', 'ELECTRONIC DEPOSIT - 3392 ACME INC DDEPOSIT 121521', 1000000],
    reconciliation: { checked: 9, reconciled: 9, brokenRows: [] },
    period: ['2021-12-15', '2021-12-31'],
    opening: 0,
    closing: 50000,
  },
];

describe('other CSV fixtures', () => {
  it.each(EXPECTED.map((expected) => [expected.file, expected] as const))(
    '%s',
    async (_, expected) => {
      await expectFixture(expected);
    },
  );
});
