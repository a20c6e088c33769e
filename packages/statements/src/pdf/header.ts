import { readHeaderCell, type Role } from '../table/columns';
import { looksLikeDate } from './dates';
import { nameByBody, nameByHeadNoun } from './label-roles';
import { segmentsOf } from './lines';
import { isAmountRole, isDateRole } from './roles';
import { isAmountText } from './values';
import type { Column, Header, Line, Segment } from './types';

/** Header labels stack over at most three lines (`Post` over `Date`, `Amount` a little lower). */
const MAX_BAND = 3;
/** Lines of one header are closer than this many font sizes. */
const BAND_GAP = 1.8;

/**
 * Finds every transaction-table header on a page, top to bottom: a line, or up to three close
 * lines, whose labels name a date column and a money column (the same test the CSV reader uses
 * on a header row). Labels written over two lines are stacked into one by their x-ranges. A
 * label we do not know may be named by its head noun, or by the rows under it (label-roles.ts).
 */
export function findHeaders(lines: readonly Line[]): Header[] {
  const headers: Header[] = [];
  const plain = lines.map((line) => !holdsValues(line));
  for (let first = 0; first < lines.length; first += 1) {
    let best: { columns: Column[]; score: number; last: number } | null = null;
    for (let last = first; last < Math.min(lines.length, first + MAX_BAND); last += 1) {
      if (!plain[last] || (last > first && !closeBelow(lines[last - 1], lines[last]))) break;
      let columns = stackLabels(lines.slice(first, last + 1));
      let score = scoreColumns(columns);
      // Labels that name two columns but not the date or the amount may name the rest by what
      // the rows under them hold; a line naming fewer is no header, whatever lies under it.
      if (score === null && rolesOf(columns).size >= 2) {
        columns = nameByBody(columns, lines, last);
        score = scoreColumns(columns);
      }
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
  const columns = groups.map((group) => {
    const text = [...group.parts]
      .sort((a, b) => a.row - b.row || a.segment.x0 - b.segment.x0)
      .map((part) => part.segment.text)
      .join(' ');
    return { ...resolveLabel(text), x0: group.x0, x1: group.x1 };
  });
  return nameByHeadNoun(columns);
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
  const roles = rolesOf(columns);
  const hasDate = [...roles].some(isDateRole);
  const hasMoney = [...roles].some(isAmountRole);
  return hasDate && hasMoney && roles.size >= 2 ? roles.size : null;
}

function rolesOf(columns: readonly Column[]): Set<Role> {
  return new Set(columns.map((column) => column.role).filter((role) => role !== null));
}
