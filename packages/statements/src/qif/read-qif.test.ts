import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { expectFigures, makeLedger } from '../test-support/bank-exports/ledger';
import { makeQif } from '../test-support/bank-exports/make-qif';
import { readFixture } from '../test-support/fixtures';
import type { ParsedStatement, ParseResult } from '../types';
import { readQif } from './read-qif';

const encode = (text: string) => new TextEncoder().encode(text);

function statementOf(result: ParseResult): ParsedStatement {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

describe('QIF files we make ourselves', () => {
  it.each([
    ['Bank', 'mdy', '.', undefined, 11],
    ['CCard', 'quicken', '.', undefined, 12],
    ['Cash', 'dmy', ',', undefined, 13],
    ['Bank', 'dmy', ',', 'Girokonto', 14],
    ['Bank', 'quicken', '.', 'Checking', 15],
  ] as const)(
    '!Type:%s, %s dates, %s decimals, account %s',
    async (type, dates, mark, account, seed) => {
      const ledger = makeLedger({ seed, count: 60, start: '2024-01-03' });
      const { text, figures } = makeQif(ledger, { type, dates, decimalMark: mark, account });
      const statement = statementOf(await parseStatement(encode(text), 'export.qif'));
      expect(statement.format).toBe('qif');
      expect(statement.warnings).toEqual([]);
      expectFigures(statement, figures);
      expect(statement.transactions[0]?.reference).toBe(ledger.entries[0]?.reference);
    },
  );
});

describe('the QIF reader', () => {
  it('reads the csv2ofx fixture: two accounts, read together', async () => {
    const statement = statementOf(
      await parseStatement(readFixture('csv2ofx/default.qif'), 'default.qif'),
    );
    expect(statement.transactions).toHaveLength(8);
    expect(statement.transactions[0]).toMatchObject({
      date: '2015-03-24',
      description: 'Tchênzema Tchênzema',
      amountMinor: 4_500_000,
      reference: 'INV-7',
    });
    expect(statement.transactions.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(46_500_000);
    expect(statement.period).toEqual({ start: '2015-02-08', end: '2015-03-25' });
    expect(statement.warnings).toEqual([
      'This file holds 2 accounts. We read their transactions together, so it has no single opening or closing balance.',
    ]);
  });

  it('decides day or month first from the whole file, and says when nothing settles it', () => {
    const us = readQif('!Type:Bank\nD01/02/2024\nT-1.00\n^\nD01/13/2024\nT-2.00\n^\n');
    expect(statementOf(us).transactions.map((t) => t.date)).toEqual(['2024-01-02', '2024-01-13']);
    const european = readQif('!Type:Bank\nD01/02/2024\nT-1.00\n^\nD13/02/2024\nT-2.00\n^\n');
    expect(statementOf(european).transactions.map((t) => t.date)).toEqual([
      '2024-02-01',
      '2024-02-13',
    ]);
    // 1 and 3 February rather than 2 January and 2 March: the dates' spacing settles it.
    const spaced = readQif('!Type:Bank\nD01/02/2024\nT-1.00\n^\nD03/02/2024\nT-2.00\n^\n');
    expect(statementOf(spaced).warnings).toEqual([]);
    const either = statementOf(
      readQif('!Type:Bank\nD03/04/2024\nT-1.00\n^\nD03/04/2024\nT-2.00\n^\n'),
    );
    expect(either.transactions.map((t) => t.date)).toEqual(['2024-04-03', '2024-04-03']);
    expect(either.warnings).toEqual([
      'Every date here could be read either way, so we read them as day/month.',
    ]);
  });

  it("reads Quicken's short years and padded days", () => {
    const result = readQif("!Type:Bank\nD1/ 5'24\nT-1.00\n^\nD12/31'99\nT2.00\n^\n");
    expect(statementOf(result).transactions.map((t) => t.date)).toEqual([
      '2024-01-05',
      '1999-12-31',
    ]);
  });

  it('keeps a split transaction whole, and a transfer is no category', () => {
    const qif = [
      '!Type:Bank',
      'D01/15/2024',
      'T-100.00',
      'PSupermarket',
      'LGroceries',
      'SGroceries',
      '$-60.00',
      'SHousehold',
      '$-40.00',
      '^',
      'D01/16/2024',
      'T-50.00',
      'PTo savings',
      'L[Savings]',
      '^',
    ].join('\n');
    const statement = statementOf(readQif(qif));
    expect(statement.transactions.map((t) => [t.description, t.amountMinor, t.category])).toEqual([
      ['Supermarket', -10000, 'Groceries'],
      ['To savings', -5000, undefined],
    ]);
  });

  it('leaves investment records out, and refuses a file of nothing else', () => {
    const invest = '!Type:Invst\nD01/15/2024\nNBuy\nYACME\nI10.00\nQ5\nT50.00\n^\n';
    const mixed = statementOf(readQif(`!Type:Bank\nD01/15/2024\nT-1.00\nPFee\n^\n${invest}`));
    expect(mixed.transactions).toHaveLength(1);
    expect(mixed.warnings).toEqual([
      "We left out this file's Invst records, which are not bank transactions.",
    ]);
    expect(readQif(invest)).toEqual({
      ok: false,
      error: {
        code: 'not-a-statement',
        message: 'This QIF file holds only Invst records, which are not bank transactions.',
      },
    });
    expect(readQif('!Type:Cat\nNFood\n^\n')).toMatchObject({
      ok: false,
      error: { code: 'no-transactions' },
    });
  });

  it('refuses a garbage amount or date, naming its line', () => {
    expect(readQif('!Type:Bank\nD01/15/2024\nT-1.00\n^\nD01/16/2024\nPShop\nT12..5\n^\n')).toEqual({
      ok: false,
      error: {
        code: 'damaged-file',
        message:
          "We couldn't read the amount “12..5” on line 7. The file may be damaged or changed: please download it again from your bank.",
      },
    });
    expect(readQif('!Type:Bank\nD31/31/2024\nT-1.00\n^\n')).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('the date “31/31/2024” on line 2') as string },
    });
    expect(readQif('!Type:Bank\nPShop\nT-1.00\n^\n')).toMatchObject({
      ok: false,
      error: {
        message: expect.stringContaining('The transaction on line 2 has no date.') as string,
      },
    });
  });

  it('refuses a file cut off inside a transaction', () => {
    expect(readQif('!Type:Bank\nD01/15/2024\nT-1.00\n^\nD01/16/2024\nT-2')).toMatchObject({
      ok: false,
      error: {
        code: 'damaged-file',
        message: expect.stringContaining('The file ends in the middle of a transaction.') as string,
      },
    });
  });

  // Its speed is reported by `npm run bench:ingest`, never asserted here.
  it('reads a 10 MB file exactly', () => {
    const ledger = makeLedger({ seed: 99, count: 110_000, start: '2020-01-01', daysEvery: 50 });
    const { text, figures } = makeQif(ledger, { type: 'Bank', dates: 'mdy', decimalMark: '.' });
    expect(text.length).toBeGreaterThan(10_000_000);
    expectFigures(statementOf(readQif(text)), figures);
  }, 60_000);
});
