import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  isDate,
  isoToSerial,
  noEdits,
  type CellValue,
  type SheetCells,
  type SheetEdits,
} from '@sheetwise/sync';
import { MemorySheet } from '@sheetwise/sync/memory-sheet';
import type { Engine } from '../../../db/database';
import {
  setCell,
  type DevCell,
  type DevSheet,
} from '../../../platform/dev-spreadsheet-service/document';
import {
  changeSpreadsheet,
  createSpreadsheet,
} from '../../../platform/dev-spreadsheet-service/store';
import type { SessionClient } from '../../../test/session-client';
import { testFileStore } from '../../../test/test-app';
import { googleConnectorFor } from '../connectors/google-sheets/connector-for';
import {
  connectedUser,
  type ConnectedUser,
} from '../connectors/google-sheets/testing/connected-user';
import type { PairSides, PairSidesFactory } from '../connectors/pair-sides';
import { storedPairSides } from '../connectors/stored-pair-sides';
import { readWorkbookCells } from '../connectors/workbook/read-workbook-cells';
import { writeWorkbookEdits } from '../connectors/workbook/write-workbook-edits';
import type { FileStore } from '../../../platform/file-store';

/** A Google cell for the development service: a value, a date, or a formula in A1 form. */
export type DevInput = CellValue | { readonly a1: string };

export interface RealSidesApp extends ConnectedUser {
  files: FileStore;
  /** A pair's real sides wrapped by a test (to fail or meddle once); the real ones otherwise. */
  wrappers: Map<string, (sides: PairSides) => PairSides>;
}

/**
 * A listening app whose sync runs use the real connectors (the development spreadsheet service
 * over HTTP, the workbook in the file store), with a user who connected Google through consent.
 */
export async function realSidesApp(engine: Engine): Promise<RealSidesApp> {
  const files = testFileStore(mkdtempSync(path.join(tmpdir(), 'sheetwise-sync-')));
  const wrappers = new Map<string, (sides: PairSides) => PairSides>();
  // The real sides need the app's context, so they are made once the app is up.
  const made: { real?: PairSidesFactory } = {};
  const syncSides: PairSidesFactory = async (pair) => {
    if (!made.real) throw new Error('The real sides are not ready');
    const sides = await made.real(pair);
    return wrappers.get(pair.id)?.(sides) ?? sides;
  };
  const user = await connectedUser('ada@example.com', { engine, files, syncSides });
  made.real = storedPairSides(user.ctx, files);
  return { ...user, files, wrappers };
}

function devCell(input: DevInput): DevCell {
  if (input === null || typeof input !== 'object') return { value: input };
  if ('a1' in input) return { value: null, formula: input.a1 };
  if (isDate(input)) return { value: isoToSerial(input.date, 'sheets') ?? null, format: 'DATE' };
  throw new Error('Only plain values, dates and formulas go into a development sheet');
}

/** Changes the first sheet of a development spreadsheet as a person would, moving its version. */
export async function editDevSheet(
  app: RealSidesApp,
  spreadsheetId: string,
  change: (sheet: DevSheet) => void,
): Promise<void> {
  const outcome = await changeSpreadsheet(app.ctx.db, spreadsheetId, (spreadsheet) => {
    const sheet = spreadsheet.sheets[0];
    if (!sheet) throw new Error('The spreadsheet has no sheet');
    change(sheet);
    return { changed: true, result: null };
  });
  if (!outcome) throw new Error('No such spreadsheet');
}

export function setDevCell(sheet: DevSheet, row: number, column: number, input: DevInput): void {
  sheet.rowCount = Math.max(sheet.rowCount, row + 1);
  sheet.columnCount = Math.max(sheet.columnCount, column + 1);
  setCell(sheet, row, column, devCell(input));
}

