import { factKind } from '../table/fact-lines';
import { looksLikeDate } from './dates';
import { segmentsOf } from './lines';
import { amountAfter, below, isMoney, splitValue } from './statement-facts';
import type { Line } from './types';

/**
 * A card statement's summary figures (`TOTAL MINIMUM DUE`, `Pago mínimo`, `PAYMENT DUE DATE :
 * 24 AUG 23`) found outside its table: in the label's own phrase, right of it on its line, or
 * under it (a box of labels over their values). Each comes back as a label and its value, as
 * printed, for the table reader to read with the file's decimal mark and date order; the first
 * of each kind wins. Whether a figure is right is checked against the rows later
 * (stated-facts.ts), so a value under the wrong label is dropped rather than stated.
 */
export function summaryFacts(lines: readonly Line[]): string[][] {
  const found = new Map<string, string[]>();
  lines.forEach((line, index) => {
    const segments = segmentsOf(line.words);
    segments.forEach((segment, at) => {
      const { label, value } = splitValue(segment.text);
      const kind = factKind(label.trim());
      if (!kind || found.has(kind)) return;
      const under = below(lines, index, segment);
      const text =
        kind === 'dueDate'
          ? [segment.text.slice(label.length + 1), segments[at + 1]?.text ?? '', under ?? '']
              .map((candidate) => candidate.replace(/^[\s:]+/, '').trim())
              .find((candidate) => looksLikeDate(candidate))
          : (value ?? amountAfter(segments, at) ?? (under && isMoney(under) ? under : null));
      if (text) found.set(kind, [label.trim(), text]);
    });
  });
  return [...found.values()];
}
