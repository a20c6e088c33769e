/** A piece of a word-level diff: kept, or only in the old text, or only in the new one. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

// Beyond this many token pairs the table would be large; a whole replacement is shown instead.
const MAX_CELLS = 250_000;

/** Words and the spaces between them, so a diff never splits a word and keeps the spacing. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * What changed from `before` to `after`, word by word (longest common subsequence). Pure, for
 * the conflict and cleaner diffs.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  if (a.length * b.length > MAX_CELLS) {
    if (before) push(parts, 'removed', before);
    if (after) push(parts, 'added', after);
    return parts;
  }
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    const row = common[i] as number[];
    const below = common[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j--) {
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i++] as string);
      j++;
    } else if ((common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0)) {
      push(parts, 'removed', a[i++] as string);
    } else {
      push(parts, 'added', b[j++] as string);
    }
  }
  while (i < a.length) push(parts, 'removed', a[i++] as string);
  while (j < b.length) push(parts, 'added', b[j++] as string);
  return parts;
}
