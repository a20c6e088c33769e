import { attribute, parseCellReference } from './xml-text';

/** One `<row>` of a sheet part, with where it sits in the part's text. */
export interface SheetRow {
  /** 0-based. */
  readonly row: number;
  readonly attributes: string;
  /** The `<row …>` element's first character and the character after its end. */
  readonly start: number;
  readonly end: number;
  /** The text between `<row …>` and `</row>` (empty for `<row …/>`), and where it starts. */
  readonly inner: string;
  readonly innerStart: number;
}

/** One `<c>` of a row, with where it sits in the part's text. */
export interface SheetCell {
  readonly row: number;
  /** 0-based. */
  readonly column: number;
  readonly attributes: string;
  readonly inner: string;
  readonly start: number;
  readonly end: number;
}

/** Where `<sheetData>`'s content is: rows are inserted at `end`, before `</sheetData>`. */
export interface SheetDataSpan {
  readonly start: number;
  readonly end: number;
  /** `<sheetData/>`: the element must be opened before rows go in. */
  readonly selfClosing: boolean;
}

export function sheetDataSpan(xml: string): SheetDataSpan | undefined {
  const open = /<sheetData\b[^>]*?(\/?)>/.exec(xml);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  if (open[1] === '/') return { start: open.index, end: start, selfClosing: true };
  const end = xml.indexOf('</sheetData>', start);
  return end < 0 ? undefined : { start, end, selfClosing: false };
}

const ROW = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;

/** Every row of the sheet data in order; rows without `r` follow the row before them. */
export function* sheetRows(xml: string, span: SheetDataSpan): Generator<SheetRow> {
  if (span.selfClosing) return;
  ROW.lastIndex = span.start;
  let previous = -1;
  for (let match = ROW.exec(xml); match && match.index < span.end; match = ROW.exec(xml)) {
    const attributes = match[1] ?? '';
    const number = attribute(attributes, 'r');
    const row = number === undefined ? previous + 1 : Number(number) - 1;
    previous = row;
    const inner = match[2] ?? '';
    yield {
      row,
      attributes,
      start: match.index,
      end: match.index + match[0].length,
      inner,
      innerStart: match.index + match[0].length - inner.length - (match[2] === undefined ? 0 : 6),
    };
  }
}

/** The cells of one row in order; cells without `r` follow the cell before them. */
export function* rowCells(row: SheetRow): Generator<SheetCell> {
  let previous = -1;
  for (const match of row.inner.matchAll(CELL)) {
    const attributes = match[1] ?? '';
    const reference = /(?:^|\s)r="([^"]*)"/.exec(attributes)?.[1];
    const column =
      (reference === undefined ? undefined : parseCellReference(reference)?.column) ?? previous + 1;
    previous = column;
    const start = row.innerStart + match.index;
    yield {
      row: row.row,
      column,
      attributes,
      inner: match[2] ?? '',
      start,
      end: start + match[0].length,
    };
  }
}

/** The `ref` ranges of the sheet's merged cells, 0-based and inclusive. */
export function mergedRanges(
  xml: string,
): { top: number; left: number; bottom: number; right: number }[] {
  const ranges = [];
  for (const [, attributes = ''] of xml.matchAll(/<mergeCell\b([^>]*?)\/?>/g)) {
    const [from, to = from] = (attribute(attributes, 'ref') ?? '').split(':');
    const first = parseCellReference(from ?? '');
    const last = parseCellReference(to ?? '');
    if (!first || !last) continue;
    ranges.push({ top: first.row, left: first.column, bottom: last.row, right: last.column });
  }
  return ranges;
}
