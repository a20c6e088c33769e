import { summaryKind } from '../table/summary-lines';
import { looksLikeDate } from './dates';
import { segmentsOf } from './lines';
import { isAmountText } from './values';
import type { Line, Segment } from './types';

/** Labels of the date a statement was drawn up to: its year dates the rows that print none. */
const DATE_LABEL =
  /\b(?:(?:statement|closing|billing|cycle)(?:\s+(?:closing|end|ending))?\s+date|statement\s+period|period\s+end(?:ing)?(?:\s+date)?)\b\s*:?\s*/i;
/** `01/06/2024 - 30/06/2024`, `May 30, 2024 to June 30, 2024`: the period's end is the last. */
const RANGE = /\s+(?:-|–|to|until|through|thru|bis|au|al|hasta|tot)\s+/i;
/** A value printed under its label sits within this many font sizes below it. */
const BELOW = 3;

/**
 * The statement (closing) date as printed, found beside its label (`Closing Date 11/05/2024`,
 * `STATEMENT DATE : 01 AUG 23`) or under it (a box with the label on top). The text is returned
 * unparsed: whether `01-07-2023` is day or month first is decided with the table's dates.
 */
export function findStatementDate(lines: readonly Line[]): string | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    const segments = segmentsOf(line.words);
    for (let at = 0; at < segments.length; at += 1) {
      const segment = segments[at];
      const match = segment ? DATE_LABEL.exec(segment.text) : null;
      if (!segment || !match) continue;
      const candidates = [
        segment.text.slice(match.index + match[0].length),
        segments[at + 1]?.text ?? '',
        below(lines, index, segment) ?? '',
      ];
      for (const candidate of candidates) {
        const date = endOfPeriod(candidate);
        if (date) return date;
      }
    }
  }
  return null;
}

/** The dates of a period printed as a range (`July 1, 2022 through July 31, 2022`), or the text. */
export function rangeParts(text: string): string[] {
  return text.split(RANGE).map((part) => part.trim());
}

function endOfPeriod(text: string): string | null {
  const parts = text.replace(/^[\s:]+/, '').split(RANGE);
  const last = (parts[parts.length - 1] ?? '').replace(/[\s.,;]+$/, '');
  return looksLikeDate(last) ? last : null;
}

/** The text printed under a label, in the next line's phrase that overlaps it. */
export function below(lines: readonly Line[], index: number, label: Segment): string | null {
  const line = lines[index];
  const next = lines[index + 1];
  // Lines run on across pages: the next one may be the top of the next page.
  const gap = line && next ? line.y - next.y : 0;
  if (!line || !next || gap <= 0 || gap > BELOW * line.size) return null;
  const under = segmentsOf(next.words).find(
    (segment) => segment.x0 < label.x1 && segment.x1 > label.x0,
  );
  return under?.text ?? null;
}

/**
 * Opening and closing balances printed beside their labels (`Previous Balance  $2,452.23`,
 * `TOTAL AMOUNT DUE 702.10`, `Closing balance: 1,234.56`), as printed, with a sign printed as a
 * word of its own before the amount. Only amounts on the label's own line count: a summary table
 * with labels over columns is too easily misread (one fixture's summary contradicts itself), and
 * the running balance will give them instead.
 */
export function findBalances(lines: readonly Line[]): { opening?: string; closing?: string } {
  const found: { opening?: string; closing?: string } = {};
  for (const line of lines) {
    const segments = segmentsOf(line.words);
    segments.forEach((segment, at) => {
      const { label, value } = splitValue(segment.text);
      const kind = summaryKind([label]);
      if (kind !== 'opening' && kind !== 'closing') return;
      const amount = value ?? amountAfter(segments, at);
      if (amount) found[kind] ??= amount;
    });
  }
  return found;
}

/**
 * Separates an amount printed in the same phrase as its label: `Closing balance: 1,234.56`,
 * `Opening balance 2,500.00`, `Balance as of 31/03/2024 EUR 12,50`.
 */
export function splitValue(text: string): { label: string; value: string | null } {
  const colon = text.lastIndexOf(':');
  if (colon >= 0 && isMoney(text.slice(colon + 1).trim())) {
    return { label: text.slice(0, colon), value: text.slice(colon + 1).trim() };
  }
  const tokens = text.split(' ');
  for (const count of [2, 1]) {
    const value = tokens.slice(-count).join(' ');
    if (tokens.length > count && isMoney(value)) {
      return { label: tokens.slice(0, -count).join(' '), value };
    }
  }
  return { label: colon >= 0 ? text.slice(0, colon) : text, value: null };
}

/** An amount, and not a date that reads as one (`01.07.2023`). */
export const isMoney = (text: string) => isAmountText(text) && !looksLikeDate(text);

/**
 * The amount right of a label, before any other wording; a lone `-` before it is its sign. A
 * whole number followed by an amount with decimals is a count column (`Ending Balance  16
 * $189,296.31`: sixteen items, then the balance), so the amount is the one with decimals.
 */
export function amountAfter(segments: readonly Segment[], at: number): string | null {
  let sign = '';
  const amounts: string[] = [];
  for (const segment of segments.slice(at + 1)) {
    const text = segment.text.trim();
    if (/^[+\-–=]$/.test(text)) {
      sign = text === '-' || text === '–' ? '-' : '';
      continue;
    }
    if (isMoney(text)) {
      amounts.push(`${sign}${text}`);
      sign = '';
      if (!isCount(text)) break;
      continue;
    }
    if (/\p{L}{3}/u.test(text)) break;
  }
  const [first, second] = amounts;
  if (first !== undefined && second !== undefined && isCount(first) && !isCount(second)) {
    return second;
  }
  return first ?? null;
}

/** A bare whole number: no decimals, no currency sign, no grouping. */
const isCount = (text: string) => /^\d{1,6}$/.test(text);
