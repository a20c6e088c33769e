import type { Word } from './types';

/** The parts of a pdf.js text item we read; anything else in the content stream is skipped. */
interface RawItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Text separated by at most one whitespace character stays together. */
const RUN = /\S+(?:\s\S+)*/g;

/**
 * Turns a page's pdf.js text items into words, in a frame where the page's text reads left to
 * right: most statements print upright, but a landscape statement may be drawn turned a quarter
 * on a portrait page, and its text is then turned back. Text at any other angle than the page's
 * own (a margin note, a watermark) is left out, and text drawn twice in one place (fake bold) is
 * read once. An item that holds several columns apart by runs of spaces (some generators write a
 * whole row as one string) is split, each part placed in proportion to its characters.
 */
export function pageWords(items: readonly unknown[]): Word[] {
  const texts = items.filter(isRawItem).filter((item) => item.str.trim() !== '');
  const angle = dominantAngle(texts);
  const words: Word[] = [];
  const seen = new Set<string>();
  for (const item of texts) {
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    if (quarterTurns(a, b) !== angle) continue;
    const [x, y] = turn(e, f, angle);
    const key = `${item.str}@${Math.round(x)},${Math.round(y)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const size = item.height > 0 ? item.height : Math.hypot(c, d) || 10;
    const length = item.str.length;
    const width = item.width > 0 ? item.width : length * size * 0.5;
    for (const match of item.str.matchAll(RUN)) {
      const start = match.index;
      const end = start + match[0].length;
      words.push({
        text: match[0],
        x0: x + (width * start) / length,
        x1: x + (width * end) / length,
        y,
        size,
      });
    }
  }
  return words;
}

/** The direction of a text's baseline in quarter turns (0 upright, 1 reading upward…), or -1. */
function quarterTurns(a: number, b: number): number {
  const degrees = (Math.atan2(b, a) * 180) / Math.PI;
  const turns = Math.round(degrees / 90);
  if (Math.abs(degrees - turns * 90) > 1) return -1;
  return (turns + 4) % 4;
}

/** The angle most of the page's characters are printed at. */
function dominantAngle(items: readonly RawItem[]): number {
  const counts = [0, 0, 0, 0];
  for (const item of items) {
    const [a = 1, b = 0] = item.transform;
    const turns = quarterTurns(a, b);
    if (turns >= 0) counts[turns] = (counts[turns] ?? 0) + item.str.length;
  }
  return counts.indexOf(Math.max(...counts));
}

/** Turns a point back by the page's angle, so its text reads left to right with y upward. */
function turn(x: number, y: number, turns: number): [number, number] {
  if (turns === 1) return [y, -x];
  if (turns === 2) return [-x, -y];
  if (turns === 3) return [-y, x];
  return [x, y];
}

function isRawItem(item: unknown): item is RawItem {
  if (typeof item !== 'object' || item === null) return false;
  const candidate = item as Partial<RawItem>;
  return (
    typeof candidate.str === 'string' &&
    Array.isArray(candidate.transform) &&
    candidate.transform.every((value) => typeof value === 'number') &&
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number'
  );
}
