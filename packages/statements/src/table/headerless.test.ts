import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';

/**
 * Headerless files written by a generator: the reader must find the amount among the money
 * columns from the running balance alone, whichever side of the amount the balance stands and
 * whether it is printed before or after the row.
 */
const AMOUNTS = [22377, -20000, -220, 150000, -4599, -89900, 1234];
const OPENING = 13044;

type BalanceKind = 'before' | 'after';

function headerless(kind: BalanceKind, balanceFirst: boolean, newestFirst: boolean): string {
  let balance = OPENING;
  const rows = AMOUNTS.map((amount, index) => {
    const before = balance;
    balance += amount;
    const shown = ((kind === 'before' ? before : balance) / 100).toFixed(2);
    const value = (amount / 100).toFixed(2);
    const money = balanceFirst ? [shown, value] : [value, shown];
    const date = `${String(index + 10)}-06-2022`;
    return [date, 'NL00ASNB9999999999', `Payment number ${index + 1}`, 'EUR', ...money].join(',');
  });
  return (newestFirst ? rows.reverse() : rows).join('\n');
}

describe('a statement without a header row', () => {
  it.each([
    ['before', true, false],
    ['before', false, false],
    ['after', true, false],
    ['after', false, false],
    ['before', true, true],
    ['after', false, true],
  ] as const)(
    'with the balance %s each row (balance first: %s, newest first: %s) reads the amounts',
    async (kind, balanceFirst, newestFirst) => {
      const text = headerless(kind, balanceFirst, newestFirst);
      const result = await parseStatement(new TextEncoder().encode(text), 'history.csv');
      if (!result.ok) throw new Error(result.error.message);
      const { transactions, currency, reconciliation } = result.statement;
      const amounts = transactions.map((t) => t.amountMinor);
      expect(newestFirst ? amounts.reverse() : amounts).toEqual(AMOUNTS);
      expect(currency).toBe('EUR');
      // A balance printed after each row is a running balance, and reconciles on every row;
      // one printed before is not kept as a running balance at all.
      expect(reconciliation?.reconciled ?? null).toBe(kind === 'after' ? AMOUNTS.length - 1 : null);
    },
  );
});

describe('a headerless statement that prints the balance before and after each row', () => {
  it('takes the balance after the row as the running balance', async () => {
    const rows = [
      ['123456789', 'EUR', '20231201', '20231201', '2610,44', '2605,44', '-5,00', 'Kruidvat'],
      ['123456789', 'EUR', '20231201', '20231201', '2605,44', '3786,53', '1181,09', 'Tikkie'],
      ['123456789', 'EUR', '20231202', '20231202', '3786,53', '3745,95', '-40,58', 'Etos'],
    ];
    const text = rows.map((row) => row.join('\t')).join('\n');
    const result = await parseStatement(new TextEncoder().encode(text), 'TXT.TAB');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.openingBalanceMinor).toBe(261044);
    expect(result.statement.closingBalanceMinor).toBe(374595);
    expect(result.statement.transactions.map((row) => row.amountMinor)).toEqual([
      -500, 118109, -4058,
    ]);
  });
});

describe('a headerless statement with tagged lines around its rows', () => {
  it('takes the description from the text column most rows fill, not a title line', async () => {
    const rows = AMOUNTS.map(
      (amount, index) =>
        `ROW,202206${String(index + 10)},,${(amount / 100).toFixed(2)},Payment number ${index + 1}`,
    );
    const text = ['ACC,12345678,A VERY LONG ACCOUNT TITLE THAT FILLS ONE CELL ONLY', ...rows];
    const result = await parseStatement(new TextEncoder().encode(text.join('\n')), 'history.csv');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.description)).toEqual(
      AMOUNTS.map((_, index) => `Payment number ${index + 1}`),
    );
  });

  it('keeps a column of a few repeated words as the type, and joins a sparse partner column', async () => {
    // Fourteen rows, three kinds: few enough, and repeated enough, to be kinds and not names.
    const amounts = [...AMOUNTS, ...AMOUNTS];
    const kinds = amounts.map(
      (_, index) => ['CARD', 'TRANSFER', 'CARD', 'CREDIT'][index % 4] ?? '',
    );
    const rows = amounts.map((amount, index) => {
      const partner = kinds[index] === 'CARD' ? '' : `Partner ${index + 1}`;
      return `HIST,202206${String(index + 10)},${(amount / 100).toFixed(2)},${partner},Remark number ${index + 1},${kinds[index] ?? ''}`;
    });
    const result = await parseStatement(new TextEncoder().encode(rows.join('\n')), 'history.csv');
    if (!result.ok) throw new Error(result.error.message);
    const { transactions } = result.statement;
    expect(transactions.map((t) => t.type)).toEqual(kinds);
    expect(transactions.slice(0, 2).map((t) => t.description)).toEqual([
      'Remark number 1',
      'Partner 2 - Remark number 2',
    ]);
  });

  it('takes a column of words as the description, not a longer column of account numbers', async () => {
    const rows = AMOUNTS.map(
      (amount, index) =>
        `202206${String(index + 10)},${(amount / 100).toFixed(2)},11600006-00000000-1234567${index},Shop ${index + 1}`,
    );
    const result = await parseStatement(new TextEncoder().encode(rows.join('\n')), 'history.csv');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.description)).toEqual(
      AMOUNTS.map((_, index) => `Shop ${index + 1}`),
    );
  });

  it('finds a running balance kept in whole units, with no decimals or sign', async () => {
    let balance = 5_000_000;
    const rows = AMOUNTS.map((amount, index) => {
      balance += amount * 10;
      const day = `202508${String(index + 10)}`;
      return `T,${amount * 10},HUF,${day},${balance},Shop ${index + 1}`;
    });
    const result = await parseStatement(new TextEncoder().encode(rows.join('\n')), 'history.csv');
    if (!result.ok) throw new Error(result.error.message);
    const { statement } = result;
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual(
      AMOUNTS.map((amount) => amount * 1000),
    );
    expect(statement.reconciliation?.reconciled).toBe(AMOUNTS.length - 1);
    expect(statement.closingBalanceMinor).toBe(balance * 100);
    expect(statement.reading?.confidence).toBe('high');
  });
});
