import type { ReactNode } from 'react';

/**
 * A figure with its sign, after a space or a bracket ("-S$702.10", "+₹2,31,139.39"), or a date
 * in the display format ("06-January-2025"), whose hyphens a browser would also break at.
 */
const UNBREAKABLE = /(?<=^|[\s(])(?:[-+]\S+|\d{2}-\p{Lu}\p{Ll}+-\d{4})/gu;

/**
 * An answer's words, with each signed figure and date kept on one line: a browser may otherwise
 * break "-S$702.10" after its minus, which then reads as a dash. The text itself is unchanged, so
 * copying it gives what the assistant wrote.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
