import { utils, write, type WorkBook } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import type { ParsedStatement } from '../types';

type Cell = string | number | Date | null;

function workbook(
  sheets: Record<string, Cell[][]>,
  merges: Record<string, string[]> = {},
): WorkBook {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = utils.aoa_to_sheet(rows, { cellDates: true });
    sheet['!merges'] = (merges[name] ?? []).map((range) => utils.decode_range(range));
    utils.book_append_sheet(book, sheet, name);
  }
  return book;
}

async function parseBook(book: WorkBook, bookType: 'xlsx' | 'biff8'): Promise<ParsedStatement> {
  const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
  const result = await parseStatement(bytes, bookType === 'xlsx' ? 'book.xlsx' : 'book.xls');
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

const LETTERHEAD: Cell[][] = [
  ['First Example Bank plc', null, null, null],
  ['Account number: 12345678', null, null, null],
  ['Statement period: 01/03/2024 to 31/03/2024', null, null, null],
  [],
];

describe('workbooks we make ourselves', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'picks the transactions sheet among a cover and a summary sheet (%s)',
    async (bookType) => {
      const book = workbook({
        Cover: [['Your statement'], ['Thank you for banking with us']],
        Summary: [
          ['Opening balance', 1000],
          ['Closing balance', 1200.5],
        ],
        Transactions: [
          ...LETTERHEAD,
          ['Date', 'Description', 'Paid out', 'Paid in', 'Balance'],
          [utc(2024, 3, 2), 'Coffee', 4.5, null, 995.5],
          ['05/03/2024', 'Salary', null, 250, 1245.5],
          [utc(2024, 3, 9), 'Books', 45, null, 1200.5],
        ],
      });
      const statement = await parseBook(book, bookType);
      expect(statement.format).toBe(bookType === 'xlsx' ? 'xlsx' : 'xls');
      expect(statement.transactions.map((t) => [t.date, t.description, t.amountMinor])).toEqual([
        ['2024-03-02', 'Coffee', -450],
        ['2024-03-05', 'Salary', 25000],
        ['2024-03-09', 'Books', -4500],
      ]);
      expect(statement.reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
      expect(statement.period).toEqual({ start: '2024-03-01', end: '2024-03-31' });
      expect(statement.accountMasked).toBe('****5678');
    },
  );

  it('a date merged down over two rows dates both; a merged letterhead is not a header', async () => {
    const book = workbook(
      {
        Sheet1: [
          ['Bank statement', null, null],
          ['Date', 'Details', 'Amount'],
          ['12/04/2024', 'Bakery', -3.2],
          [null, 'Pharmacy', -12.75],
          ['13/04/2024', 'Refund', 20],
        ],
      },
      { Sheet1: ['A1:C1', 'A3:A4'] },
    );
    const statement = await parseBook(book, 'xlsx');
    expect(statement.transactions.map((t) => [t.date, t.description, t.amountMinor])).toEqual([
      ['2024-04-12', 'Bakery', -320],
      ['2024-04-12', 'Pharmacy', -1275],
      ['2024-04-13', 'Refund', 2000],
    ]);
  });

  it('reads number cells at full precision and text amounts with comma decimals', async () => {
    const book = workbook({
      Sheet1: [
        ['Datum', 'Omschrijving', 'Bedrag'],
        ['2024-01-02', 'Huur', '-1.234,56'],
        ['2024-01-03', 'Rente', '0,07'],
      ],
    });
    const statement = await parseBook(book, 'xlsx');
    expect(statement.transactions.map((t) => t.amountMinor)).toEqual([-123456, 7]);
  });

  it('a workbook without any table is not a statement', async () => {
    const book = workbook({ Notes: [['Remember to pay the rent'], ['and call the bank']] });
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseStatement(bytes, 'notes.xlsx');
    expect(result.ok ? null : result.error.code).toBe('not-a-statement');
  });
});
