import type { Line, Segment, Word } from './types';

/**
 * Words whose baselines are within half a font size of a line's top word share the line. Rows
 * are at least a font size apart, while generators nudge cells of one row by a few points
 * (Mercury prints each amount 3 pt above its row).
 */
const SAME_LINE = 0.5;
/** A gap wider than a font size separates phrases (columns); a word space is a third of one. */
const PHRASE_GAP = 1;
/** Pieces closer than this are one word (`07`, `/`, `07` or `€`, `9.99`), not two. */
const WORD_GAP = 0.15;
/**
 * After a table line, lines that are neither a header nor a dated transaction still belong to
 * the table while they follow within this many font sizes (section titles, balance and total
 * lines). A wider gap ends the table on that page: what follows is the next block of the page.
 */
export const TABLE_GAP = 3.5;

/** Groups a page's words into lines, top to bottom, each left to right. */
export function groupLines(words: readonly Word[]): Line[] {
  const sorted = [...words].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const word of sorted) {
    if (current && current.y - word.y <= SAME_LINE * Math.min(current.size, word.size)) {
      current.words.push(word);
      current.size = Math.max(current.size, word.size);
      continue;
    }
    current = { y: word.y, size: word.size, words: [word] };
    lines.push(current);
  }
  for (const line of lines) line.words.sort((a, b) => a.x0 - b.x0);
  return lines;
}

/** Splits a line's words into phrases at gaps wider than a font size. */
export function phrasesOf(words: readonly Word[]): Word[][] {
  const phrases: Word[][] = [];
  let group: Word[] = [];
  for (const word of words) {
    const last = group[group.length - 1];
    if (last && word.x0 - last.x1 > PHRASE_GAP * Math.max(last.size, word.size)) {
      phrases.push(group);
      group = [];
    }
    group.push(word);
  }
  if (group.length > 0) phrases.push(group);
  return phrases;
}

/** A line's phrases with their text and extent. */
export function segmentsOf(words: readonly Word[]): Segment[] {
  return phrasesOf(words).map(toSegment);
}

function toSegment(words: readonly Word[]): Segment {
  return {
    text: joinWords(words),
    x0: Math.min(...words.map((word) => word.x0)),
    x1: Math.max(...words.map((word) => word.x1)),
  };
}

/** Joins words left to right, with a space only where the page shows one. */
export function joinWords(words: readonly Word[]): string {
  let text = '';
  let last: Word | undefined;
  for (const word of words) {
    const spaced = last !== undefined && word.x0 - last.x1 > WORD_GAP * word.size;
    text += spaced ? ` ${word.text}` : word.text;
    last = word;
  }
  return text.trim();
}

/** The line's text as one string, phrases separated by spaces. */
export function lineText(line: Line): string {
  return segmentsOf(line.words)
    .map((segment) => segment.text)
    .join(' ');
}
