import { noEdits, type CellWrite, type SheetEdits } from '@sheetwise/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SideNotFoundError } from '../side-connector';
import { readWorkbookCells } from './read-workbook-cells';
import { goldenWorkbook } from './test-support/golden-workbook';
import { minimalWorkbook } from './test-support/minimal-workbook';
import { writeWorkbookEdits } from './write-workbook-edits';

const writes = (...cells: CellWrite[]): SheetEdits => ({ ...noEdits(), writes: cells });
const sheetXml = (bytes: Uint8Array, part = 'xl/worksheets/sheet1.xml'): string =>
  strFromU8(unzipSync(bytes)[part] ?? new Uint8Array());

describe('dates in both date systems', () => {
  it('reads the days around Excel 1900 phantom 29 February and writes them back as the same serials', async () => {
    const bytes = minimalWorkbook(
      '<row r="1"><c r="A1" s="1"><v>59</v></c><c r="B1" s="1"><v>61</v></c></row>',
    );
    expect(readWorkbookCells(bytes).cells).toEqual([
      [{ date: '1900-02-28' }, { date: '1900-03-01' }],
    ]);

    const written = await writeWorkbookEdits(
      bytes,
      'Sheet1',
      writes(
        { row: 1, column: 0, value: { date: '1900-02-28' } },
        { row: 1, column: 1, value: { date: '1900-03-01' } },
      ),
    );
    expect(readWorkbookCells(written).cells[1]).toEqual([
      { date: '1900-02-28' },
      { date: '1900-03-01' },
    ]);
    expect(sheetXml(written)).toMatch(
      /<c r="A2" s="\d+"><v>59<\/v><\/c><c r="B2" s="\d+"><v>61<\/v><\/c>/,
    );
  });

  it('reads and writes a 1904 workbook with its own epoch', async () => {
    const bytes = minimalWorkbook('<row r="1"><c r="A1" s="1"><v>0</v></c></row>', {
      date1904: true,
    });
    const read = readWorkbookCells(bytes);
    expect(read.dateSystem).toBe('excel-1904');
    expect(read.cells).toEqual([[{ date: '1904-01-01' }]]);

    const written = await writeWorkbookEdits(
      bytes,
      'Sheet1',
      writes({ row: 0, column: 1, value: { date: '2024-03-01T08:30:00' } }),
    );
    expect(readWorkbookCells(written).cells).toEqual([
      [{ date: '1904-01-01' }, { date: '2024-03-01T08:30:00' }],
    ]);
    // 2024-03-01 is day 43,890 from 1904-01-01 (45,352 in the 1900 system).
    expect(sheetXml(written)).toContain('<v>43890.354166666664</v>');
  });

  it('gives a date written into an unformatted cell a date format, and a number into a date cell none', async () => {
    const bytes = minimalWorkbook(
      '<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="1"><v>45000</v></c></row>',
    );
    const written = await writeWorkbookEdits(
      bytes,
      'Sheet1',
      writes({ row: 0, column: 0, value: { date: '2024-05-31' } }, { row: 0, column: 1, value: 7 }),
    );
    expect(readWorkbookCells(written).cells).toEqual([[{ date: '2024-05-31' }, 7]]);
  });
});

describe('typed cells', () => {
  it('keeps text that looks like a number or a formula as text, both ways', async () => {
    const golden = await goldenWorkbook();
    expect(readWorkbookCells(golden, 'Data').cells[1]?.[0]).toBe('00001');

    const written = await writeWorkbookEdits(
      minimalWorkbook('<row r="1"><c r="A1"><v>1</v></c></row>'),
      'Sheet1',
      writes(
        { row: 0, column: 0, value: '00007' },
        { row: 0, column: 1, value: '=SUM(A1)' },
        { row: 0, column: 2, value: 'a < b & "c"\r\n_x0041_\u0001' },
        { row: 0, column: 3, value: true },
      ),
    );
    expect(readWorkbookCells(written).cells).toEqual([
      ['00007', '=SUM(A1)', 'a < b & "c"\r\n_x0041_\u0001', true],
    ]);
  });

  it('reads a formula in R1C1 form with its cached result, shared formulas included', async () => {
    const cells = readWorkbookCells(await goldenWorkbook(), 'Data').cells;
    expect(cells[1]?.[3]).toEqual({ formula: '=RC[-1]*(1+RC[2])', result: 13.125 });
    expect(cells[2]?.[3]).toEqual({ formula: '=RC[-1]*(1+RC[2])', result: 1320 });
    const summary = readWorkbookCells(await goldenWorkbook(), 'Summary').cells;
    expect(summary[0]?.[1]).toEqual({ formula: '=SUM(Data!R[1]C[1]:R[5]C[1])', result: 1364.74 });
  });

  it('reads merged and rich-text cells as untouchable, and hidden rows like the others', async () => {
    const cells = readWorkbookCells(await goldenWorkbook(), 'Data').cells;
    expect(cells[8]?.[0]).toEqual({ untouchable: 'rich-text', shown: 'Bold and plain' });
    expect(cells[9]?.slice(0, 3)).toEqual([
      { untouchable: 'merged', shown: 'Merged notes' },
      { untouchable: 'merged', shown: null },
      { untouchable: 'merged', shown: null },
    ]);
    expect(cells[3]?.[0]).toBe('00003');
  });

  it('refuses to write over a formula or an untouchable cell, or to write a formula', async () => {
    const golden = await goldenWorkbook();
    await expect(
      writeWorkbookEdits(golden, 'Data', writes({ row: 1, column: 3, value: 1 })),
    ).rejects.toThrow(/formula/);
    await expect(
      writeWorkbookEdits(golden, 'Data', writes({ row: 9, column: 1, value: 1 })),
    ).rejects.toThrow();
    await expect(
      writeWorkbookEdits(golden, 'Data', writes({ row: 1, column: 0, value: { formula: 'RC' } })),
    ).rejects.toThrow(/formulas/);
  });
});

