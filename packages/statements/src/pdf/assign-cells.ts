import { looksLikeDate } from './dates';
import { isDateRole, isMoneyRole } from './roles';
import { joinWords, phrasesOf } from './lines';
import { isAmountMark, isAmountText } from './values';
import type { Column, Word } from './types';

/** An amount outside every label still belongs to a money column whose edge it lines up with. */
const ALIGN = 2;
/**
 * Text after a space within a word starts a later column when it is printed this close (in font
 * sizes) to the column's left edge. Tight: the position inside a word is only estimated.
 */
const SPLIT_ALIGN = 0.5;

/**
 * Puts each word of a body line under a header column and returns the row's cells. A word goes
 * to the column it overlaps most. Words in the gaps between labels: an amount goes to the money
 * column whose left or right edge it lines up with (amounts are right-aligned under narrow
 * labels, or left-aligned under wide ones); text belongs to the text column on its left, because
 * text runs rightward from its label (merchant, city and country under one `Description`).
 * Words are never put in a money column, where they would spoil the amount: they overflowed
 * from the description.
 */
export function assignCells(words: readonly Word[], columns: readonly Column[]): string[] {
  const buckets: Word[][] = columns.map(() => []);
  const pieces = words.flatMap((word) => splitAtColumns(word, columns));
  for (const word of units(pieces)) {
    const index = columnOf(word, columns);
    if (index >= 0) buckets[index]?.push(word);
  }
  return buckets.map((bucket) => joinWords(bucket));
}

/**
 * A text item printed up to the next column's edge reaches us as one word (`TRSF E-BANKING DB
 * BUDI 823000`: pdf.js joins runs with no gap between them), so it is split at each inner space
 * after which the text starts where a later column's label starts: a left-aligned column's cell
 * begins there. Positions inside the word are estimated in proportion to its characters.
 */
export function splitAtColumns(word: Word, columns: readonly Column[]): Word[] {
  const { text, x0, x1, size } = word;
  const at = (index: number) => x0 + ((x1 - x0) * index) / text.length;
  const starts = columns
    .map((column) => column.x0)
    .filter((edge) => edge > x0 + size && edge < x1 - size);
  if (starts.length === 0) return [word];
  const cuts: number[] = [];
  for (const match of text.matchAll(/ (?=\S)/g)) {
    const start = match.index + 1;
    if (starts.some((edge) => Math.abs(at(start) - edge) <= SPLIT_ALIGN * size)) cuts.push(start);
  }
  if (cuts.length === 0) return [word];
  return [0, ...cuts].map((start, index) => {
    const end = (cuts[index] ?? text.length + 1) - 1;
    return { ...word, text: text.slice(start, end).trim(), x0: at(start), x1: at(end) };
  });
}

/**
 * The words to place: a phrase that reads as a date or an amount as a whole (`Jun`, `9,`,
 * `2024` or `€`, `19.99` drawn as separate words) is placed as one, so that its parts cannot
 * fall into different columns; any other phrase word by word, so that a description running
 * close to an amount does not carry the amount off with it.
 */
function units(words: readonly Word[]): Word[] {
  return phrasesOf(words).flatMap((phrase) => {
    if (phrase.length === 1) return phrase;
    const text = joinWords(phrase);
    if (!looksLikeDate(text) && !isAmountText(text)) return phrase;
    return [
      {
        text,
        x0: Math.min(...phrase.map((word) => word.x0)),
        x1: Math.max(...phrase.map((word) => word.x1)),
        y: phrase[0]?.y ?? 0,
        size: Math.max(...phrase.map((word) => word.size)),
      },
    ];
  });
}

function columnOf(word: Word, columns: readonly Column[]): number {
  const amount = isAmountText(word.text);
  const value = amount || looksLikeDate(word.text) || isAmountMark(word.text);
  const allowed = (column: Column) => value || !isMoneyRole(column.role);
  let best = -1;
  let bestOverlap = 0;
  columns.forEach((column, index) => {
    const overlap = Math.min(word.x1, column.x1) - Math.max(word.x0, column.x0);
    if (overlap > bestOverlap && allowed(column)) {
      best = index;
      bestOverlap = overlap;
    }
  });
  if (best >= 0) return best;
  if (amount) {
    const aligned = alignedMoneyColumn(word, columns);
    if (aligned >= 0) return aligned;
    // Right-aligned amounts that start just past a short label (BRI's `Debit`, with the numbers
    // printed right of it) line up with neither edge: the nearest column is theirs when it holds
    // money.
    const nearest = nearestColumn(word, columns);
    if (nearest >= 0 && isMoneyRole(columns[nearest]?.role ?? null)) return nearest;
  }
  // Text in a gap: the text column it runs on from, else the nearest one to its right (a
  // label printed centred over its column starts right of the column's text).
  const text = (column: Column) => !isMoneyRole(column.role) && !isDateRole(column.role);
  for (let index = columns.length - 1; index >= 0; index -= 1) {
    const column = columns[index];
    if (column && column.x0 <= word.x0 && text(column)) return index;
  }
  return columns.findIndex(text);
}

/** The column whose label is the shortest distance from the word, left or right of it. */
function nearestColumn(word: Word, columns: readonly Column[]): number {
  let best = -1;
  let bestGap = Number.POSITIVE_INFINITY;
  columns.forEach((column, index) => {
    const gap = Math.max(column.x0 - word.x1, word.x0 - column.x1, 0);
    if (gap < bestGap) {
      best = index;
      bestGap = gap;
    }
  });
  return best;
}

function alignedMoneyColumn(word: Word, columns: readonly Column[]): number {
  let best = -1;
  let bestDistance = ALIGN * word.size;
  columns.forEach((column, index) => {
    if (!isMoneyRole(column.role)) return;
    const distance = Math.min(Math.abs(word.x1 - column.x1), Math.abs(word.x0 - column.x0));
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
