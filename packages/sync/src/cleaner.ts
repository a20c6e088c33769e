import { cellFingerprint, type CellValue } from './cell';
import type { Grid } from './grid';
import { emptyPatch, type SidePatch } from './patch';

export type CleanupKind =
  'spaces' | 'invisible-characters' | 'capitalization' | 'number-as-text' | 'date-as-text';

/** One proposed change to one cell; nothing is written unless the user accepts it. */
export interface CellCleanup {
  readonly kind: CleanupKind;
  readonly rowId: string;
  readonly columnId: string;
  readonly before: CellValue;
  readonly after: CellValue;
}

/** Rows that look like the same row written twice; shown, never removed (two equal coffees are real). */
export interface LikelyDuplicates {
  readonly rowIds: readonly string[];
}

// Non-breaking, zero-width and byte-order-mark characters, which look like nothing or a space.
const INVISIBLE = /[\u00a0\u2007\u202f\u200b-\u200d\u2060\ufeff]/g;
// A plain number with optional thousands separators; a leading zero means a code such as "00001".
const NUMBER_TEXT = /^-?(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d+)?$/;
const ISO_DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

const withoutInvisible = (text: string) =>
  text.replace(INVISIBLE, (char) =>
    char === '\u00a0' || char === '\u2007' || char === '\u202f' ? ' ' : '',
  );
const collapsed = (text: string) => text.trim().replace(/\s+/g, ' ');

function textCleanup(text: string): { kind: CleanupKind; after: CellValue } | undefined {
  const visible = withoutInvisible(text);
  if (visible !== text) return { kind: 'invisible-characters', after: collapsed(visible) };
  if (collapsed(text) !== text) return { kind: 'spaces', after: collapsed(text) };
  if (NUMBER_TEXT.test(text))
    return { kind: 'number-as-text', after: Number(text.replace(/,/g, '')) };
  if (ISO_DATE_TEXT.test(text) && !Number.isNaN(Date.parse(text)))
    return { kind: 'date-as-text', after: { date: text } };
  return undefined;
}

/** The most used spelling of each case-insensitive text in a column, when spellings differ. */
function preferredSpellings(values: readonly CellValue[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const value of values) {
    if (typeof value !== 'string' || value === '') continue;
    const folded = value.toLocaleLowerCase('en');
    const spellings = counts.get(folded) ?? new Map<string, number>();
    spellings.set(value, (spellings.get(value) ?? 0) + 1);
    counts.set(folded, spellings);
  }
  const preferred = new Map<string, string>();
  for (const [folded, spellings] of counts) {
    if (spellings.size < 2) continue;
    // Ties go to the spelling that sorts first, so the proposal is the same on every run.
    const [best] = [...spellings].sort(
      ([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'en'),
    );
    if (best) preferred.set(folded, best[0]);
  }
  return preferred;
}

/** Proposed cell cleanups, one per cell at most, in grid order. */
export function proposeCleanups(grid: Grid): CellCleanup[] {
  const proposals: CellCleanup[] = [];
  grid.columns.forEach((column, index) => {
    const spellings = preferredSpellings(grid.rows.map((row) => row.cells[index] ?? null));
    for (const row of grid.rows) {
      const before = row.cells[index] ?? null;
      if (typeof before !== 'string') continue;
      const cleaned = textCleanup(before);
      const spelling = spellings.get(before.toLocaleLowerCase('en'));
      const proposal =
        cleaned ??
        (spelling !== undefined && spelling !== before
          ? { kind: 'capitalization' as const, after: spelling }
          : undefined);
      if (proposal) proposals.push({ ...proposal, rowId: row.id, columnId: column.id, before });
    }
  });
  return proposals;
}

/** Groups of rows equal once spaces, invisible characters and capitalization are set aside. */
export function likelyDuplicates(grid: Grid): LikelyDuplicates[] {
  const groups = new Map<string, string[]>();
  for (const row of grid.rows) {
    const key = row.cells
      .map((cell) =>
        typeof cell === 'string'
          ? `s:${collapsed(withoutInvisible(cell)).toLocaleLowerCase('en')}`
          : cellFingerprint(cell),
      )
      .join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }
  return [...groups.values()].filter((rowIds) => rowIds.length > 1).map((rowIds) => ({ rowIds }));
}

/** The writes for the cleanups the user accepted, and only those. */
export function acceptedCleanups(accepted: readonly CellCleanup[]): SidePatch {
  const patch = emptyPatch();
  for (const { rowId, columnId, after } of accepted)
    patch.cellWrites.push({ rowId, columnId, value: after });
  return patch;
}
