import { describeFixtures, type FixtureExpectation } from '../test-support/expect-fixture';

/**
 * The bank2ynab CSV fixtures (MIT), including the Swedbank file that is CSV named .xls.
 * Figures marked (SOURCES) are the ones /work/shared/fixtures/statements/SOURCES.md states; the
 * rest were checked by reading the file (sums worked out separately from the parser).
 */
const EXPECTED: FixtureExpectation[] = [
  {
    file: 'bank2ynab/2019-03-02_11-50-46_bunq-statement.csv',
    count: 7,
    debits: -3968,
    credits: 1586,
    // Named nowhere in the file: taken from the account's Dutch IBAN, as SOURCES.md gives it.
    currency: 'EUR',
    first: ['2018-12-06', 'CLOUDFLARE 650-3198939, US 9.95 USD, 1 USD = 0.88241 EUR', -878],
    last: ['2018-12-17', 'NETFLIX.COM 14087249160, NL', -799],
    reconciliation: null,
    period: ['2018-12-06', '2018-12-17'],
    account: '****6409',
  },
  {
    // ISO-8859-1, mixed line endings, a line missing its opening quote. Volgnr 9565 then 9590:
    // the rows are not consecutive, so only the second check passes.
    file: 'bank2ynab/CSV_A_20180414_112204.csv',
    count: 3,
    debits: -108749,
    credits: 5000,
    currency: 'EUR',
    first: ['2018-03-01', 'RENTE LENING', -33749],
    last: ['2018-03-16', 'W. Koelewijn - Naar Bunq', -75000],
    reconciliation: { checked: 2, reconciled: 1, brokenRows: [1] },
    period: ['2018-03-01', '2018-03-16'],
    opening: 559477,
    closing: 1233453,
    account: '****7415',
  },
  {
    // UTF-8 BOM; three 'Pending' rows, dated with the statement's latest date.
    file: 'bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv',
    count: 13,
    debits: -149999,
    credits: 110000,
    currency: 'GBP',
    first: ['2019-12-12', "L'OLILO LONDON GBR", -6740],
    last: ['2019-12-02', 'PAYMENT RECEIVED - THANK YOU', 110000],
    reconciliation: null,
    period: ['2019-12-02', '2019-12-12'],
  },
  {
    // Descriptions continue on a second line, merged.
    file: 'bank2ynab/TransactionHistory_20180418043121.csv',
    count: 8,
    debits: -17328,
    credits: 0,
    currency: 'SGD',
    first: ['2018-04-18', 'DEBIT PURCHASE 15/04/18 66-6666 UBER EATS AN2GO HELP.UBERh', -666],
    last: ['2018-04-13', 'DEBIT PURCHASE 66-6666 TOAST BO6-MANULIFE CTR S 10/04/18', -666],
    reconciliation: null,
    period: ['2018-04-13', '2018-04-18'],
    account: '****6666',
  },
  {
    // HUF with fillér in the balance; the two balances do not follow from each other.
    file: 'bank2ynab/W80844_EBH_201945.202122.csv',
    count: 2,
    debits: -35000,
    credits: 129000,
    currency: 'HUF',
    first: ['2019-04-19', 'memo goes here - payee', -35000],
    last: ['2019-04-17', 'memo goes here - payee', 129000],
    reconciliation: { checked: 1, reconciled: 0, brokenRows: [0] },
    period: ['2019-04-17', '2019-04-19'],
  },
  {
    // 27 rows, debits 4,260.83 and credits 3,841.22 (SOURCES). Balances on only some rows, all 100: no check passes.
    file: 'bank2ynab/test_BOI_TransactionExport.csv',
    count: 27,
    debits: -426083,
    credits: 384122,
    currency: null,
    first: ['2017-09-01', 'Random Name GP', 42803],
    last: ['2017-09-28', 'CU Lin SO', -81800],
    reconciliation: {
      checked: 14,
      reconciled: 0,
      brokenRows: [3, 5, 8, 9, 11, 12, 13, 14, 16, 17, 20, 22, 23, 24],
    },
    period: ['2017-09-01', '2017-09-28'],
  },
  {
    // SOURCES counts 74 lines and sums the money-out column to 6,458.90; one line is 'A null
    // transaction' with no date or amount, and nine rows use the money-in column (1,878.20).
    file: 'bank2ynab/test_delimiter_tab.csv',
    count: 73,
    debits: -645890,
    credits: 187820,
    currency: null,
    first: ['2017-09-18', 'HOFER DANKT 0527 K2 18.09. 17:20', -3387],
    last: ['2017-10-19', 'HOFER DANKT 0527 K2 19.10. 17:36', -8199],
    reconciliation: null,
    period: ['2017-09-18', '2017-10-19'],
  },
  {
    // Opening 10374.04, turnover D 284.70 and K 2863.63, closing 12952.97 (SOURCES).
    file: 'bank2ynab/test_swedebank_statement.xls',
    count: 13,
    debits: -28470,
    credits: 286363,
    currency: 'LTL',
    first: [
      '2014-10-01',
      'PIRKINYS 2014.09.30 15.31 LTL (165339) X-911 MAXIMA Vilnius 00000',
      -1531,
    ],
    last: ['2014-10-06', 'UAB IMONE - Darbo užmokestis', 286363],
    reconciliation: null,
    period: ['2014-10-01', '2014-10-06'],
    opening: 1037404,
    closing: 1295297,
    account: '****0000',
  },
];

describeFixtures('bank2ynab CSV fixtures', EXPECTED);
