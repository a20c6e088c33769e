import {
  a1ToR1C1,
  serialToIso,
  type CellValue,
  type ScalarValue,
  type SheetCells,
} from '@sheetwise/sync';
import { SideNotFoundError } from '../side-connector';
import {
  readCellStyles,
  readSharedStrings,
  stringItem,
  type CellStyles,
  type SharedString,
} from './cell-styles';
import { mergedRanges, rowCells, sheetDataSpan, sheetRows, type SheetCell } from './sheet-xml';
import {
  chooseSheet,
  openWorkbook,
  partText,
  type OpenWorkbook,
  type WorkbookDateSystem,
} from './workbook-parts';
import { attribute, decodeCellText, decodeXmlEntities } from './xml-text';

/** The used range a synced sheet may have: more is refused before it costs memory. */
export const WORKBOOK_SHEET_LIMITS = { maxRows: 200_000, maxColumns: 200 } as const;

export interface WorkbookCells {
  readonly cells: SheetCells;
  readonly sheetName: string;
  readonly dateSystem: WorkbookDateSystem;
  /** Every sheet of cells in the workbook, hidden ones too, in the workbook's order. */
  readonly sheetNames: string[];
}

/**
 * One sheet's used cells from A1, typed: text stays text, date-formatted numbers become dates in
 * the workbook's own date system, formulas come in R1C1 form with their cached result, merged
 * and rich-text cells are untouchable. Hidden rows are read like the others.
 */
export function readWorkbookCells(bytes: Uint8Array, sheetName?: string): WorkbookCells {
  return readOpenWorkbookCells(openWorkbook(bytes), sheetName);
}

export function readOpenWorkbookCells(workbook: OpenWorkbook, sheetName?: string): WorkbookCells {
  const sheet = chooseSheet(workbook, sheetName);
  const xml = partText(workbook, sheet.path);
  const reader = new CellReader(
    readSharedStrings(partText(workbook, workbook.sharedStringsPath)),
    readCellStyles(partText(workbook, workbook.stylesPath)),
    workbook.dateSystem,
  );
  const rows: CellValue[][] = [];
  let width = 0;
  const span = sheetDataSpan(xml);
  if (span) {
    for (const row of sheetRows(xml, span)) {
      for (const cell of rowCells(row)) {
        const value = reader.value(cell);
        if (value === null) continue;
        if (
          cell.row >= WORKBOOK_SHEET_LIMITS.maxRows ||
          cell.column >= WORKBOOK_SHEET_LIMITS.maxColumns
        ) {
          throw new SideNotFoundError(
            `The sheet "${sheet.name}" is larger than Sheetwise can sync: at most 200,000 rows and 200 columns.`,
          );
        }
        (rows[cell.row] ??= [])[cell.column] = value;
        width = Math.max(width, cell.column + 1);
      }
    }
  }
  markMerged(rows, width, mergedRanges(xml));
  const cells = Array.from(rows, (row: CellValue[] | undefined) =>
    Array.from({ length: width }, (_, column) => row?.[column] ?? null),
  );
  return {
    cells,
    sheetName: sheet.name,
    dateSystem: workbook.dateSystem,
    sheetNames: workbook.sheets.filter((candidate) => candidate.hasCells).map(({ name }) => name),
  };
}

/**
 * Every cell of a merged range inside the used cells is untouchable; the range's first cell
 * shows the value the merged area displays.
 */
function markMerged(
  rows: CellValue[][],
  width: number,
  ranges: ReturnType<typeof mergedRanges>,
): void {
  for (const range of ranges) {
    for (let row = range.top; row <= Math.min(range.bottom, rows.length - 1); row += 1) {
      for (let column = range.left; column <= Math.min(range.right, width - 1); column += 1) {
        const isAnchor = row === range.top && column === range.left;
        const shown = isAnchor ? shownValue(rows[row]?.[column] ?? null) : null;
        (rows[row] ??= [])[column] = { untouchable: 'merged', shown };
      }
    }
  }
}

function shownValue(value: CellValue): ScalarValue {
  if (typeof value !== 'object' || value === null || 'date' in value) return value;
  return 'formula' in value ? (value.result ?? null) : (value.shown ?? null);
}

const FORMULA = /<f\b([^>]*?)(?:\/>|>([\s\S]*?)<\/f>)/;
const VALUE = /<v>([\s\S]*?)<\/v>/;
const INLINE_STRING = /<is>([\s\S]*?)<\/is>/;

class CellReader {
  /** Shared formulas by `si`, in R1C1: every cell of the group has the same R1C1 form. */
  private readonly sharedFormulas = new Map<string, string>();

  constructor(
    private readonly strings: SharedString[],
    private readonly styles: CellStyles,
    private readonly dateSystem: WorkbookDateSystem,
  ) {}

  value(cell: SheetCell): CellValue {
    const type = /(?:^|\s)t="(\w+)"/.exec(cell.attributes)?.[1] ?? 'n';
    const formula = this.formula(cell);
    if (formula !== undefined) {
      const result = this.scalar(cell, type);
      return result === null ? { formula } : { formula, result };
    }
    if (type === 's' || type === 'inlineStr') return this.text(cell, type);
    return this.scalar(cell, type);
  }

  private formula(cell: SheetCell): string | undefined {
    if (!cell.inner.includes('<f')) return undefined;
    const match = FORMULA.exec(cell.inner);
    if (!match) return undefined;
    const attributes = match[1] ?? '';
    const sharedIndex =
      attribute(attributes, 't') === 'shared' ? attribute(attributes, 'si') : undefined;
    if (match[2] === undefined || match[2] === '') {
      return sharedIndex === undefined ? undefined : (this.sharedFormulas.get(sharedIndex) ?? '');
    }
    const r1c1 = a1ToR1C1(decodeXmlEntities(match[2]), cell.row + 1, cell.column + 1);
    if (sharedIndex !== undefined) this.sharedFormulas.set(sharedIndex, r1c1);
    return r1c1;
  }

  private text(cell: SheetCell, type: 's' | 'inlineStr'): CellValue {
    const item =
      type === 's'
        ? this.strings[Number(VALUE.exec(cell.inner)?.[1])]
        : stringItem(INLINE_STRING.exec(cell.inner)?.[1] ?? '');
    if (!item) return null;
    return item.rich ? { untouchable: 'rich-text', shown: item.text } : item.text;
  }

  private scalar(cell: SheetCell, type: string): ScalarValue {
    const raw = VALUE.exec(cell.inner)?.[1];
    if (raw === undefined) return null;
    if (type === 'b') return raw.trim() === '1' || raw.trim() === 'true';
    if (type === 'str' || type === 'e') return decodeCellText(raw);
    if (type === 'd') return { date: raw.trim().replace(/Z$/, '') };
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number)) return null;
    const styleIndex = Number(/(?:^|\s)s="(\d+)"/.exec(cell.attributes)?.[1] ?? 0);
    const formatId = this.styles.formatIds[styleIndex] ?? 0;
    if (!this.styles.isDateFormat(formatId)) return number;
    const iso = serialToIso(number, this.dateSystem);
    return iso === undefined ? number : { date: iso };
  }
}
