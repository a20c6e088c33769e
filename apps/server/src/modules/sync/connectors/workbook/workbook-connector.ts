import { createHash } from 'node:crypto';
import type { SideConnector } from '../side-connector';
import { VersionChangedError } from '../side-connector';
import { readWorkbookCells } from './read-workbook-cells';
import { writeWorkbookEdits } from './write-workbook-edits';
import type { WorkbookWriter } from './workbook-writer';

export interface WorkbookConnectorOptions {
  /** The workbook's current bytes (an upload, a stored file, a browser-linked file). */
  load(): Promise<Uint8Array>;
  save(bytes: Uint8Array): Promise<void>;
  /** The synced sheet; the first visible sheet when absent. */
  sheetName?: string;
  writer?: WorkbookWriter;
}

/** A workbook's version: the SHA-256 of its bytes, so any change to the file is a new version. */
export const workbookVersion = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** One side of a pair that is an .xlsx workbook. */
export function workbookConnector(options: WorkbookConnectorOptions): SideConnector {
  return {
    async version() {
      return workbookVersion(await options.load());
    },
    async read() {
      const bytes = await options.load();
      const { cells } = readWorkbookCells(bytes, options.sheetName);
      return { cells, version: workbookVersion(bytes) };
    },
    async write(edits, expectedVersion) {
      const bytes = await options.load();
      if (workbookVersion(bytes) !== expectedVersion) throw new VersionChangedError();
      const sheetName = options.sheetName ?? readWorkbookCells(bytes).sheetName;
      const written = await writeWorkbookEdits(bytes, sheetName, edits, options.writer);
      await options.save(written);
      return { version: workbookVersion(written) };
    },
  };
}
