import { describe, expect, it } from 'vitest';
import { parseStatement } from './index';
import type { ParsedStatement } from './types';
import { textWidth, writeStatementPdf, type PdfText } from './test-support/write-pdf';
import { parseFixture } from './test-support/fixtures';
import { SPANISH_CARD_CSV } from './test-support/card-summary';

async function parse(bytes: Uint8Array, name: string): Promise<ParsedStatement> {
  const result = await parseStatement(bytes, name);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.statement;
}

const at = (x: number, y: number, text: string): PdfText => ({ x, y, text });
const right = (x: number, y: number, text: string): PdfText => at(x - textWidth(text), y, text);

/**
 * A Dutch card statement: a box of labels over their values (as Monopoly's example prints them),
 * the previous balance and the amount due beside their labels, and four rows that take the one
 * to the other.
 */
function dutchCard(box: { due: string; minimum: string; limit: string; available: string }) {
  return writeStatementPdf([
    [
      at(40, 770, 'Creditcard afschrift'),
      at(40, 750, 'Datum afschrift'),
      at(150, 750, 'Vervaldatum'),
      at(250, 750, 'Kredietlimiet'),
      at(350, 750, 'Beschikbaar krediet'),
      at(470, 750, 'Minimum te betalen'),
      at(40, 738, '05/01/2025'),
      at(150, 738, '25/01/2025'),
      at(250, 738, box.limit),
      at(350, 738, box.available),
      at(470, 738, box.minimum),
      at(40, 712, 'Vorig saldo'),
      right(300, 712, '100.00'),
      at(40, 698, 'Totaal te betalen'),
      right(300, 698, box.due),
      at(40, 670, 'Datum'),
      at(100, 670, 'Omschrijving'),
      right(560, 670, 'Bedrag'),
      at(40, 652, '28/12'),
      at(100, 652, 'BOEKHANDEL'),
      right(560, 652, '20.00'),
      at(40, 638, '30/12'),
      at(100, 638, 'RESTAURANT'),
      right(560, 638, '35.50'),
      at(40, 624, '02/01'),
      at(100, 624, 'BETALING - DANK U'),
      right(560, 624, '(100.00)'),
      at(40, 610, '04/01'),
      at(100, 610, 'LUCHTVAART'),
      right(560, 610, '90.00'),
    ],
  ]);
}

describe("a statement's own summary figures", () => {
  it('Monopoly: the amount due, minimum payment, limit, available credit and due date it prints', async () => {
    const statement = await parseFixture('monopoly/example_statement.pdf');
    expect(statement.statedFacts).toEqual({
      amountDueMinor: 70210,
      minimumDueMinor: 5000,
      creditLimitMinor: 2280000,
      availableCreditMinor: 2205811,
      dueDate: '2023-07-24',
    });
  });

  it('a Dutch card PDF: labels over their values and beside them', async () => {
    const statement = await parse(
      dutchCard({ due: '145.50', minimum: '25.00', limit: '3,000.00', available: '2,854.50' }),
      'kaart.pdf',
    );
    expect(statement.statedFacts).toEqual({
      amountDueMinor: 14550,
      minimumDueMinor: 2500,
      creditLimitMinor: 300000,
      availableCreditMinor: 285450,
      dueDate: '2025-01-25',
    });
  });

  it('drops a figure that fails its check, with a warning, and never states it', async () => {
    const statement = await parse(
      dutchCard({ due: '145.50', minimum: '250.00', limit: '3,000.00', available: '3,854.50' }),
      'kaart.pdf',
    );
    expect(statement.statedFacts).toEqual({
      amountDueMinor: 14550,
      creditLimitMinor: 300000,
      dueDate: '2025-01-25',
    });
    expect(statement.warnings).toEqual(
      expect.arrayContaining([
        "The statement's minimum payment, 250.00, is more than it owes (145.50), so we left it out.",
        "The statement's available credit, 3854.50, is more than its credit limit, so we left it out.",
      ]),
    );
  });

  it('a Spanish card CSV: the summary lines above its table, decimal commas', async () => {
    const statement = await parse(new TextEncoder().encode(SPANISH_CARD_CSV), 'tarjeta.csv');
    expect(statement.transactions).toHaveLength(4);
    expect(statement.statedFacts).toEqual({
      amountDueMinor: 14550,
      minimumDueMinor: 2500,
      creditLimitMinor: 300000,
      availableCreditMinor: 285450,
      dueDate: '2025-01-25',
    });
  });

  it('an amount due that is not what the statement owes at its close is left out', async () => {
    const statement = await parse(
      dutchCard({ due: '999.00', minimum: '25.00', limit: '3,000.00', available: '2,854.50' }),
      'kaart.pdf',
    );
    expect(statement.statedFacts?.amountDueMinor).toBeUndefined();
    expect(statement.warnings).toContain(
      "The statement's amount due, 999.00, is not what it owes at its close (145.50), so we left it out.",
    );
  });
});
