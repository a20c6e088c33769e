import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { textWidth, writeStatementPdf, type PdfText } from '../test-support/write-pdf';
import { withGapColumns } from './gap-columns';
import type { Column, Line } from './types';

const at = (x: number, y: number, text: string): PdfText => ({ x, y, text });
/** Right-aligned at x, as statements print amounts. */
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/** A statement with S (debit) or H (credit) printed right of each amount, under no label. */
function markedStatement(): Uint8Array {
  const rows: [string, string, string, string][] = [
    ['07.04.2025', 'Lidl sagt Danke', '141,00', 'S'],
    ['10.04.2025', 'Gutschrift Jörg Weiß', '313,37', 'H'],
    ['17.04.2025', 'Stadtwerke München', '620,55', 'S'],
    ['19.04.2025', 'Vodafone GmbH', '1.293,53', 'S'],
  ];
  const texts = [
    at(36, 740, 'Konto: 1234567'),
    at(36, 710, 'Buchungstag'),
    at(120, 710, 'Verwendungszweck'),
    at(300, 710, 'Währung'),
    at(360, 710, 'Umsatz'),
  ];
  rows.forEach(([date, text, amount, mark], index) => {
    const y = 690 - index * 12;
    texts.push(at(36, y, date), at(120, y, text), at(300, y, 'EUR'));
    texts.push(right(386, y, amount), at(400, y, mark));
  });
  return writeStatementPdf([texts]);
}

const word = (text: string, x0: number, x1: number) => ({ text, x0, x1, y: 0, size: 8 });
const line = (...words: ReturnType<typeof word>[]): Line => ({ y: 0, size: 8, words });
const columns: Column[] = [
  { name: 'Date', role: 'date', x0: 36, x1: 60 },
  { name: 'Description', role: 'description', x0: 100, x1: 150 },
  { name: 'Amount', role: 'amount', x0: 200, x1: 230 },
];

describe('a column of its own for words lined up right of a money column', () => {
  it('reads S and H after the amounts as the direction, not as part of the currency', async () => {
    const result = await parseStatement(markedStatement(), 'umsaetze.pdf');
    if (!result.ok) throw new Error(result.error.code);
    const amounts = result.statement.transactions.map((row) => row.amountMinor);
    expect(amounts).toEqual([-14100, 31337, -62055, -129353]);
  });

  it('is formed only where the words line up on at least half the rows', () => {
    const marked = [
      line(word('01.04.2025', 36, 76), word('Rent', 100, 120), word('9,00', 214, 230)),
      line(word('02.04.2025', 36, 76), word('Shop', 100, 120), word('8,00', 214, 230)),
      line(word('03.04.2025', 36, 76), word('Cafe', 100, 120), word('7,00', 214, 230)),
      line(word('04.04.2025', 36, 76), word('Bar', 100, 120), word('6,00', 214, 230)),
    ];
    const withMark = (row: Line, mark: string, x0: number): Line => ({
      ...row,
      words: [...row.words, word(mark, x0, x0 + 5)],
    });
    const most = marked.map((row, index) => (index < 3 ? withMark(row, 'S', 244) : row));
    expect(withGapColumns(columns, most).map((column) => column.name)).toEqual([
      'Date',
      'Description',
      'Amount',
      '',
    ]);
    const scattered = marked.map((row, index) => withMark(row, 'S', 244 + index * 10));
    expect(withGapColumns(columns, scattered)).toHaveLength(3);
    const few = marked.map((row, index) => (index < 1 ? withMark(row, 'S', 244) : row));
    expect(withGapColumns(columns, few)).toHaveLength(3);
  });

  it('is not formed in the gap after a text column, where the text runs on from its label', () => {
    const textLast: Column[] = [
      { name: 'Date', role: 'date', x0: 36, x1: 60 },
      { name: 'Amount', role: 'amount', x0: 100, x1: 130 },
      { name: 'Description', role: 'description', x0: 160, x1: 210 },
    ];
    const rows = ['Rent', 'Shop', 'Cafe'].map((name) =>
      line(word('01.04.2025', 36, 76), word('9,00', 114, 130), word(name, 160, 180)),
    );
    const placed = rows.map((row) => ({ ...row, words: [...row.words, word('London', 230, 255)] }));
    expect(withGapColumns(textLast, placed)).toHaveLength(3);
  });
});
