/** Enough for one line in the widest column; the rest is cut by CSS anyway. */
const PREVIEW_LENGTH = 120;

/**
 * A last message as one line: answers have line breaks and can be long, and the preview is also
 * what a screen reader reads after the chat's name, so it is cut here rather than only by CSS.
 */
export function messagePreview(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : line;
}
