/**
 * A1 notation's pieces, shared by every side that names cells: column letters both ways and a
 * sheet title quoted as Sheets and Excel expect it in a range.
 */

/** A column's number (1-based) from its letters: A is 1, Z 26, AA 27. */
export function columnNumber(letters: string): number {
  return Array.from(letters.toUpperCase(), (letter) => letter.charCodeAt(0) - 64).reduce(
    (sum, digit) => sum * 26 + digit,
    0,
  );
}

/** A column's letters from its number (1-based). */
export function columnLetters(number: number): string {
  let letters = '';
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A sheet title as a range's prefix: always quoted, quotes doubled, so any title is safe. */
export function quotedSheetTitle(title: string): string {
  return `'${title.replace(/'/g, "''")}'`;
}

/** The A1 range of a block of cells, 0-based and inclusive, on the named sheet. */
export function a1Range(
  title: string,
  start: { row: number; column: number },
  end: { row: number; column: number },
): string {
  const cell = ({ row, column }: { row: number; column: number }) =>
    `${columnLetters(column + 1)}${row + 1}`;
  return `${quotedSheetTitle(title)}!${cell(start)}:${cell(end)}`;
}
