import { DATE_FORMAT_ID, DATE_TIME_FORMAT_ID, GENERAL_FORMAT_ID } from './cell-styles';
import { rowCells, sheetDataSpan, sheetRows, type SheetRow } from './sheet-xml';
import type { StyleEditor } from './style-editor';
import { isSerialDate, type CellChange } from './workbook-writer';
import { columnLetters } from '@sheetwise/sync';
import { encodeXmlText, parseCellReference } from './xml-text';

export interface EditedSheet {
  readonly xml: string;
  /** A cleared cell held a formula: the calculation chain no longer matches the sheet. */
  readonly clearedFormula: boolean;
}

/** The first cell of a shared formula group: it holds the formula text the others reuse. */
const SHARED_FORMULA_SOURCE = /<f\b[^>]*\bt="shared"[^>]*\bref="[A-Z]+\d+:[^"]+"[^>]*>[^<]/;

type ChangesByColumn = Map<number, CellChange['value']>;

/**
 * The sheet part with `changes` spliced into its text: only the changed cells' elements (and the
 * rows and dimension that must grow to hold new ones) are rewritten; every other byte stays.
 */
export function editSheetXml(
  xml: string,
  changes: readonly CellChange[],
  styles: StyleEditor,
): EditedSheet {
  const span = sheetDataSpan(xml);
  if (!span) throw new Error('The sheet part has no sheet data.');
  const byRow = new Map<number, ChangesByColumn>();
  for (const change of changes) {
    const row = byRow.get(change.row) ?? new Map<number, CellChange['value']>();
    row.set(change.column, change.value);
    byRow.set(change.row, row);
  }
  const pending = [...byRow.keys()].sort((a, b) => a - b);
  const contentEnd = span.selfClosing ? span.start : span.end;
  const pieces: string[] = [];
  let copiedUpTo = span.start;
  let clearedFormula = false;
  const copyAndAddRowsBefore = (row: number, position: number): void => {
    pieces.push(xml.slice(copiedUpTo, position));
    copiedUpTo = position;
    while (pending.length > 0 && (pending[0] ?? 0) < row) {
      const added = pending.shift() ?? 0;
      const cells = newCells(
        added,
        byRow.get(added) ?? new Map<number, CellChange['value']>(),
        styles,
      );
      if (cells !== '') pieces.push(`<row r="${added + 1}">${cells}</row>`);
    }
  };
  for (const row of sheetRows(xml, span)) {
    if ((pending[0] ?? Number.POSITIVE_INFINITY) < row.row)
      copyAndAddRowsBefore(row.row, row.start);
    const rowChanges = byRow.get(row.row);
    if (!rowChanges) continue;
    pending.shift();
    pieces.push(xml.slice(copiedUpTo, row.start));
    const edited = editRow(xml, row, rowChanges, styles);
    clearedFormula ||= edited.clearedFormula;
    pieces.push(edited.xml);
    copiedUpTo = row.end;
  }
  copyAndAddRowsBefore(Number.POSITIVE_INFINITY, contentEnd);
  const sheetData = span.selfClosing
    ? `<sheetData>${pieces.join('')}</sheetData>`
    : pieces.join('');
  const edited = xml.slice(0, span.start) + sheetData + xml.slice(span.end);
  return { xml: grownDimension(edited, changes), clearedFormula };
}

