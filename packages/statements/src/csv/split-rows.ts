import Papa from 'papaparse';

/**
 * A comma or semicolon followed by a space is tried first, so that a tie (the same widths, as
 * when no field is quoted) goes to it: only then is a quoted field after `, ` read as quoted.
 */
const DELIMITERS = [', ', '; ', ',', ';', '\t', '|'] as const;
const SAMPLE_LINES = 60;

/**
 * Splits CSV text into trimmed cells. Line endings are normalised first (one export mixes CRLF
 * and bare CR). The delimiter is the candidate that gives the most rows of one consistent width,
 * weighted by that width, over the first lines, so preamble lines and commas inside amounts
 * (`33,87` in a tab-separated file) do not mislead it. Some banks write `, ` between fields.
 */
export function splitRows(text: string): string[][] {
  const normalized = text.replace(/\r\n?/g, '\n');
  const delimiter = chooseDelimiter(normalized);
  const parse = (source: string) =>
    Papa.parse<string[]>(source, { delimiter, newline: '\n', skipEmptyLines: false });
  let parsed = parse(normalized);
  if (normalized.includes('\\"')) {
    // Some exports (N26) escape a quote inside a quoted field with a backslash, which RFC 4180
    // does not know: the quote ends the field and the row's columns shift. Read so only when
    // that gives at least as many rows of the table's width as reading the text as it is, and
    // fewer quotes Papa Parse had to call malformed.
    const unescaped = parse(
      normalized.replace(/\\(["\\])/g, (_, next) => (next === '"' ? '""' : '\\')),
    );
    const width = (result: typeof parsed) => consistency(result.data.map((row) => row.length));
    if (width(unescaped) >= width(parsed) && unescaped.errors.length < parsed.errors.length) {
      parsed = unescaped;
    }
  }
  // Cleaned in place: a large file's rows are not worth a second copy.
  for (const row of parsed.data) {
    for (let index = 0; index < row.length; index += 1) row[index] = cleanCell(row[index] ?? '');
  }
  return parsed.data;
}

function chooseDelimiter(text: string): string {
  const sample = sampleLines(text);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<string[]>(sample, { delimiter, newline: '\n', skipEmptyLines: true });
    const score = consistency(parsed.data.map((row) => row.length));
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

function sampleLines(text: string): string {
  let end = 0;
  for (let line = 0; line < SAMPLE_LINES && end >= 0; line += 1) {
    end = text.indexOf('\n', end + 1);
  }
  return end < 0 ? text : text.slice(0, end);
}

/** Rows at the most common width, times that width less one (a width of one means no split). */
function consistency(widths: number[]): number {
  const counts = new Map<number, number>();
  for (const width of widths) counts.set(width, (counts.get(width) ?? 0) + 1);
  let best = 0;
  for (const [width, count] of counts) best = Math.max(best, count * (width - 1));
  return best;
}

/**
 * Trims a cell, drops a stray quote left by a malformed line and Excel's leading apostrophe. A
 * quote at one end only is stray when the cell's quotes do not pair up: `Say "hi"` keeps its own.
 */
function cleanCell(cell: string): string {
  let value = cell.trim();
  const quoted = value.charCodeAt(0) === QUOTE;
  if (quoted !== (value.charCodeAt(value.length - 1) === QUOTE) && oddQuotes(value)) {
    value = value.replace(/^"|"$/g, '');
  }
  // Tested by character code first: a million cells are not worth a million regular expressions.
  if (value.charCodeAt(0) === APOSTROPHE && /^'[\d+\-=]/.test(value)) value = value.slice(1);
  return value;
}

function oddQuotes(value: string): boolean {
  let count = 0;
  for (let index = value.indexOf('"'); index >= 0; index = value.indexOf('"', index + 1)) {
    count += 1;
  }
  return count % 2 === 1;
}

const QUOTE = 34;
const APOSTROPHE = 39;
