import { describe, expect, it } from 'vitest';
import { parseStatement } from './index';
import { readFixture } from './test-support/fixtures';
import type { ParseResult } from './types';

const encode = (text: string) => new TextEncoder().encode(text);
const codeOf = (result: ParseResult) => (result.ok ? 'ok' : result.error.code);

function junk(length: number, seed = 1): Uint8Array {
  let state = seed;
  return new Uint8Array(length).map(() => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state >> 16;
  });
}

describe('hostile and degenerate inputs', () => {
  it('an empty file', async () => {
    expect(await parseStatement(new Uint8Array(0), 'statement.csv')).toEqual({
      ok: false,
      error: { code: 'empty-file', message: 'This file is empty.' },
    });
    expect(codeOf(await parseStatement(encode(' \n\r\n\t'), 'statement.csv'))).toBe('empty-file');
  });

  it('binary junk named .csv is not a statement; named .png it is an unsupported type', async () => {
    const result = await parseStatement(junk(10_000), 'statement.csv');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'not-a-statement',
        message: "We couldn't find a table of transactions in this file.",
      },
    });
    expect(codeOf(await parseStatement(junk(10_000), 'photo.png'))).toBe('unsupported-type');
  });

  it('a header with no rows under it', async () => {
    const result = await parseStatement(encode('Date,Description,Amount,Balance\n\n'), 'empty.csv');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'no-transactions',
        message: 'We found the column headings but no transactions under them.',
      },
    });
  });

  it('a file with only summary lines', async () => {
    const csv = [
      'Date,Description,Amount',
      ',Opening balance,100.00',
      ',Total,0.00',
      ',Closing balance,100.00',
    ].join('\n');
    expect(codeOf(await parseStatement(encode(csv), 'summary.csv'))).toBe('no-transactions');
  });

  it('prose, a single word, and rows whose dates are all unreadable', async () => {
    const prose = 'Dear customer,\nthank you for banking with us. Your statement follows.\n';
    expect(codeOf(await parseStatement(encode(prose), 'letter.csv'))).toBe('not-a-statement');
    expect(codeOf(await parseStatement(encode('hello'), 'a.csv'))).toBe('not-a-statement');
    const undated = 'Date,Description,Amount\nsoon,Coffee,-3.50\nlater,Tea,-2.00\n';
    expect(codeOf(await parseStatement(encode(undated), 'a.csv'))).toBe('no-transactions');
  });

  it('never throws on truncated or corrupted statements', async () => {
    const files = [
      'lloyds/sample-statement.csv',
      'oca/activity_en.csv',
      'bank2ynab/CSV_A_20180414_112204.csv',
      'bank2ynab/TransactionHistory_20180418043121.csv',
    ];
    for (const file of files) {
      const bytes = readFixture(file);
      for (const cut of [1, 7, 50, 200, 333, Math.floor(bytes.length / 2), bytes.length - 3]) {
        await expect(parseStatement(bytes.slice(0, cut), file)).resolves.toHaveProperty('ok');
        const corrupted = bytes.slice();
        corrupted.set(junk(16, cut), Math.min(cut, corrupted.length - 16));
        await expect(parseStatement(corrupted, file)).resolves.toHaveProperty('ok');
      }
    }
  });

  it('a 5 MB CSV parses to the right count, balances checked on every row', async () => {
    const header = 'Date,Description,Amount,Balance';
    const rows = [header];
    let balance = 1_000_000;
    let count = 0;
    let size = header.length;
    while (size < 5 * 1024 * 1024) {
      const amount = count % 3 === 0 ? 250_000 : -(count % 997) - 1;
      balance += amount;
      const day = String((count % 28) + 1).padStart(2, '0');
      const row = `2024-02-${day},"Card payment ${count}, Shop",${minorText(amount)},${minorText(balance)}`;
      rows.push(row);
      size += row.length + 1;
      count += 1;
    }
    const result = await parseStatement(encode(rows.join('\n')), 'big.csv');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions).toHaveLength(count);
    expect(result.statement.reconciliation).toEqual({
      checked: count - 1,
      reconciled: count - 1,
      brokenRows: [],
    });
    expect(result.statement.closingBalanceMinor).toBe(balance);
  }, 60_000);
});

function minorText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
