import { describe, expect, it } from 'vitest';
import { assignCells } from './assign-cells';
import type { Column, Word } from './types';

const columns: Column[] = [
  { name: 'Tanggal', role: 'date', x0: 36, x1: 64.9 },
  { name: 'Keterangan', role: 'description', x0: 90, x1: 131.4 },
  { name: 'No Referensi', role: 'reference', x0: 193.4, x1: 240.1 },
  { name: 'Debet', role: 'debit', x0: 287.5, x1: 308.8 },
];
const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, y: 679, size: 8 });

describe('assignCells', () => {
  it('splits a text item that runs up to the next column where that column starts', () => {
    // pdf.js joins the description and the reference printed right after it into one item.
    const words = [
      word('08/02/2022', 36, 76),
      word('TRSF E-BANKING DB BUDI 823000', 90, 220.1),
      word('17.333.400,00', 258.6, 309.7),
    ];
    expect(assignCells(words, columns)).toEqual([
      '08/02/2022',
      'TRSF E-BANKING DB BUDI',
      '823000',
      '17.333.400,00',
    ]);
  });

  it('keeps a description that runs on under the next label whole when no word starts there', () => {
    const words = [
      word('08/02/2022', 36, 76),
      word('PEMBAYARAN TAGIHAN KARTU KREDIT', 90, 230),
      word('17.333.400,00', 258.6, 309.7),
    ];
    expect(assignCells(words, columns)[1]).toBe('PEMBAYARAN TAGIHAN KARTU KREDIT');
  });
});