describe('growing, clearing and deleting', () => {
  it('grows the sheet for writes past its last row and column', async () => {
    const bytes = minimalWorkbook(
      '<row r="1"><c r="A1"><v>1</v></c></row><row r="3"><c r="A3"><v>3</v></c></row>',
    );
    const written = await writeWorkbookEdits(
      bytes,
      'Sheet1',
      writes(
        { row: 5, column: 3, value: 'far' },
        { row: 1, column: 1, value: 'between' },
        { row: 0, column: 2, value: 2 },
      ),
    );
    expect(readWorkbookCells(written).cells).toEqual([
      [1, null, 2, null],
      [null, 'between', null, null],
      [3, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, 'far'],
    ]);
    expect(sheetXml(written)).toContain('<dimension ref="A1:D6"/>');
  });

  it('clears a value and keeps the cell format', async () => {
    const bytes = minimalWorkbook(
      '<row r="1"><c r="A1" s="1"><v>45000</v></c><c r="B1"><v>2</v></c></row>',
    );
    const written = await writeWorkbookEdits(
      bytes,
      'Sheet1',
      writes({ row: 0, column: 0, value: null }),
    );
    expect(readWorkbookCells(written).cells).toEqual([[null, 2]]);
    expect(sheetXml(written)).toContain('<c r="A1" s="1"/>');
  });

  it('clears deleted rows and columns, formulas included', async () => {
    const golden = await goldenWorkbook();
    const written = await writeWorkbookEdits(golden, 'Data', {
      writes: [],
      deleteRows: [5],
      deleteColumns: [6],
    });
    const cells = readWorkbookCells(written, 'Data').cells;
    expect(cells[5]).toEqual(Array.from({ length: 6 }, () => null));
    expect(cells[1]?.length).toBe(6);
    expect(cells[4]?.[0]).toBe('00004');
  });

  it('refuses to clear the cell that holds a filled-down formula for the cells below it', async () => {
    const golden = await goldenWorkbook();
    await expect(
      writeWorkbookEdits(golden, 'Data', { writes: [], deleteRows: [1], deleteColumns: [] }),
    ).rejects.toThrow(/shared\) formula/);
  });
});

describe('files that cannot be synced', () => {
  it('says a file that is not a workbook is not one', () => {
    expect(() => readWorkbookCells(new TextEncoder().encode('not a zip at all'))).toThrow(
      SideNotFoundError,
    );
    expect(() => readWorkbookCells(new TextEncoder().encode('not a zip at all'))).toThrow(
      /not an Excel workbook/,
    );
  });

  it('says which sheet is missing', () => {
    expect(() => readWorkbookCells(minimalWorkbook(''), 'Budget')).toThrow(
      /no sheet named "Budget"/,
    );
  });

  it('refuses an oversized sheet quickly, in rows or in columns', () => {
    const rows = Array.from(
      { length: 200_001 },
      (_, index) => `<row r="${index + 1}"><c r="A${index + 1}"><v>${index}</v></c></row>`,
    );
    const tall = minimalWorkbook(rows.join(''));
    const started = performance.now();
    expect(() => readWorkbookCells(tall)).toThrow(/at most 200,000 rows and 200 columns/);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(() =>
      readWorkbookCells(minimalWorkbook('<row r="1"><c r="HA1"><v>1</v></c></row>')),
    ).toThrow(/at most 200,000 rows and 200 columns/);
  });
});
