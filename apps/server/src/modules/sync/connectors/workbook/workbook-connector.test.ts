import { noEdits } from '@sheetwise/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { VersionChangedError } from '../side-connector';
import { minimalWorkbook } from './test-support/minimal-workbook';
import { workbookConnector, workbookVersion } from './workbook-connector';

function storedWorkbook(initial: Uint8Array): {
  bytes: () => Uint8Array;
  saves: () => number;
  connector: ReturnType<typeof workbookConnector>;
} {
  let bytes = initial;
  let saves = 0;
  const connector = workbookConnector({
    load: () => Promise.resolve(bytes),
    save: (written) => {
      bytes = written;
      saves += 1;
      return Promise.resolve();
    },
  });
  return { bytes: () => bytes, saves: () => saves, connector };
}

describe('the workbook connector', () => {
  it('reads cells with the hash of the bytes as version, writes, and reads back what it wrote', async () => {
    const file = storedWorkbook(minimalWorkbook('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const read = await file.connector.read();
    expect(read).toEqual({ cells: [[1]], version: workbookVersion(file.bytes()) });

    const edits = { ...noEdits(), writes: [{ row: 0, column: 1, value: '00001' }] };
    const { version } = await file.connector.write(edits, read.version);
    expect(version).toBe(workbookVersion(file.bytes()));
    expect(version).not.toBe(read.version);
    expect(await file.connector.read()).toEqual({ cells: [[1, '00001']], version });
  });

  it('writes nothing when the file changed since it was read', async () => {
    const file = storedWorkbook(minimalWorkbook('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const stale = (await file.connector.read()).version;
    await file.connector.write({ ...noEdits(), writes: [{ row: 0, column: 0, value: 2 }] }, stale);
    const before = file.bytes();

    await expect(
      file.connector.write({ ...noEdits(), writes: [{ row: 0, column: 0, value: 3 }] }, stale),
    ).rejects.toBeInstanceOf(VersionChangedError);
    expect(file.bytes()).toBe(before);
    expect(file.saves()).toBe(1);
  });

  it('hides the id column, splitting it out of an existing column span and keeping the others', async () => {
    const cols =
      '<cols><col min="1" max="3" width="20" customWidth="1"/><col min="5" max="5" width="4"/></cols>';
    const file = storedWorkbook(
      minimalWorkbook('<row r="1"><c r="A1"><v>1</v></c><c r="B1"><v>2</v></c></row>', { cols }),
    );
    const edits = {
      ...noEdits(),
      writes: [{ row: 0, column: 2, value: '_sw_id' }],
      hideColumns: [2],
    };
    await file.connector.write(edits, (await file.connector.read()).version);
    const xml = strFromU8(unzipSync(file.bytes())['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(xml).toContain(
      '<cols><col min="1" max="2" width="20" customWidth="1"/><col min="3" max="3" width="20" customWidth="1" hidden="1"/><col min="5" max="5" width="4"/></cols><sheetData>',
    );
    expect((await file.connector.read()).cells).toEqual([[1, 2, '_sw_id']]);
  });

  it('adds a column span to hide a column when the sheet has none', async () => {
    const file = storedWorkbook(minimalWorkbook('<row r="1"><c r="A1"><v>1</v></c></row>'));
    const edits = {
      ...noEdits(),
      writes: [{ row: 0, column: 1, value: '_sw_id' }],
      hideColumns: [1],
    };
    await file.connector.write(edits, (await file.connector.read()).version);
    const xml = strFromU8(unzipSync(file.bytes())['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(xml).toContain(
      '<dimension ref="A1:B1"/><cols><col min="2" max="2" hidden="1"/></cols><sheetData>',
    );
  });
});
