import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import type { ParsedStatement } from '../types';
import { textWidth, writeStatementPdf, type PdfText } from '../test-support/write-pdf';
import { findHeaders } from './header';
import { nameByHeadNoun } from './label-roles';
import type { Column, Line } from './types';

const at = (x: number, y: number, text: string): PdfText => ({ x, y, text });
/** Right-aligned at x, as statements print amounts. */
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/** A page's line as the reader groups it: words at the given x positions, 9 pt. */
function line(y: number, words: [number, string][]): Line {
  return {
    y,
    size: 9,
    words: words.map(([x, text]) => ({ text, x0: x, x1: x + textWidth(text), y, size: 9 })),
  };
}

const label = (name: string, role: Column['role'], x0: number): Column => ({
  name,
  role,
  x0,
  x1: x0 + textWidth(name),
});

async function parsePdf(texts: PdfText[]): Promise<ParsedStatement> {
  const result = await parseStatement(writeStatementPdf([texts]), 'statement.pdf');
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

const rowsOf = (statement: ParsedStatement) =>
  statement.transactions.map((t) => [t.date, t.description, t.amountMinor]);

describe('header labels named by their head noun', () => {
  it('takes the role of the trailing words when the label as a whole is unknown', () => {
    const named = nameByHeadNoun([
      label('Process Date', null, 40),
      label('Txn Details', null, 110),
      label('Amount', 'amount', 300),
      label('Available Balance', null, 400),
      label('Receipt No', null, 500),
    ]);
    expect(named.map((column) => [column.name, column.role])).toEqual([
      ['Date', 'date'],
      ['Details', 'description'],
      ['Amount', 'amount'],
      ['Balance', 'balance'],
      ['Receipt No', null],
    ]);
  });

  it('leaves a label unknown when another names its role outright or takes it the same way', () => {
    const beside = nameByHeadNoun([
      label('Date', 'date', 40),
      label('Original Amount', null, 200),
      label('Amount', 'amount', 300),
    ]);
    expect(beside[1]?.role).toBeNull();
    const two = nameByHeadNoun([
      label('Date', 'date', 40),
      label('Billed Amount', null, 200),
      label('Foreign Amount', null, 300),
    ]);
    expect(two.map((column) => column.role)).toEqual(['date', null, null]);
  });

  it('reads a statement with amounts signed after them and the payee on the line below', async () => {
    const statement = await parsePdf([
      at(40, 760, 'SAVINGS ACCOUNT STATEMENT'),
      at(40, 746, 'STATEMENT DATE : 31/03/24'),
      at(40, 720, 'PROCESS DATE'),
      at(150, 720, 'TRANSACTION DESCRIPTION'),
      right(400, 720, 'TRANSACTION AMOUNT'),
      right(560, 720, 'AVAILABLE BALANCE'),
      at(150, 702, 'OPENING BALANCE'),
      right(560, 702, '1,000.00'),
      at(40, 688, '04/03/24'),
      at(150, 688, 'CARD PURCHASE'),
      right(400, 688, '12.30-'),
      right(560, 688, '987.70'),
      at(150, 676, 'CORNER BAKERY'),
      at(40, 662, '15/03/24'),
      at(150, 662, 'SALARY CREDIT'),
      right(400, 662, '1,500.00+'),
      right(560, 662, '2,487.70'),
      at(150, 650, 'ACME LTD'),
      at(150, 636, 'CLOSING BALANCE :'),
      right(560, 636, '2,487.70'),
      at(150, 622, 'TOTAL CREDIT :'),
      right(400, 622, '1,500.00'),
      at(150, 608, 'TOTAL DEBIT :'),
      right(400, 608, '12.30'),
    ]);
    expect(rowsOf(statement)).toEqual([
      ['2024-03-04', 'CARD PURCHASE CORNER BAKERY', -1230],
      ['2024-03-15', 'SALARY CREDIT ACME LTD', 150000],
    ]);
    expect(statement).toMatchObject({ openingBalanceMinor: 100000, closingBalanceMinor: 248770 });
  });
});

describe('header labels named by what the rows under them hold', () => {
  it('finds the date under an unknown label, with its time, and the other side of Paid In', async () => {
    const statement = await parsePdf([
      at(40, 760, 'WALLET STATEMENT'),
      at(40, 720, 'Ref No'),
      at(100, 720, 'Processed At'),
      at(215, 720, 'Narrative'),
      right(420, 720, 'Paid In'),
      right(490, 720, 'Taken Out'),
      right(572, 720, 'Balance'),
      ...[
        ['QX3', '2024-03-05 14:22:07', 'Pay Bill to 200999 - POWER CO', '', '-250.00', '1,250.00'],
        ['QX2', '2024-03-02 09:01:44', 'Funds received from JOHN', '500.00', '', '1,500.00'],
        ['QX1', '2024-03-01 18:30:00', 'Buy Goods - GROCER', '', '-40.00', '1,000.00'],
      ].flatMap(([ref = '', time = '', text = '', paid = '', taken = '', balance = ''], index) => {
        const y = 702 - index * 12;
        return [
          at(40, y, ref),
          at(100, y, time),
          at(215, y, text),
          right(420, y, paid),
          right(490, y, taken),
          right(572, y, balance),
        ].filter((item) => item.text !== '');
      }),
      at(40, 500, 'Disclaimer: This record is produced for your information only.'),
    ]);
    expect(rowsOf(statement)).toEqual([
      ['2024-03-05', 'Pay Bill to 200999 - POWER CO', -25000],
      ['2024-03-02', 'Funds received from JOHN', 50000],
      ['2024-03-01', 'Buy Goods - GROCER', -4000],
    ]);
    expect(statement.reconciliation).toEqual({ checked: 2, reconciled: 2, brokenRows: [] });
  });

  it('judges a summary table by its own rows, not the transactions further down', () => {
    const headers = findHeaders([
      line(560, [
        [40, 'Product'],
        [235, 'Opening balance'],
        [311, 'Money out'],
        [386, 'Money in'],
        [488, 'Closing balance'],
      ]),
      line(544, [
        [40, 'Current account'],
        [235, '100.00'],
        [311, '20.00'],
        [386, '19.99'],
        [488, '99.99'],
      ]),
      line(480, [
        [40, 'Date'],
        [115, 'Description'],
        [311, 'Money out'],
        [386, 'Money in'],
        [488, 'Balance'],
      ]),
      line(462, [
        [40, '09/06/2024'],
        [115, 'Top-up'],
        [386, '19.99'],
        [488, '119.99'],
      ]),
      line(450, [
        [40, '14/06/2024'],
        [115, 'Restaurant'],
        [311, '20.00'],
        [488, '99.99'],
      ]),
    ]);
    expect(headers.map((header) => header.first)).toEqual([2]);
  });

  it('does not take an unknown label for the date when only a few rows hold dates under it', () => {
    const header = line(600, [
      [40, 'Voucher'],
      [110, 'Details'],
      [300, 'Amount'],
      [460, 'Balance'],
    ]);
    const vouchers = ['12/03/2024', 'V-1002', '19/03/2024', 'V-1004', 'V-1005'];
    const rows = vouchers.map((voucher, index) =>
      line(586 - index * 12, [
        [40, voucher],
        [110, 'Transfer'],
        [300, '-25.00'],
        [460, '1,000.00'],
      ]),
    );
    expect(findHeaders([header, ...rows])).toEqual([]);
  });

  it('does not make a header of a line that names one column, whatever lies under it', () => {
    const headers = findHeaders([
      line(600, [
        [40, 'Payment Summary'],
        [300, 'Amount'],
      ]),
      line(586, [
        [40, '12/03/2024'],
        [300, '45.00'],
      ]),
      line(574, [
        [40, '19/03/2024'],
        [300, '60.00'],
      ]),
    ]);
    expect(headers).toEqual([]);
  });

  it('names no amount column when two unknown labels hold amounts', () => {
    const header = line(600, [
      [40, 'Date'],
      [110, 'Details'],
      [300, 'Inward'],
      [380, 'Outward'],
      [460, 'Balance'],
    ]);
    const rows = ['450.00', '600.00', '25.00', '80.00'].map((amount, index) =>
      line(586 - index * 12, [
        [40, `1${index}/03/2024`],
        [110, 'Transfer'],
        [index % 2 === 0 ? 300 : 380, amount],
        [460, '1,000.00'],
      ]),
    );
    expect(findHeaders([header, ...rows])).toEqual([]);
  });
});
