import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import type { ParsedStatement } from '../types';
import {
  formatAmount,
  statementPdfPages,
  textWidth,
  writeStatementPdf,
  type PdfText,
  type StatementPdfRow,
} from '../test-support/write-pdf';
import { totals } from '../test-support/fixtures';

async function parsePdf(pages: PdfText[][]): Promise<ParsedStatement> {
  const result = await parseStatement(writeStatementPdf(pages), 'statement.pdf');
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

const at = (x: number, y: number, text: string): PdfText => ({ x, y, text });
/** Right-aligned at x, as statements print amounts. */
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/** A year of a current account: salary in, spending out, the balance after every row. */
function yearOfRows(count: number): StatementPdfRow[] {
  const rows: StatementPdfRow[] = [];
  let balance = 250_000;
  for (let index = 0; index < count; index += 1) {
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor((index * 365) / count)));
    const date = [day.getUTCDate(), day.getUTCMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(day.getUTCFullYear()))
      .join('/');
    const salary = index % 20 === 0;
    const amount = salary ? 320_000 : 1_000 + ((index * 7919) % 15_000);
    balance += salary ? amount : -amount;
    rows.push({
      date,
      description: salary ? 'SALARY ACME LTD' : `CARD PURCHASE SHOP ${index % 37}`,
      ...(salary ? { deposit: formatAmount(amount) } : { withdrawal: formatAmount(amount) }),
      balance: formatAmount(balance),
    });
  }
  return rows;
}

