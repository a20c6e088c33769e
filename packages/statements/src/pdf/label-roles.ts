import { readHeaderCell, type Role } from '../table/columns';
import { HEADER_WORDS } from '../table/header-words';
import { looksLikeDate } from './dates';
import { segmentsOf, TABLE_GAP } from './lines';
import { isAmountRole, isDateRole } from './roles';
import { isAmountText } from './values';
import type { Column, Line, Segment } from './types';

/** Lines under a header that are read to name the labels the words alone leave unknown. */
const BODY_SAMPLE = 8;

/**
 * English compounds put the noun that names a column last, after the words that qualify it
 * (`Entry Date`, `Statement Balance`, `Transaction Status`): a label that names no column as a
 * whole nor by its leading words takes the role its trailing words name. Not when another label
 * of the header names that role outright, or another label takes it the same way: beside
 * `Amount`, an `Original Amount` is a second figure, and of two such labels neither is surely
 * the one. The name becomes the words recognised, so the table reader finds the same role.
 */
export function nameByHeadNoun(columns: readonly Column[]): Column[] {
  const outright = new Set(columns.map((column) => column.role));
  const found = columns.map((column) => (column.role === null ? trailingRole(column.name) : null));
  const taken = found.flatMap((label) => (label ? [label.role] : []));
  return columns.map((column, index) => {
    const label = found[index];
    if (!label || outright.has(label.role)) return column;
    if (taken.filter((role) => role === label.role).length > 1) return column;
    return { ...column, ...label };
  });
}

function trailingRole(text: string): { name: string; role: Role } | null {
  const words = text.split(' ');
  for (let start = 1; start < words.length; start += 1) {
    const name = words.slice(start).join(' ');
    const { role } = readHeaderCell(name);
    if (role) return { name, role };
  }
  return null;
}

/**
 * Names labels we do not know by what the lines under them hold, when the header lacks what
 * they would be: with no date column named, the first unknown label over dates on most lines
 * (`Completion Time` over `2024-03-05 14:22:07`) is the date; an unknown label over amounts and
 * nothing else is the transaction's amount when the header names none, or the other side of a
 * lone `Paid In` or `Paid Out` (`Withdrawn`). Only one such label may fill a role, or which one
 * does is a guess. The name becomes the role's own word, so the table reader finds it too.
 */
export function nameByBody(
  columns: readonly Column[],
  lines: readonly Line[],
  last: number,
): Column[] {
  const rows = tableBelow(lines, last)
    .map((line) => segmentsOf(line.words))
    .filter((row) => row.some(holdsValue));
  if (rows.length < 2) return [...columns];
  const cellsUnder = (column: Column) =>
    rows.map((row) =>
      row
        .filter((segment) => segment.x0 < column.x1 && segment.x1 > column.x0)
        .map((segment) => segment.text)
        .join(' '),
    );
  const result = [...columns];
  const named = (role: Role, index: number) => {
    const column = result[index];
    if (column) result[index] = { ...column, name: HEADER_WORDS[role][0] ?? role, role };
  };
  const roles = new Set(columns.map((column) => column.role));
  if (![...roles].some(isDateRole)) {
    const date = columns.findIndex((column) => {
      const dates = cellsUnder(column).filter(looksLikeDate).length;
      return column.role === null && dates >= 2 && dates * 2 >= rows.length;
    });
    if (date >= 0) named('date', date);
  }
  const side = missingSide(roles);
  if (side) {
    const money = columns.flatMap((column, index) => {
      if (column.role !== null) return [];
      const cells = cellsUnder(column).filter(Boolean);
      return cells.length >= 2 && cells.every(isAmountCell) ? [index] : [];
    });
    const [only] = money;
    if (money.length === 1 && only !== undefined) named(side, only);
  }
  return result;
}

/**
 * The first lines of the table under a header ending at line `last`: up to the first gap that
 * ends a table, so that a summary table's labels are not judged by the transactions below it.
 */
function tableBelow(lines: readonly Line[], last: number): Line[] {
  const body: Line[] = [];
  let above = lines[last];
  for (const line of lines.slice(last + 1, last + 1 + BODY_SAMPLE)) {
    if (!above || above.y - line.y > TABLE_GAP * Math.max(above.size, line.size)) break;
    body.push(line);
    above = line;
  }
  return body;
}

/** The amount role an unknown column of amounts would fill, or null when none is missing. */
function missingSide(roles: ReadonlySet<Role | null>): Role | null {
  const debit = roles.has('debit');
  const credit = roles.has('credit');
  if (debit !== credit && !roles.has('amount')) return debit ? 'credit' : 'debit';
  return [...roles].some(isAmountRole) ? null : 'amount';
}

function holdsValue(segment: Segment): boolean {
  return looksLikeDate(segment.text) || isAmountText(segment.text);
}

function isAmountCell(text: string): boolean {
  return isAmountText(text) && !looksLikeDate(text);
}
