import { normalizeWords } from '../table/columns';

export type Direction = 'in' | 'out';

const OUT = new Set([
  'debit',
  'dr',
  'd',
  'db',
  'out',
  'outflow',
  'withdrawal',
  'kiadas',
  'money out',
  'paid out',
  'expense',
  'addebito',
  'uscita',
  'soll',
  's',
  'af',
  'uit',
  'debet',
  'debito',
  'belastung',
  // Greek χρέωση, Turkish borç, Hebrew חובה, Japanese, Korean and Chinese money out.
  'χ',
  'χρεωση',
  'b',
  'borc',
  'חובה',
  '出金',
  '출금',
  '支出',
  '支',
  '借',
]);
const IN = new Set([
  'credit',
  'cr',
  'k',
  'c',
  'in',
  'inflow',
  'deposit',
  'bevetel',
  'money in',
  'paid in',
  'income',
  'accredito',
  'entrata',
  'haben',
  'h',
  'bij',
  'kredit',
  'credito',
  'gutschrift',
  // Greek πίστωση, Turkish alacak, Hebrew זכות, Japanese, Korean and Chinese money in.
  'π',
  'πιστωση',
  'a',
  'alacak',
  'זכות',
  '入金',
  '입금',
  '收入',
  '收',
  '贷',
]);

/** Signs written on their own in a direction column. */
const SIGNS: Record<string, Direction> = { '-': 'out', '+': 'in' };

/**
 * A type cell's direction: DEBIT/CREDIT, Dr/Cr, D/K (Lithuanian kreditas), Af/Bij (Dutch), S/H
 * (German Soll/Haben), + and -, inflow/outflow…
 */
export function directionOf(cell: string | undefined): Direction | null {
  const sign = SIGNS[(cell ?? '').trim()];
  if (sign) return sign;
  const words = normalizeWords(cell ?? '');
  if (OUT.has(words)) return 'out';
  if (IN.has(words)) return 'in';
  return null;
}

/** True when every filled cell of the column names a direction (and at least one is filled). */
export function isDirectionColumn(rows: readonly (readonly string[])[], column: number): boolean {
  let filled = 0;
  for (const row of rows) {
    const cell = row[column] ?? '';
    if (!cell) continue;
    if (!directionOf(cell)) return false;
    filled += 1;
  }
  return filled > 0;
}
