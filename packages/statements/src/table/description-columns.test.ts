import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';

/** Each row's description, from a grid whose header puts `header` beside a description column. */
function descriptions(header: string, cells: [string, string][]): string[] {
  const rows = cells.map(([text, other], index) => [
    `0${index + 1}/07/2023`,
    text,
    other,
    `-${index + 1}0.00`,
  ]);
  const result = readTable([['Date', 'Description', header, 'Amount'], ...rows], 'csv');
  if (!result.ok) throw new Error(result.error.message);
  return result.statement.transactions.map((row) => row.description);
}

const ROWS: [string, string][] = [
  ['Úhrada faktúry 753000', 'Orange Slovensko'],
  ['Prevod prostriedkov', 'Mzda Príklad s.r.o.'],
];

describe('the columns a description is built from', () => {
  it.each([
    "Partner's Name",
    'Názov protistrany',
    'MOKĖTOJO ARBA GAVĖJO PAVADINIMAS',
    'Navn',
    'Прималац / Платилац',
    'Nazwa kontrahenta',
  ])('puts the counterparty named under %s before the text', (header) => {
    expect(descriptions(header, ROWS)).toEqual([
      'Orange Slovensko - Úhrada faktúry 753000',
      'Mzda Príklad s.r.o. - Prevod prostriedkov',
    ]);
  });

  it.each([
    'Sub-description',
    'Additional Information',
    'Información adicional',
    'Zusätzliche Informationen',
    'Más datos',
  ])('joins %s after the description it carries on', (header) => {
    const rows: [string, string][] = [
      ['POS PURCHASE', 'TIM HORTONS #2231'],
      ['BILL PAYMENT', ''],
    ];
    expect(descriptions(header, rows)).toEqual([
      'POS PURCHASE - TIM HORTONS #2231',
      'BILL PAYMENT',
    ]);
  });
});
