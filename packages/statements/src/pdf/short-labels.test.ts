import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { textWidth, writeStatementPdf, type PdfText } from '../test-support/write-pdf';

const at = (x: number, y: number, text: string): PdfText => ({ x, y, text });
/** Right-aligned at x, as statements print amounts. */
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/**
 * A generated statement laid out as Bank Rakyat Indonesia prints one: short labels at the left
 * of wide columns, the amounts right-aligned well past the label's end (so they line up with
 * neither of its edges), a teller code column between the description and the money, and one
 * row whose date the text layer clipped to its time.
 */
function briLayout(): PdfText[] {
  const rows: [string, string, string, string, string, string][] = [
    ['02/05/25 09:38:58', 'Transfer Dari Rajab', '8888049', '0.00', '1,000,000.00', '1,061,742.00'],
    ['02/05/25 10:20:56', 'Pembayaran BRIVA', '8888352', '454,436.00', '0.00', '607,306.00'],
    ['07/05/25 14:59:07', 'QRIS SPBU', '8888549', '52,000.00', '0.00', '555,306.00'],
    ['8:58', 'QRIS KOPI', '8888168', '2,500.00', '0.00', '552,806.00'],
    ['07/05/25 16:24:37', 'Penarikan tunai', '9938535', '750.00', '0.00', '552,056.00'],
  ];
  const texts = [
    at(38, 760, 'Periode Transaksi : 01/05/25 - 31/05/25'),
    at(38, 740, 'Valuta : IDR'),
    at(38, 720, 'Tanggal Transaksi'),
    at(170, 720, 'Uraian Transaksi'),
    at(305, 720, 'Teller'),
    at(382, 720, 'Debet'),
    at(483, 720, 'Kredit'),
    at(580, 720, 'Saldo'),
  ];
  rows.forEach(([date, description, teller, debit, credit, balance], index) => {
    const y = 700 - index * 14;
    texts.push(
      at(38, y, date),
      at(135, y, description),
      at(299, y, teller),
      right(442, y, debit),
      right(537, y, credit),
      right(634, y, balance),
    );
  });
  return texts;
}

describe('a PDF with short labels over wide money columns', () => {
  it('reads every amount into its column, and dates a clipped row from its neighbours', async () => {
    const pdf = writeStatementPdf([briLayout()], { width: 680 });
    const result = await parseStatement(pdf, 'statement.pdf');
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, currency, reconciliation, warnings } = result.statement;
    expect(transactions.map((t) => [t.date, t.amountMinor])).toEqual([
      ['2025-05-02', 100000000],
      ['2025-05-02', -45443600],
      ['2025-05-07', -5200000],
      ['2025-05-07', -250000],
      ['2025-05-07', -75000],
    ]);
    expect(currency).toBe('IDR');
    expect(reconciliation).toEqual({ checked: 4, reconciled: 4, brokenRows: [] });
    expect(warnings.join(' ')).toContain('We could not read the date of 1 line');
  });
});
