import type { LayoutInput } from '../layout/types';
import { parseDate, type DateOrder } from '../parse-date';
import type { PrintedFacts } from '../stated-facts';
import { factKind } from './fact-lines';
import { anyAmount } from './summary-balances';

/**
 * A card statement's summary figures above its table (`Minimum Payment Due;50.00`, `Pago
 * mínimo: 1.234,56`, `Payment due date,24/08/2023`), each the first the file prints, read with
 * the file's decimal mark and date order. A PDF's are found beside or under their labels on
 * the page and arrive here as a label and its value (pdf/summary-facts.ts).
 */
export function readFacts(
  preamble: readonly (readonly string[])[],
  input: LayoutInput,
  order: DateOrder,
): PrintedFacts {
  const facts: PrintedFacts = {};
  for (const row of preamble) {
    const at = row.findIndex((cell) => factKind(cell.trim()) !== null);
    const kind = at >= 0 ? factKind((row[at] ?? '').trim()) : null;
    if (!kind || facts[kind] !== undefined) continue;
    const cells = [afterLabel(row[at] ?? ''), ...row.slice(at + 1)];
    if (kind === 'dueDate') {
      const date = cells.map((cell) => parseDate(cell.trim(), order)).find(Boolean);
      if (date) facts.dueDate = date;
      continue;
    }
    const value = anyAmount(
      cells.filter((cell) => /\d/.test(cell)),
      input,
    );
    if (value !== null) facts[kind] = value;
  }
  return facts;
}

/**
 * The value in a label's own cell: after its colon (`Pago mínimo: 50,00`), else from its first
 * figure (`Minimum Payment Due S$50.00`); the label itself when it holds none.
 */
function afterLabel(cell: string): string {
  const colon = cell.lastIndexOf(':');
  if (colon >= 0) return cell.slice(colon + 1);
  return cell.replace(/^\D*?(?=[-(+]?[^\p{L}\s]*\d)/u, '');
}
