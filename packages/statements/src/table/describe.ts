import { familyStem, normalizeWords, type Columns } from './columns';

type Rows = readonly (readonly string[])[];

/**
 * Builds each row's description from the payee and description columns: numbered fields of one
 * family (`VWZ1`…`VWZ14`, `Description 1`…`3`) join with spaces, different columns with ` - `,
 * and a part already contained in another is dropped (`X-911 MAXIMA` inside the details text).
 * A description column with the same text on every row (UBS repeats the account's name) is
 * dropped when another column varies. Whitespace runs collapse to one space.
 */
export function makeDescriber(columns: Columns, rows: Rows): (row: readonly string[]) => string {
  const payeeOf = (row: readonly string[]) =>
    columns.payees.map((index) => tidy(row[index] ?? '')).find(Boolean) ?? '';
  const payeeVaries = columns.payees.length > 0 && !allEqual(rows.map(payeeOf));
  const varying = columns.descriptions.filter((index) => !allEqual(rows.map((row) => row[index])));
  const pick = rows.length >= 2 && (payeeVaries || varying.length > 0);
  const descriptions = pick ? varying : columns.descriptions;
  const usePayee = columns.payees.length > 0 && (!pick || payeeVaries);
  const families = groupFamilies(columns, descriptions);
  return (row) => {
    const parts: string[] = [];
    const payee = usePayee ? payeeOf(row) : '';
    if (payee) parts.push(payee);
    for (const family of families) {
      const text = tidy(family.length === 1 ? (row[family[0] ?? -1] ?? '') : joined(row, family));
      if (text) parts.push(text);
    }
    // One part, the usual case, has nothing to drop.
    return parts.length === 1 ? (parts[0] ?? '') : dedupe(parts).join(' - ');
  };
}

function joined(row: readonly string[], columns: readonly number[]): string {
  return columns.map((index) => row[index] ?? '').join(' ');
}

/** The other party for Venmo-style From/To columns, chosen by the direction of the money. */
export function counterparty(
  columns: Columns,
  row: readonly string[],
  amountMinor: number,
): string {
  const column = amountMinor < 0 ? columns.to : columns.from;
  return column === undefined ? '' : tidy(row[column] ?? '');
}

function groupFamilies(columns: Columns, used: readonly number[]): number[][] {
  const families = new Map<string, number[]>();
  for (const index of used) {
    const name = columns.names[index] ?? '';
    const key = familyStem(name) ?? (normalizeWords(name) || `#${index}`);
    const family = families.get(key) ?? [];
    family.push(index);
    families.set(key, family);
  }
  return [...families.values()];
}

function allEqual(values: readonly (string | undefined)[]): boolean {
  const first = values[0] ?? '';
  return values.every((value) => (value ?? '') === first);
}

function dedupe(parts: string[]): string[] {
  const lower = parts.map((part) => part.toLowerCase());
  return parts.filter((_, index) => {
    const mine = lower[index] ?? '';
    return !lower.some(
      (other, at) => at !== index && other.includes(mine) && (other !== mine || at < index),
    );
  });
}

/** Whitespace that collapsing would change: a run, or anything but a plain space. */
const UNTIDY = /\s\s|[^\S ]/;

export function tidy(text: string): string {
  // Most cells are tidy already, and testing is far cheaper than rewriting every one of them.
  return (UNTIDY.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
