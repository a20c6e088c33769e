import { describe, expect, it } from 'vitest';
import type { Transaction } from '../types';
import { parseFixture, totals } from '../test-support/fixtures';

const largestDebit = (transactions: Transaction[]) =>
  transactions.reduce((min, t) => (t.amountMinor < min.amountMinor ? t : min));
const find = (transactions: Transaction[], text: string) =>
  transactions.filter((t) => t.description.includes(text));

describe('what SOURCES.md says about the CSV fixtures', () => {
  it('DCU: the largest debit is -$7,971.39 on 12/31/2021; the type column agrees with the sign', async () => {
    const { transactions } = await parseFixture(
      'reds-importers/Main_Checking_Account_Transactions.csv',
    );
    expect(largestDebit(transactions)).toMatchObject({ date: '2021-12-31', amountMinor: -797139 });
  });

  it('Lloyds: the largest debit is 5,975.12 on 12/01/2024 and the latest balance 2,040.59', async () => {
    const statement = await parseFixture('lloyds/sample-statement.csv');
    expect(largestDebit(statement.transactions)).toMatchObject({
      date: '2024-01-12',
      amountMinor: -597512,
    });
    expect(statement.transactions[0]?.balanceMinor).toBe(204059);
    expect(statement.reconciliation?.brokenRows).toEqual([4]);
    expect(statement.transactions[4]?.description).toBe('INS2 01000011/010011110010');
    expect(statement.warnings).toEqual([
      "The printed balance doesn't follow from the amounts on 1 of 11 rows: 01-December-2023 INS2 01000011/010011110010. We kept every amount as the statement prints it.",
    ]);
  });

  it('Bank of Ireland: 2,000.00 to 365 Online is the largest debit; CTO pays in four times', async () => {
    const { transactions } = await parseFixture('bank2ynab/test_BOI_TransactionExport.csv');
    expect(largestDebit(transactions)).toMatchObject({
      date: '2017-09-04',
      description: '365 Online',
      amountMinor: -200000,
    });
    expect(find(transactions, 'CTO').map((t) => t.amountMinor)).toEqual([
      84592, 84592, 84593, 84592,
    ]);
    expect(find(transactions, 'NETFLIX')[0]?.amountMinor).toBe(-999);
    expect(transactions[1]?.description).toBe('Éáú üüüümlaut! GP');
    expect(transactions.filter((t) => t.balanceMinor !== undefined)).toHaveLength(15);
  });

  it('monopoly ground truth: opening -412.16 plus the 52 transactions is -702.10', async () => {
    const statement = await parseFixture('monopoly/transformed.csv');
    const { debits, credits } = totals(statement.transactions);
    expect(statement.openingBalanceMinor).toBe(-41216);
    expect((statement.openingBalanceMinor ?? 0) + debits + credits).toBe(-70210);
    expect(largestDebit(statement.transactions)).toMatchObject({
      date: '2023-07-22',
      description: 'DRIVE-THRU DELIGHTS SINGAPORE SG',
      amountMinor: -23879,
    });
  });

  it('Swedbank: balance and turnover lines are not transactions', async () => {
    const { transactions } = await parseFixture('bank2ynab/test_swedebank_statement.xls');
    expect(find(transactions, 'balance')).toEqual([]);
    expect(find(transactions, 'Turnover')).toEqual([]);
  });

  it('UK store card: pending rows are kept, flagged and dated with the latest date', async () => {
    const statement = await parseFixture('bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv');
    const pending = statement.transactions.filter((t) => t.pending);
    expect(pending.map((t) => [t.date, t.amountMinor])).toEqual([
      ['2019-12-12', -6740],
      ['2019-12-12', -899],
      ['2019-12-12', -3780],
    ]);
    expect(statement.warnings[0]).toBe(
      "3 pending transactions have no date yet, so we dated them 12-December-2019, the statement's latest date.",
    );
    expect(find(statement.transactions, 'ROYAL LONDON')[0]?.amountMinor).toBe(-118323);
  });

  it('John Lewis: the CR flag marks the one credit; charges are money out', async () => {
    const { transactions } = await parseFixture('jl-partnership/sample-statement.csv');
    expect(transactions.filter((t) => t.amountMinor > 0).map((t) => t.description)).toEqual([
      'DIRECT DEBIT TRANSACTION',
    ]);
  });

  it('Mint: the Transaction Type column wins over the sign', async () => {
    const { transactions } = await parseFixture('maybe/mint.csv');
    expect(find(transactions, 'Gas Station')[0]?.amountMinor).toBe(4567);
    expect(find(transactions, 'Paycheck')[0]).toMatchObject({
      amountMinor: 250000,
      category: 'Paycheck',
    });
    expect(find(transactions, 'Monthly Rent')[0]?.amountMinor).toBe(-150000);
  });

  it('PayPal: net amounts, per-row currency, totals that never mix currencies', async () => {
    const statement = await parseFixture('oca/activity_en.csv');
    expect(statement.currencies).toEqual(['AUD', 'EUR', 'USD']);
    const byCurrency = (code: string) =>
      totals(statement.transactions.filter((t) => t.currency === code));
    expect(byCurrency('USD')).toEqual({ debits: -7148024, credits: 7148214 });
    expect(byCurrency('EUR')).toEqual({ debits: -5938368, credits: 5942702 });
    expect(byCurrency('AUD')).toEqual({ debits: -10000, credits: 10000 });
    expect(statement.transactions[0]).toMatchObject({ amountMinor: 7975, reference: 'TID1' });
    expect(statement.transactions.filter((t) => t.pending)).toHaveLength(14);
  });

  it('PayPal: each row keeps the fee its Fee column took, positive and already in the net', async () => {
    const statement = await parseFixture('oca/activity_en.csv');
    const charged = statement.transactions.filter((t) => t.feeMinor !== undefined);
    expect(charged).toHaveLength(26);
    expect(charged.every((t) => t.currency === 'USD' && (t.feeMinor ?? 0) > 0)).toBe(true);
    expect(charged.reduce((sum, t) => sum + (t.feeMinor ?? 0), 0)).toBe(292588);
    expect(statement.transactions[0]).toMatchObject({ amountMinor: 7975, feeMinor: 425 });
  });

  it('OCA: the two labelled balances miss by 0.02 and the parser says so', async () => {
    const statement = await parseFixture('oca/meta_data_separated_credit_debit.csv');
    expect(statement.warnings).toEqual([
      "The opening balance plus the transactions comes to 31070.09 EUR, but the statement's closing balance is 31070.11 EUR.",
    ]);
  });

  it('Schwab (EAC): the title and "Pending/Posted Transactions" lines are not transactions', async () => {
    const { transactions } = await parseFixture(
      'beancount-import/EAC_Checking_Transactions_20201223-160009.CSV',
    );
    expect(find(transactions, 'Transactions')).toEqual([]);
    expect(transactions.find((t) => t.reference === '1002')?.amountMinor).toBe(-123411);
  });

  it('Raiffeisen (tab, ISO-8859-1, no header): high bytes decode and columns are guessed', async () => {
    const statement = await parseFixture('bank2ynab/test_delimiter_tab.csv');
    // The file's umlauts were already lost upstream ("??berweisung"); its three bytes above 127
    // are Latin-1 ¤, µ and ¸.
    expect(find(statement.transactions, 'M?¸nzel')[0]?.amountMinor).toBe(49000);
    expect(find(statement.transactions, 'Versicher?µng')).toHaveLength(1);
    expect(find(statement.transactions, 'Habenzinsen')[0]?.amountMinor).toBe(173);
    expect(find(statement.transactions, 'null transaction')).toEqual([]);
    expect(statement.warnings[0]).toMatch(/no header row/);
  });

  it('Rabobank: the line missing its opening quote is read like the others', async () => {
    const { transactions } = await parseFixture('bank2ynab/CSV_A_20180414_112204.csv');
    expect(transactions[1]).toMatchObject({
      date: '2018-03-14',
      amountMinor: 5000,
      balanceMinor: 1308453,
    });
    expect(transactions[1]?.description).toMatch(/^Nederlandse Loterij Organisatie B\.V\. - /);
  });

  it('bank-supplied categories are kept; none are invented', async () => {
    expect((await parseFixture('csv2ofx/capitalone.csv')).transactions[0]?.category).toBe(
      'Other Travel',
    );
    expect((await parseFixture('csv2ofx/ingesp.csv')).transactions[0]?.category).toBe(
      'Ventajas ING',
    );
    expect(
      (await parseFixture('lloyds/sample-statement.csv')).transactions[0]?.category,
    ).toBeUndefined();
  });

  it("keeps the bank's own kind of each row, but not a column that only says which way", async () => {
    const lloyds = await parseFixture('lloyds/sample-statement.csv');
    expect(lloyds.transactions.map((tx) => tx.type)).toEqual([
      'DEB',
      'DEB',
      'DEB',
      'FPI',
      'DD',
      'DD',
      'FPO',
      'DEB',
      'PAY',
      'DEB',
      'DD',
      'BGC',
    ]);
    // Mint's Transaction Type only says debit or credit.
    const mint = await parseFixture('maybe/mint.csv');
    expect(mint.transactions.every((tx) => tx.type === undefined)).toBe(true);
  });
});