function editRow(
  xml: string,
  row: SheetRow,
  changes: ChangesByColumn,
  styles: StyleEditor,
): EditedSheet {
  const remaining = new Map([...changes].sort(([a], [b]) => a - b));
  const pieces: string[] = [];
  let copiedUpTo = row.innerStart;
  let clearedFormula = false;
  let addedCells = false;
  for (const cell of rowCells(row)) {
    for (const [column, value] of remaining) {
      if (column >= cell.column) break;
      pieces.push(xml.slice(copiedUpTo, cell.start), cellXml(row.row, column, value, 0, styles));
      copiedUpTo = cell.start;
      remaining.delete(column);
      addedCells = true;
    }
    if (!remaining.has(cell.column)) continue;
    if (SHARED_FORMULA_SOURCE.test(cell.inner)) {
      // The group's other cells name this one's formula; clearing it would corrupt them.
      throw new Error(
        'Clearing the first cell of a filled-down (shared) formula is not supported yet.',
      );
    }
    const styleIndex = Number(/(?:^|\s)s="(\d+)"/.exec(cell.attributes)?.[1] ?? 0);
    pieces.push(xml.slice(copiedUpTo, cell.start));
    pieces.push(
      cellXml(row.row, cell.column, remaining.get(cell.column) ?? null, styleIndex, styles),
    );
    clearedFormula ||= cell.inner.includes('<f');
    copiedUpTo = cell.end;
    remaining.delete(cell.column);
  }
  const innerEnd = row.innerStart + row.inner.length;
  pieces.push(xml.slice(copiedUpTo, innerEnd));
  const tail = [...remaining];
  for (const [column, value] of tail) pieces.push(cellXml(row.row, column, value, 0, styles));
  addedCells ||= tail.length > 0;
  // `spans` is only a hint of the row's columns; a row given new cells drops it rather than lie.
  const attributes = addedCells ? row.attributes.replace(/\sspans="[^"]*"/, '') : row.attributes;
  return { xml: `<row${attributes}>${pieces.join('')}</row>`, clearedFormula };
}

function newCells(row: number, changes: ChangesByColumn, styles: StyleEditor): string {
  return [...changes]
    .filter(([, value]) => value !== null)
    .sort(([a], [b]) => a - b)
    .map(([column, value]) => cellXml(row, column, value, 0, styles))
    .join('');
}

/** A cell element for a value; the cell keeps its format unless a date must look like one. */
function cellXml(
  row: number,
  column: number,
  value: CellChange['value'],
  styleIndex: number,
  styles: StyleEditor,
): string {
  const reference = `${columnLetters(column + 1)}${row + 1}`;
  let style = styleIndex;
  let content = '';
  if (typeof value === 'string') {
    content = ` t="inlineStr"><is><t xml:space="preserve">${encodeXmlText(value)}</t></is></c>`;
  } else if (typeof value === 'boolean') {
    content = ` t="b"><v>${value ? 1 : 0}</v></c>`;
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} into a workbook cell.`);
    if (styles.isDate(style)) style = styles.withNumberFormat(style, GENERAL_FORMAT_ID);
    content = `><v>${value}</v></c>`;
  } else if (isSerialDate(value)) {
    if (!styles.isDate(style)) {
      style = styles.withNumberFormat(style, value.withTime ? DATE_TIME_FORMAT_ID : DATE_FORMAT_ID);
    }
    content = `><v>${value.serial}</v></c>`;
  }
  const styleAttribute = style === 0 ? '' : ` s="${style}"`;
  return content === ''
    ? `<c r="${reference}"${styleAttribute}/>`
    : `<c r="${reference}"${styleAttribute}${content}`;
}

/** The `<dimension>` grown to hold the written cells (Excel reads it as the used range). */
function grownDimension(xml: string, changes: readonly CellChange[]): string {
  const match = /<dimension\b[^>]*\bref="([^"]*)"[^>]*\/>/.exec(xml);
  if (!match?.[1]) return xml;
  const [from = 'A1', to = from] = match[1].split(':');
  const first = parseCellReference(from);
  const last = parseCellReference(to);
  if (!first || !last) return xml;
  let bottom = last.row;
  let right = last.column;
  for (const change of changes) {
    if (change.value === null) continue;
    bottom = Math.max(bottom, change.row);
    right = Math.max(right, change.column);
  }
  if (bottom === last.row && right === last.column) return xml;
  const ref = `${columnLetters(first.column + 1)}${first.row + 1}:${columnLetters(right + 1)}${bottom + 1}`;
  return (
    xml.slice(0, match.index) +
    match[0].replace(match[1], ref) +
    xml.slice(match.index + match[0].length)
  );
}