/** A development spreadsheet holding `rows` from A1, and its address as a person would paste it. */
export async function devSpreadsheet(
  app: RealSidesApp,
  rows: readonly (readonly DevInput[])[],
): Promise<{ id: string; url: string }> {
  const { id } = await createSpreadsheet(app.ctx.db, 'Budget', new Date());
  await editDevSheet(app, id, (sheet) => {
    rows.forEach((cells, row) => {
      cells.forEach((input, column) => {
        setDevCell(sheet, row, column, input);
      });
    });
  });
  return { id, url: `${app.t.origin}/dev-sheets/spreadsheets/d/${id}/edit` };
}

/** The Google side's cells as the connector reads them. */
export async function googleCells(app: RealSidesApp, spreadsheetId: string): Promise<SheetCells> {
  const connector = await googleConnectorFor(app.ctx, app.userId, spreadsheetId);
  return (await connector.read()).cells;
}

/** Uploads a workbook for the pair (a first one, or a newer version). */
export async function uploadWorkbook(
  client: SessionClient,
  pairId: string,
  bytes: Uint8Array,
): Promise<void> {
  const response = await client.upload(
    `/api/sync/pairs/${pairId}/workbook`,
    [{ fileName: 'budget.xlsx', content: Buffer.from(bytes) }],
    'PUT',
  );
  if (response.statusCode !== 200) throw new Error(`The upload was refused: ${response.body}`);
}

/** Adds the sheet by its address and uploads the workbook, as the panel and the pair page do. */
export async function addPair(
  client: SessionClient,
  url: string,
  workbook: Uint8Array,
): Promise<string> {
  const added = await client.request('POST', '/api/sheets', { url });
  if (added.statusCode !== 201) throw new Error(`The sheet was refused: ${added.body}`);
  const pairId = added.json<{ id: string }>().id;
  await uploadWorkbook(client, pairId, workbook);
  return pairId;
}

/** The pair's workbook as the last run left it. */
export async function downloadWorkbook(client: SessionClient, pairId: string): Promise<Uint8Array> {
  const response = await client.request('GET', `/api/sync/pairs/${pairId}/workbook`);
  if (response.statusCode !== 200) throw new Error(`No workbook: ${response.body}`);
  return new Uint8Array(response.rawPayload);
}

/** Rows `1…` of the sheet put in a new order, as a sort in Sheets moves them with their metadata. */
export function reorderDevRows(sheet: DevSheet, order: readonly number[]): void {
  const to = new Map(order.map((from, index) => [from, index + 1]));
  const moved = (row: number) => (row === 0 ? 0 : (to.get(row) ?? row));
  const cells: DevSheet['cells'] = {};
  for (const [key, cell] of Object.entries(sheet.cells)) {
    const [row = 0, column = 0] = key.split(':').map(Number);
    cells[`${moved(row)}:${column}`] = cell;
  }
  sheet.cells = cells;
  sheet.metadata = sheet.metadata.map((entry) => {
    const range = entry.location.dimensionRange;
    const startIndex = moved(range.startIndex);
    return {
      ...entry,
      location: { dimensionRange: { ...range, startIndex, endIndex: startIndex + 1 } },
    };
  });
}

/** A person's edit of the workbook on their computer, uploaded as its newer version. */
export async function editWorkbook(
  client: SessionClient,
  pairId: string,
  writes: SheetEdits['writes'],
): Promise<void> {
  const current = await downloadWorkbook(client, pairId);
  const edited = await writeWorkbookEdits(current, 'Data', { ...noEdits(), writes });
  await uploadWorkbook(client, pairId, edited);
}

/** The workbook's synced sheet as the connector reads it. */
export async function workbookCells(client: SessionClient, pairId: string): Promise<SheetCells> {
  return readWorkbookCells(await downloadWorkbook(client, pairId), 'Data').cells;
}

/** The data rows of the named columns (header row left out), in sheet order. */
export const columnValues = (cells: SheetCells, ...headers: string[]): CellValue[][] =>
  new MemorySheet(cells).values(...headers);
