import { describe, expect, it } from 'vitest';
import { describeFixtures, type FixtureExpectation } from '../test-support/expect-fixture';
import { parseFixture } from '../test-support/fixtures';

/**
 * The XLS and XLSX fixtures. Figures marked (SOURCES) are stated in
 * /work/shared/fixtures/statements/SOURCES.md; the rest were summed by hand from the cells.
 */
const EXPECTED: FixtureExpectation[] = [
  {
    // Amounts stored as text with comma decimals; balances above and below the table.
    file: 'oca/meta_data_separated_credit_debit.xlsx',
    format: 'xlsx',
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
    // The table starts at B3; real date cells; USD and EUR in one sheet.
    file: 'oca/sample_statement_offsets.xlsx',
    format: 'xlsx',
    count: 2,
    debits: -3350,
    credits: 152500,
    currency: null,
    first: ['2018-12-15', 'John Doe - Your best supplier on 12/15/2018', -3350],
    last: ['2018-12-15', 'Azure Interior - Your payment on 12/15/2018', 152500],
    reconciliation: null,
    period: ['2018-12-15', '2018-12-15'],
  },
  {
    // Italian headers, six preamble rows naming the period, one pending row.
    file: 'fineco/movements.xlsx',
    format: 'xlsx',
    count: 2,
    debits: -999,
    credits: 15062,
    currency: null,
    first: ['2024-12-31', 'VISA DEBIT', -999],
    last: ['2024-12-31', 'Bonifico SEPA Italia', 15062],
    reconciliation: null,
    period: ['2024-01-01', '2024-12-31'],
    account: '****0000',
  },
  {
    // Hungarian headers, two accounts, a hidden row and a row with no booking date (SOURCES: 10).
    file: 'otp/sample-new-format-2026-06.xlsx',
    format: 'xlsx',
    count: 10,
    debits: -24304650,
    credits: 45001250,
    currency: 'HUF',
    first: ['2024-01-02', 'SPAR MAGYARORSZAG KFT - SPAR vásárlás', -499000],
    last: ['2024-01-20', 'Pending - Nem könyvelt tétel', -99900],
    reconciliation: null,
    period: ['2024-01-01', '2024-01-31'],
  },
  {
    // BIFF8; line breaks inside cells; newest first; an "Available Balance" of zeros (SOURCES).
    file: 'reds-importers/ACC_TXN_History_1234_clean.xls',
    format: 'xls',
    count: 8,
    debits: -126790,
    credits: 54530,
    currency: 'SGD',
    first: ['2023-06-30', 'Interest Credit', 12],
    last: ['2023-05-02', 'NETS Debit-Consumer xxxxxxYYYY', -2790],
    reconciliation: null,
    period: ['2023-05-02', '2023-07-01'],
    account: '****7890',
  },
  {
    // BIFF; blank leading rows and column A; a "Totale movimenti" footer that is not a row.
    file: 'fineco/my-cards.xls',
    format: 'xls',
    count: 2,
    debits: -10000,
    credits: 0,
    currency: null,
    first: ['2024-12-31', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit', -5000],
    last: ['2024-12-31', 'Lorem ipsum dolor sit amet', -5000],
    reconciliation: null,
    period: ['2024-12-31', '2024-12-31'],
    account: '****0000',
  },
];

describeFixtures('spreadsheet fixtures parse to the cent', EXPECTED);

describe('spreadsheet details', () => {
  it('OCA: the balances do not add up, and the statement says so (SOURCES: 31070.09 vs 31070.11)', async () => {
    const { warnings } = await parseFixture('oca/meta_data_separated_credit_debit.xlsx');
    expect(warnings).toContain(
      "The opening balance plus the transactions comes to 31070.09 EUR, but the statement's closing balance is 31070.11 EUR.",
    );
  });

  it('OTP: the hidden row is read and named; the row with no booking date is pending', async () => {
    const statement = await parseFixture('otp/sample-new-format-2026-06.xlsx');
    expect(statement.warnings).toContain(
      '1 row is hidden in the sheet "Tranzakciók"; we read them like every other row.',
    );
    expect(statement.transactions.filter((t) => t.pending).map((t) => t.description)).toEqual([
      'Pending - Nem könyvelt tétel',
    ]);
    expect(statement.transactions[3]).toMatchObject({
      amountMinor: -1550050,
      category: 'Üzemanyag',
      reference: '2024010718450011004',
    });
  });

  it('Fineco: "Autorizzato" rows are pending, "Contabilizzato" rows are booked', async () => {
    const movements = await parseFixture('fineco/movements.xlsx');
    expect(movements.transactions.map((t) => t.pending ?? false)).toEqual([true, false]);
    const cards = await parseFixture('fineco/my-cards.xls');
    expect(cards.transactions.map((t) => t.pending ?? false)).toEqual([true, false]);
  });

  it('UOB: the largest withdrawal is the 800.00 ATM on 16 Jun 2023, and no zero balance is claimed', async () => {
    const statement = await parseFixture('reds-importers/ACC_TXN_History_1234_clean.xls');
    const largest = [...statement.transactions].sort((a, b) => a.amountMinor - b.amountMinor)[0];
    expect(largest).toMatchObject({ date: '2023-06-16', amountMinor: -80000 });
    expect(statement.closingBalanceMinor).toBeUndefined();
    expect(statement.transactions.every((t) => t.balanceMinor === undefined)).toBe(true);
  });
});
