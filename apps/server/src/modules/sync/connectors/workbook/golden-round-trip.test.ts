import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readWorkbookCells } from './read-workbook-cells';
import { goldenWorkbook } from './test-support/golden-workbook';
import { writeWorkbookEdits } from './write-workbook-edits';

const DATA_SHEET = 'xl/worksheets/sheet1.xml';
const EDITS = {
  writes: [
    { row: 2, column: 0, value: '=1+1' },
    { row: 3, column: 2, value: 42 },
  ],
  deleteRows: [],
  deleteColumns: [],
};

/** The sheet part's cell elements by reference, and its text with the cells taken out. */
function cellsAndFrame(xml: string): { cells: Map<string, string>; frame: string } {
  const cells = new Map<string, string>();
  const frame = xml.replace(
    /<c r="([A-Z]+\d+)"[^>]*?(?:\/>|>[\s\S]*?<\/c>)/g,
    (element, ref: string) => {
      cells.set(ref, element);
      return `{${ref}}`;
    },
  );
  return { cells, frame };
}

/** Where each feature of the golden workbook lives, so the test knows it round-trips them. */
const FEATURES: [part: string, marker: RegExp][] = [
  ['xl/workbook.xml', /<sheet [^>]*name="Summary"/],
  ['xl/workbook.xml', /state="hidden"/],
  ['xl/workbook.xml', /<definedName name="Amounts"/],
  ['xl/styles.xml', /<b\/>/],
  ['xl/styles.xml', /patternType="solid"/],
  ['xl/styles.xml', /<bottom style="medium"/],
  ['xl/styles.xml', /formatCode="&quot;\$&quot;#,##0.00"/],
  ['xl/styles.xml', /numFmtId="10"|formatCode="0.00%"/],
  ['xl/styles.xml', /formatCode="yyyy-mm-dd"/],
  ['xl/styles.xml', /numFmtId="49"/],
  [DATA_SHEET, />C2\*\(1\+F2\)<\/f>/],
  [DATA_SHEET, /t="shared"/],
  ['xl/worksheets/sheet2.xml', /Data!C2:C6/],
  [DATA_SHEET, /<dataValidation type="list"/],
  [DATA_SHEET, /<dataValidation type="decimal"/],
  [DATA_SHEET, /<conditionalFormatting/],
  ['xl/charts/chart1.xml', /<c:barChart>/],
  ['xl/comments1.xml', /The first code of the year/],
  [DATA_SHEET, /<row r="4"[^>]*hidden="1"/],
  [DATA_SHEET, /<col [^>]*hidden="1"/],
  [DATA_SHEET, /<mergeCell ref="A10:C10"/],
  [DATA_SHEET, /<pane [^>]*state="frozen"/],
  [DATA_SHEET, /<autoFilter ref="A1:F6"/],
  [DATA_SHEET, /<hyperlink /],
  [DATA_SHEET, /<col [^>]*width="16/],
  [DATA_SHEET, /<row r="1"[^>]*ht="24"/],
  ['xl/tables/table1.xml', /name="Categories"/],
  ['docProps/core.xml', /<dc:title>Household accounts<\/dc:title>/],
  ['xl/sharedStrings.xml', /<r><rPr>/],
];

describe('writing two cells into the formatted workbook', () => {
  it('starts from a workbook with every feature in place', async () => {
    const parts = unzipSync(await goldenWorkbook());
    for (const [part, marker] of FEATURES) {
      expect(strFromU8(parts[part] ?? new Uint8Array()), `${part} ${marker}`).toMatch(marker);
    }
  });

  it('changes those two cells and the calculation flag, and no other byte of any part', async () => {
    const input = await goldenWorkbook();
    const output = await writeWorkbookEdits(input, 'Data', EDITS);
    const before = unzipSync(input);
    const after = unzipSync(output);

    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['xl/charts/chart1.xml', 'xl/comments1.xml', 'xl/tables/table1.xml']),
    );
    for (const name of Object.keys(before)) {
      if (name === DATA_SHEET || name === 'xl/workbook.xml') continue;
      expect(Buffer.from(after[name] ?? []).equals(Buffer.from(before[name] ?? [])), name).toBe(
        true,
      );
    }
    // The workbook part differs only by asking Excel to recalculate on open.
    const workbookBefore = strFromU8(before['xl/workbook.xml'] ?? new Uint8Array());
    const workbookAfter = strFromU8(after['xl/workbook.xml'] ?? new Uint8Array());
    expect(workbookAfter).toContain('fullCalcOnLoad="1"');
    expect(workbookAfter.replace(' fullCalcOnLoad="1"', '')).toBe(workbookBefore);

    const sheetBefore = cellsAndFrame(strFromU8(before[DATA_SHEET] ?? new Uint8Array()));
    const sheetAfter = cellsAndFrame(strFromU8(after[DATA_SHEET] ?? new Uint8Array()));
    expect(sheetAfter.frame).toBe(sheetBefore.frame);
    const changed = [...sheetBefore.cells.keys()].filter(
      (ref) => sheetAfter.cells.get(ref) !== sheetBefore.cells.get(ref),
    );
    expect(changed).toEqual(['A3', 'C4']);
    // The cells keep their formats: the code's text format and the amount's currency.
    expect(sheetAfter.cells.get('A3')).toContain(
      /s="(\d+)"/.exec(sheetBefore.cells.get('A3') ?? '')?.[0],
    );
    expect(sheetAfter.cells.get('C4')).toContain(
      /s="(\d+)"/.exec(sheetBefore.cells.get('C4') ?? '')?.[0],
    );
  });

  it('reads back the two new values and every other cell as it was', async () => {
    const input = await goldenWorkbook();
    const output = await writeWorkbookEdits(input, 'Data', EDITS);
    const expected = readWorkbookCells(input, 'Data').cells.map((row, rowIndex) =>
      row.map((cell, column) => {
        if (rowIndex === 2 && column === 0) return '=1+1';
        return rowIndex === 3 && column === 2 ? 42 : cell;
      }),
    );

    expect(readWorkbookCells(output, 'Data').cells).toEqual(expected);
    for (const name of ['Summary', 'Lists']) {
      expect(readWorkbookCells(output, name).cells).toEqual(readWorkbookCells(input, name).cells);
    }
  });

  it('is read by another reader (SheetJS) with the text kept as text', async () => {
    const output = await writeWorkbookEdits(await goldenWorkbook(), 'Data', EDITS);
    const sheet = XLSX.read(output, { type: 'array' }).Sheets.Data;
    const code = sheet?.A3 as XLSX.CellObject | undefined;

    expect(code).toMatchObject({ t: 's', v: '=1+1' });
    expect(code?.f).toBeUndefined();
    expect(sheet?.C4).toMatchObject({ t: 'n', v: 42 });
  });
});