describe('synthetic PDF statements', () => {
  it('a 100-page statement with a repeated header and page footers', async () => {
    const rows = yearOfRows(4000);
    const bytes = writeStatementPdf(
      statementPdfPages(rows, {
        preamble: ['Example Bank plc', 'Account number 12345678', 'Opening balance 2,500.00'],
      }),
    );
    const result = await parseStatement(bytes, 'year.pdf');
    if (!result.ok) throw new Error(result.error.message);
    const { statement } = result;
    expect(statement.transactions).toHaveLength(4000);
    expect(statement.reconciliation).toEqual({ checked: 3999, reconciled: 3999, brokenRows: [] });
    expect(statement.openingBalanceMinor).toBe(250_000);
    expect(statement.closingBalanceMinor).toBe(
      250_000 + statement.transactions.reduce((sum, t) => sum + t.amountMinor, 0),
    );
    expect(statement.accountMasked).toBe('****5678');
    expect(statement.period).toEqual({ start: '2024-01-01', end: '2024-12-30' });
    expect(statement.transactions.some((t) => /Page|Withdrawals/.test(t.description))).toBe(false);
    expect(statement.warnings).toEqual([]);
  }, 30_000);

  it('joins wrapped descriptions, skips legal text between pages, reads a headerless page', async () => {
    const header = (y: number) => [
      at(40, y, 'Date'),
      at(110, y, 'Description'),
      right(410, y, 'Debit'),
      right(490, y, 'Credit'),
      right(572, y, 'Balance'),
    ];
    const pages = [
      [
        at(40, 760, 'Statement period 01/03/2024 - 31/03/2024'),
        ...header(720),
        at(40, 700, 'Balance brought forward'),
        right(572, 700, '1,000.00'),
        at(40, 686, '01/03/2024'),
        at(110, 686, 'DIRECT DEBIT'),
        right(410, 686, '100.00'),
        right(572, 686, '900.00'),
        at(110, 676, 'GREEN ENERGY SUPPLY'),
        at(110, 666, 'REF 2024-03'),
        at(40, 652, '02/03/2024'),
        at(110, 652, 'TRANSFER IN'),
        right(490, 652, '50.00'),
        right(572, 652, '950.00'),
        at(270, 30, 'Page 1 of 3'),
      ],
      [
        at(40, 720, 'Important information about your account'),
        at(40, 700, 'If we receive your payment after 05/03/2024 a fee of 25.00 applies.'),
        at(40, 686, 'Please read these terms carefully.'),
        at(270, 30, 'Page 2 of 3'),
      ],
      [
        at(40, 720, '03/03/2024'),
        at(110, 720, 'GROCER'),
        right(410, 720, '12.50'),
        right(572, 720, '937.50'),
        at(40, 706, 'Balance carried forward'),
        right(572, 706, '937.50'),
        at(270, 30, 'Page 3 of 3'),
      ],
    ];
    const statement = await parsePdf(pages);
    expect(statement.transactions.map((t) => [t.date, t.description, t.amountMinor])).toEqual([
      ['2024-03-01', 'DIRECT DEBIT GREEN ENERGY SUPPLY REF 2024-03', -10000],
      ['2024-03-02', 'TRANSFER IN', 5000],
      ['2024-03-03', 'GROCER', -1250],
    ]);
    expect(statement.reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
    expect(statement).toMatchObject({ openingBalanceMinor: 100000, closingBalanceMinor: 93750 });
  });

  it('a card statement: yearless dates across New Year, charges plain, payments in ( )', async () => {
    const statement = await parsePdf([
      [
        at(40, 760, 'Credit Card Statement'),
        at(40, 746, 'Statement Date'),
        at(160, 746, '05/01/2025'),
        at(40, 732, 'Previous Balance'),
        right(300, 732, '100.00'),
        at(40, 718, 'New Balance'),
        right(300, 718, '145.50'),
        at(40, 690, 'Date'),
        at(100, 690, 'Description'),
        right(560, 690, 'Amount'),
        at(40, 672, '28/12'),
        at(100, 672, 'BOOKSHOP'),
        right(560, 672, '20.00'),
        at(40, 658, '30/12'),
        at(100, 658, 'RESTAURANT'),
        right(560, 658, '35.50'),
        at(40, 644, '02/01'),
        at(100, 644, 'PAYMENT - THANK YOU'),
        right(560, 644, '(100.00)'),
        at(40, 630, '04/01'),
        at(100, 630, 'AIRLINE'),
        right(560, 630, '90.00'),
      ],
    ]);
    expect(statement.transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ['2024-12-28', -2000],
      ['2024-12-30', -3550],
      ['2025-01-02', 10000],
      ['2025-01-04', -9000],
    ]);
    expect(statement).toMatchObject({ openingBalanceMinor: -10000, closingBalanceMinor: -14550 });
    expect(totals(statement.transactions)).toEqual({ debits: -14550, credits: 10000 });
    expect(statement.warnings).toEqual([
      'The dates in this statement have no year, so we took it from the statement date, 2025-01-05.',
    ]);
  });

  it('reads the balances a statement prints beside their labels, when rows carry none', async () => {
    const statement = await parsePdf([
      [
        at(40, 760, 'Opening balance 1,000.00'),
        at(40, 746, 'Closing balance:'),
        right(300, 746, '850.00'),
        at(40, 720, 'Date'),
        at(110, 720, 'Details'),
        right(560, 720, 'Amount'),
        at(40, 704, '2024-05-02'),
        at(110, 704, 'Insurance'),
        right(560, 704, '-200.00'),
        at(40, 690, '2024-05-03'),
        at(110, 690, 'Refund'),
        right(560, 690, '50.00'),
      ],
    ]);
    expect(statement).toMatchObject({ openingBalanceMinor: 100000, closingBalanceMinor: 85000 });
    expect(statement.warnings).toEqual([]);
  });

  it('a landscape statement printed on its side', async () => {
    const rows = yearOfRows(60);
    const result = await parseStatement(
      writeStatementPdf(statementPdfPages(rows), { turned: true }),
      'landscape.pdf',
    );
    expect(result.ok && result.statement.transactions.length).toBe(60);
    expect(result.ok && result.statement.reconciliation?.brokenRows).toEqual([]);
  });

  it('says when a PDF has a table header but no rows, or no table at all', async () => {
    const headerOnly = writeStatementPdf(statementPdfPages([]));
    expect(await parseStatement(headerOnly, 'a.pdf')).toMatchObject({
      ok: false,
      error: { code: 'no-transactions' },
    });
    const letter = writeStatementPdf([[at(40, 700, 'Dear customer, we have updated our terms.')]]);
    expect(await parseStatement(letter, 'b.pdf')).toMatchObject({
      ok: false,
      error: { code: 'not-a-statement' },
    });
  });
});
