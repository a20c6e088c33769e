import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { textWidth, writeStatementPdf, type PdfText } from '../test-support/write-pdf';
import { sectionKind } from './section-signs';

const at = (x: number, y: number, text: string, size?: number): PdfText => ({
  x,
  y,
  text,
  ...(size ? { size } : {}),
});
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/** A section: its title, the DATE DESCRIPTION AMOUNT header, its rows and its total. */
function section(top: number, title: string, rows: [string, string, string][]): PdfText[] {
  const texts = [
    at(40, top, title, 12),
    at(40, top - 20, 'DATE'),
    at(110, top - 20, 'DESCRIPTION'),
    right(560, top - 20, 'AMOUNT'),
  ];
  rows.forEach(([date, description, amount], index) => {
    const y = top - 34 - index * 12;
    texts.push(at(40, y, date), at(110, y, description), right(560, y, amount));
  });
  return texts;
}

/**
 * A generated US statement laid out by sections, as Chase prints one: unsigned amounts whose
 * direction is the section's, dates without a year in a period that crosses 31 December, the
 * period only in the page header, and a daily balance table that is no transaction.
 */
function sectioned(): PdfText[][] {
  const pageHeader = (page: number) => [
    at(40, 770, 'December 15, 2023 through January 14, 2024'),
    at(40, 30, `Page ${page} of 2`),
  ];
  return [
    [
      ...pageHeader(1),
      ...section(720, 'DEPOSITS AND ADDITIONS', [
        ['12/20', 'Deposit', '$1,200.00'],
        ['01/05', 'Deposit', '300.00'],
      ]),
      ...section(600, 'ELECTRONIC WITHDRAWALS', [
        ['12/28', 'Online Payment To Vendor', '$450.25'],
        ['01/10', 'Card Purchase Grocer', '89.10'],
      ]),
    ],
    [
      ...pageHeader(2),
      ...section(720, 'CHECKS PAID', [['01/03', 'Check 1042', '$75.00']]),
      at(40, 600, 'DAILY ENDING BALANCE', 12),
      at(40, 580, 'DATE'),
      right(200, 580, 'AMOUNT'),
      at(40, 566, '12/20'),
      right(200, 566, '2,200.00'),
      at(40, 554, '12/28'),
      right(200, 554, '1,749.75'),
    ],
  ];
}

describe('a statement grouped by section rather than signed', () => {
  it('takes each amount’s direction from its section and each date’s year from the period', async () => {
    const result = await parseStatement(writeStatementPdf(sectioned()), 'statement.pdf');
    if (!result.ok) throw new Error(result.error.message);
    const { transactions } = result.statement;
    expect(transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ['2023-12-20', 120000],
      ['2024-01-05', 30000],
      ['2023-12-28', -45025],
      ['2024-01-10', -8910],
      ['2024-01-03', -7500],
    ]);
  });

  it('names the direction of the sections banks print', () => {
    expect(sectionKind('DEPOSITS AND ADDITIONS')).toBe('in');
    expect(sectionKind('Checks Paid')).toBe('out');
    expect(sectionKind('OTHER WITHDRAWALS, FEES & CHARGES')).toBe('out');
    expect(sectionKind('DAILY ENDING BALANCE')).toBe('not-transactions');
    expect(sectionKind('Primary Account: 00000988081483')).toBeNull();
  });
});
