import { normalizeWords } from '../table/columns';
import { lineText } from './lines';
import type { Header, Line } from './types';
import type { PdfRow } from './walk-tables';

/** What a section's title says of the amounts under it. */
export type SectionKind = 'in' | 'out' | 'not-transactions';

/** Title words, as whole words of the normalised title; the first group found decides. */
const KINDS: [SectionKind, RegExp][] = [
  ['not-transactions', /\b(balance|balances|summary|saldo)\b/],
  ['in', /\b(deposits?|additions?|credits?|incoming|money in|paid in|interest earned)\b/],
  [
    'out',
    /\b(withdrawals?|checks paid|cheques paid|debits?|fees|charges|purchases|outgoing|money out|paid out)\b/,
  ],
];

/** A section title printed just above a table's header, at most this many font sizes above. */
const TITLE_GAP = 3;

/**
 * The section a table's header opens (`DEPOSITS AND ADDITIONS`): a line of the header's own band
 * that names a kind (`CHECKS PAID` stacked over the labels), else the line just above the header.
 * '' when neither names one.
 */
export function sectionTitle(lines: readonly Line[], header: Header): string {
  const band = lines.slice(header.first, header.last + 1).map(lineText);
  const titled = band.find((text) => sectionKind(text) !== null);
  if (titled) return titled;
  const first = lines[header.first];
  const above = lines[header.first - 1];
  if (!first || !above) return '';
  if (above.y - first.y > TITLE_GAP * Math.max(header.size, above.size)) return '';
  return lineText(above);
}

export function sectionKind(title: string): SectionKind | null {
  const words = normalizeWords(title);
  if (!words) return null;
  return KINDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/**
 * Statements that group transactions by section rather than sign them (Chase: Deposits and
 * Additions, Checks Paid, Other Withdrawals) get their signs from the sections: an amount under
 * a money-out section is written negative, and rows under a balance or summary section (Daily
 * Ending Balance) are not transactions. Done only when every transaction row sits under a
 * section that names its direction, both directions occur, and no amount carries a sign of its
 * own; otherwise the rows are left as they are.
 */
export function signBySection(rows: PdfRow[]): PdfRow[] {
  const transactions = rows.filter((row) => row.shape.dated && row.shape.amount);
  const kinds = transactions.map((row) => sectionKind(row.section));
  if (kinds.some((kind) => kind === null)) return rows;
  if (!kinds.includes('in') || !kinds.includes('out')) return rows;
  if (transactions.some((row) => /^\s*[-+(]|[-)]\s*$|\b(cr|dr)\b/i.test(amountCell(row)))) {
    return rows;
  }
  return rows.flatMap((row) => {
    const kind = sectionKind(row.section);
    if (kind === 'not-transactions') return [];
    if (kind !== 'out') return [row];
    const amount = row.columns.findIndex((column) => column.role === 'amount');
    const text = row.cells[amount];
    if (amount < 0 || !text) return [row];
    const cells = [...row.cells];
    cells[amount] = `-${text}`;
    return [{ ...row, cells }];
  });
}

function amountCell(row: PdfRow): string {
  const amount = row.columns.findIndex((column) => column.role === 'amount');
  return amount < 0 ? '' : (row.cells[amount] ?? '');
}
