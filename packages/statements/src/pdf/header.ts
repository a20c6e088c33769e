import { readHeaderCell, type Role } from '../table/columns';
import { looksLikeDate } from './dates';
import { segmentsOf } from './lines';
import { isAmountText } from './values';
import type { Column, Header, Line, Segment } from './types';

/** Header labels stack over at most three lines (`Post` over `Date`, `Amount` a little lower). */
const MAX_BAND = 3;
/** Lines of one header are closer than this many font sizes. */
const BAND_GAP = 1.8;
const DATE_ROLES = new Set<Role>(['date', 'secondaryDate', 'bookingDate']);
/** Columns whose amount is a transaction's: a header needs one of these. */
const AMOUNT_ROLES = new Set<Role>(['amount', 'debit', 'credit', 'net', 'gross']);
const MONEY_ROLES = new Set<Role>([...AMOUNT_ROLES, 'fee', 'balance']);

/**
 * Finds every transaction-table header on a page, top to bottom: a line, or up to three close
 * lines, whose labels name a date column and a money column (the same test the CSV reader uses
 * on a header row). Labels written over two lines are stacked into one by their x-ranges.
 */
export function findHeaders(lines: readonly Line[]): Header[] {
  const headers: Header[] = [];
  const plain = lines.map((line) => !holdsValues(line));
  for (let first = 0; first < lines.length; first += 1) {
    let best: { columns: Column[]; score: number; last: number } | null = null;
    for (let last = first; last < Math.min(lines.length, first + MAX_BAND); last += 1) {
      if (!plain[last] || (last > first && !closeBelow(lines[last - 1], lines[last]))) break;
      const columns = stackLabels(lines.slice(first, last + 1));
      const score = scoreColumns(columns);
      if (score !== null && (!best || score > best.score)) best = { columns, score, last };
    }
    if (!best) continue;
    const band = lines.slice(first, best.last + 1);
    headers.push({
      columns: best.columns,
      first,
      last: best.last,
      size: Math.max(...band.map((line) => line.size)),
    });
    first = best.last;
  }
  return headers;
}

function closeBelow(upper: Line | undefined, lower: Line | undefined): boolean {
  if (!upper || !lower) return false;
  return upper.y - lower.y <= BAND_GAP * Math.max(upper.size, lower.size);
}

/** A header holds words only: a line with a date or an amount on it is a row. */
function holdsValues(line: Line): boolean {
  return segmentsOf(line.words).some(
    (segment) => looksLikeDate(segment.text) || isAmountText(segment.text),
  );
}

/** Stacks the band's phrases into column labels: phrases whose x-ranges overlap are one label. */
function stackLabels(band: readonly Line[]): Column[] {
  const placed = band.flatMap((line, row) =>
    segmentsOf(line.words).map((segment) => ({ segment, row })),
  );
  placed.sort((a, b) => a.segment.x0 - b.segment.x0);
  const groups: { x0: number; x1: number; parts: { segment: Segment; row: number }[] }[] = [];
  for (const part of placed) {
    const group = groups[groups.length - 1];
    if (group && part.segment.x0 < group.x1) {
      group.parts.push(part);
      group.x1 = Math.max(group.x1, part.segment.x1);
    } else {
      groups.push({ x0: part.segment.x0, x1: part.segment.x1, parts: [part] });
    }
  }
  return groups.map((group) => {
    const text = [...group.parts]
      .sort((a, b) => a.row - b.row || a.segment.x0 - b.segment.x0)
      .map((part) => part.segment.text)
      .join(' ');
    return { ...resolveLabel(text), x0: group.x0, x1: group.x1 };
  });
}

/**
 * A label's role, tolerating what PDFs add to header words: stray characters after a closing
 * parenthesis (`AMOUNT (SGD)I`, from a scanner's text layer) and trailing words
 * (`Description of Transactions`). The name returned is the part that was recognised, so the
 * table reader, which reads the grid's header row, finds the same role.
 */
export function resolveLabel(text: string): { name: string; role: Role | null } {
  const tidy = text.replace(/\s+/g, ' ').trim();
  for (const candidate of [tidy, tidy.replace(/\)\s*\S{1,2}$/, ')')]) {
    const { role } = readHeaderCell(candidate);
    if (role) return { name: candidate, role };
  }
  const words = tidy.split(' ');
  for (let count = words.length - 1; count >= 1; count -= 1) {
    const candidate = words.slice(0, count).join(' ');
    const { role } = readHeaderCell(candidate);
    if (role) return { name: candidate, role };
  }
  return { name: tidy, role: null };
}

/** How many roles the labels name, or null unless they include a date and a money column. */
function scoreColumns(columns: readonly Column[]): number | null {
  const roles = new Set(columns.map((column) => column.role).filter((role) => role !== null));
  const hasDate = [...roles].some((role) => DATE_ROLES.has(role));
  const hasMoney = [...roles].some((role) => AMOUNT_ROLES.has(role));
  return hasDate && hasMoney && roles.size >= 2 ? roles.size : null;
}

/** Columns holding money: amounts, fees and balances. */
export function isMoneyRole(role: Role | null): boolean {
  return role !== null && MONEY_ROLES.has(role);
}

/** Columns holding dates: the transaction's, a value or posting date, a booking date. */
export function isDateRole(role: Role | null): boolean {
  return role !== null && DATE_ROLES.has(role);
}
