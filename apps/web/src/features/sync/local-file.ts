import { SYNC_WORKBOOK_EXTENSION, type LocalWriteReport, type SyncRun } from '@sheetwise/contracts';
import { pollRun, runWroteMerge } from './run-polling';
import { downloadWorkbook, reportLocalWrite, startRun, uploadWorkbook } from './sync-api';

/**
 * Syncing a workbook in place on this computer, through Chromium's File System Access API: the
 * file is read, sent as the newer version, synced, and the merged workbook written back into it.
 * TypeScript's DOM types lack the permission calls and the picker, so the parts used are typed
 * here.
 */
type Access = 'granted' | 'denied' | 'prompt';
const READ_WRITE = { mode: 'readwrite' } as const;

interface Writable {
  write: (data: Blob) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
}

/** The part of a FileSystemFileHandle this flow uses. */
export interface LinkedFile {
  readonly name: string;
  queryPermission: (descriptor: typeof READ_WRITE) => Promise<Access>;
  requestPermission: (descriptor: typeof READ_WRITE) => Promise<Access>;
  getFile: () => Promise<File>;
  createWritable: () => Promise<Writable>;
}

interface PickerScope {
  showOpenFilePicker?: (options: object) => Promise<LinkedFile[]>;
  indexedDB?: unknown;
}

/** Only Chromium has the picker; elsewhere the option is not shown at all. */
export function canLinkLocalFiles(scope: object = window): boolean {
  const { showOpenFilePicker, indexedDB } = scope as PickerScope;
  return typeof showOpenFilePicker === 'function' && indexedDB !== undefined;
}

/** Asks the person for one .xlsx; null when they cancel the picker. */
export async function pickWorkbookFile(scope: object = window): Promise<LinkedFile | null> {
  const { showOpenFilePicker } = scope as PickerScope;
  if (!showOpenFilePicker) return null;
  try {
    const [file] = await showOpenFilePicker({
      multiple: false,
      excludeAcceptAllOption: true,
      types: [
        {
          description: 'Excel workbook',
          accept: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
              SYNC_WORKBOOK_EXTENSION,
            ],
          },
        },
      ],
    });
    return file ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}

/**
 * Read-and-write access, asked again when the browser has forgotten it (it does between visits).
 * Must run while the click that started the sync still counts as the person's gesture.
 */
export async function askAccess(file: LinkedFile): Promise<boolean> {
  if ((await file.queryPermission(READ_WRITE)) === 'granted') return true;
  return (await file.requestPermission(READ_WRITE)) === 'granted';
}

export type LocalWriteOutcome = LocalWriteReport['outcome'];

// Excel holds an open workbook locked; the browser reports it as one of these.
const LOCKED_ERRORS = new Set(['NoModificationAllowedError', 'InvalidStateError']);

/** Writes the merged workbook into the file; a lock or a withdrawn permission writes nothing. */
export async function writeBack(file: LinkedFile, contents: Blob): Promise<LocalWriteOutcome> {
  if ((await file.queryPermission(READ_WRITE)) !== 'granted') return 'denied';
  let writable: Writable | null = null;
  try {
    writable = await file.createWritable();
    await writable.write(contents);
    await writable.close();
    return 'written';
  } catch (error) {
    // The browser writes to a copy until close(): aborting leaves the original as it was.
    await writable?.abort().catch(() => undefined);
    if (error instanceof DOMException && LOCKED_ERRORS.has(error.name)) return 'locked';
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
    throw error;
  }
}

export type LinkedSyncOutcome =
  /** Permission was refused before anything was read or sent. */
  | { kind: 'not-allowed' }
  /** The run ended without a merge to write back (parked, failed), or the page was left. */
  | { kind: 'not-written'; run: SyncRun | null }
  | { kind: LocalWriteOutcome; run: SyncRun };

/** The whole in-place sync of a linked file, reporting the run as it goes. */
export async function syncLinkedFile(
  pairId: string,
  file: LinkedFile,
  onUpdate: (run: SyncRun) => void,
  signal?: AbortSignal,
): Promise<LinkedSyncOutcome> {
  if (!(await askAccess(file))) return { kind: 'not-allowed' };
  await uploadWorkbook(pairId, await file.getFile());
  const started = await startRun(pairId);
  onUpdate(started);
  const finished = await pollRun(started, onUpdate, signal);
  if (finished === null || !runWroteMerge(finished)) return { kind: 'not-written', run: finished };
  const outcome = await writeBack(file, await downloadWorkbook(pairId));
  const reported = await reportLocalWrite(finished.id, { outcome });
  onUpdate(reported);
  return { kind: outcome, run: reported };
}
