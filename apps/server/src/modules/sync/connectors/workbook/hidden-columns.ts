import { attribute } from './xml-text';

/** One `<col>` element: columns `min`…`max` (1-based) sharing a width, style and visibility. */
interface ColumnSpan {
  readonly min: number;
  readonly max: number;
  /** Its other attributes (width, style…), kept as written. */
  readonly rest: string;
  /** The element as it was, for spans left untouched. */
  readonly raw?: string;
  readonly hidden?: boolean;
}

const COLS = /<cols>([\s\S]*?)<\/cols>|<cols\/>/;
const COL = /<col\b([^>]*?)(?:\/>|><\/col>)/g;

const withoutPlace = (attributes: string) =>
  attributes.replace(/\s(?:min|max|hidden)="[^"]*"/g, '');

function spanXml(span: ColumnSpan): string {
  if (span.raw !== undefined) return span.raw;
  const hidden = span.hidden ? ' hidden="1"' : '';
  return `<col min="${span.min}" max="${span.max}"${span.rest}${hidden}/>`;
}

/** `span` with `column` taken out of it and hidden, the columns either side kept as they were. */
function hideIn(span: ColumnSpan, column: number): ColumnSpan[] {
  const part = (min: number, max: number, hidden: boolean): ColumnSpan[] =>
    min > max ? [] : [{ min, max, rest: span.rest, hidden }];
  return [
    ...part(span.min, column - 1, span.hidden ?? false),
    ...part(column, column, true),
    ...part(column + 1, span.max, span.hidden ?? false),
  ];
}

/**
 * The sheet part with `columns` (0-based) hidden through its `<cols>`: a column inside an
 * existing `<col>` span is split out of it, keeping its width and style; others get a span of
 * their own. Every other column element is kept byte for byte.
 */
export function withHiddenColumns(xml: string, columns: readonly number[]): string {
  if (columns.length === 0) return xml;
  const found = COLS.exec(xml);
  let spans: ColumnSpan[] = [...(found?.[1] ?? '').matchAll(COL)].map(([raw, attributes = '']) => ({
    min: Number(attribute(attributes, 'min')),
    max: Number(attribute(attributes, 'max')),
    rest: withoutPlace(attributes),
    raw,
    hidden: attribute(attributes, 'hidden') === '1' || attribute(attributes, 'hidden') === 'true',
  }));
  for (const column of columns.map((index) => index + 1)) {
    const covering = spans.find((span) => span.min <= column && column <= span.max);
    spans = covering
      ? spans.flatMap((span) => (span === covering ? hideIn(span, column) : [span]))
      : [...spans, { min: column, max: column, rest: '', hidden: true }];
  }
  spans.sort((a, b) => a.min - b.min);
  const cols = `<cols>${spans.map(spanXml).join('')}</cols>`;
  if (found) return xml.slice(0, found.index) + cols + xml.slice(found.index + found[0].length);
  const sheetData = xml.search(/<sheetData\b/);
  if (sheetData < 0) throw new Error('The sheet part has no sheet data.');
  return xml.slice(0, sheetData) + cols + xml.slice(sheetData);
}
