import { editsAreEmpty, type SheetEdits } from '@sheetwise/sync';
import type { ApiHttp } from '../http/api-http';
import {
  SideNotFoundError,
  VersionChangedError,
  type SideConnector,
  type SideSnapshot,
} from '../side-connector';
import {
  itemUrl,
  ONEDRIVE_NOT_FOUND_MESSAGE,
  rangePath,
  SESSION_HEADER,
  USED_RANGE_SELECT,
  worksheetPath,
  type DriveItemAnswer,
  type SessionAnswer,
  type UsedRangeAnswer,
  type WorksheetsAnswer,
} from './graph-api';
import { planWrite } from './plan-write';
import { dateCells, usedRangeCells } from './read-cells';

type Session = Readonly<Record<string, string>>;

/**
 * One worksheet of a workbook in the user's OneDrive as a sync side, over Microsoft Graph's
 * workbook API. The item's eTag is its version: read before the cells, and checked (If-Match)
 * right before writing, so a change made meanwhile parks the run and nothing is written. Each
 * read and write works in a workbook session that persists its changes, closed at the end.
 */
export class OneDriveConnector implements SideConnector {
  private lastDateCells: ReadonlySet<string> = new Set();

  constructor(
    private readonly http: ApiHttp,
    private readonly graphUrl: string,
    private readonly itemId: string,
    private readonly sheetName?: string,
  ) {}

  /** The item's eTag alone: what a scheduler compares to skip an unchanged file unread. */
  async version(): Promise<string> {
    const item = await this.http.json<DriveItemAnswer>(
      'GET',
      itemUrl(this.graphUrl, this.itemId, '', { $select: 'eTag' }),
    );
    if (typeof item.eTag !== 'string') throw new Error('Graph sent no eTag');
    return item.eTag;
  }

  async read(): Promise<SideSnapshot> {
    const version = await this.version();
    return this.inSession(async (session) => {
      const sheet = await this.worksheet(session);
      const range = await this.http.call<UsedRangeAnswer>(
        'GET',
        itemUrl(this.graphUrl, this.itemId, `${worksheetPath(sheet)}/usedRange(valuesOnly=false)`, {
          $select: USED_RANGE_SELECT,
        }),
        { headers: session },
      );
      this.lastDateCells = dateCells(range ?? {});
      return { cells: usedRangeCells(range ?? {}), version };
    });
  }

  async write(edits: SheetEdits, expectedVersion: string): Promise<{ readonly version: string }> {
    await this.checkVersion(expectedVersion);
    if (editsAreEmpty(edits)) return { version: expectedVersion };
    const plan = planWrite(edits, this.lastDateCells);
    await this.inSession(async (session) => {
      const sheet = worksheetPath(await this.worksheet(session));
      const url = (suffix: string) => itemUrl(this.graphUrl, this.itemId, `${sheet}${suffix}`);
      for (const patch of plan.patches) {
        const range = url(rangePath(patch.address));
        if (patch.numberFormat) {
          await this.http.call('PATCH', range, {
            headers: session,
            body: { numberFormat: patch.numberFormat },
          });
        }
        await this.http.call('PATCH', range, { headers: session, body: { values: patch.values } });
      }
      for (const { address, shift } of plan.deletes) {
        await this.http.call('POST', url(`${rangePath(address)}/delete`), {
          headers: session,
          body: { shift },
        });
      }
    });
    return { version: await this.version() };
  }

  /** 412 from If-Match, or an eTag that differs: the file changed since it was read. */
  private async checkVersion(expected: string): Promise<void> {
    const item = await this.http.call<DriveItemAnswer>(
      'GET',
      itemUrl(this.graphUrl, this.itemId, '', { $select: 'eTag' }),
      { headers: { 'if-match': expected } },
    );
    if (item?.eTag !== expected) throw new VersionChangedError();
  }

  private async worksheet(session: Session): Promise<string> {
    const answer = await this.http.call<WorksheetsAnswer>(
      'GET',
      itemUrl(this.graphUrl, this.itemId, '/workbook/worksheets', { $select: 'name,position' }),
      { headers: session },
    );
    const sheets = [...(answer?.value ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const found =
      this.sheetName === undefined
        ? sheets[0]
        : sheets.find((sheet) => sheet.name === this.sheetName);
    if (!found) throw new SideNotFoundError(ONEDRIVE_NOT_FOUND_MESSAGE);
    return found.name;
  }

  private async inSession<T>(work: (session: Session) => Promise<T>): Promise<T> {
    const created = await this.http.call<SessionAnswer>(
      'POST',
      itemUrl(this.graphUrl, this.itemId, '/workbook/createSession'),
      { body: { persistChanges: true } },
    );
    if (!created?.id) throw new Error('Graph sent no workbook session');
    const session = { [SESSION_HEADER]: created.id };
    try {
      return await work(session);
    } finally {
      // A session left open expires on its own; failing to close it must not fail the run.
      await this.http
        .call('POST', itemUrl(this.graphUrl, this.itemId, '/workbook/closeSession'), {
          headers: session,
        })
        .catch(() => undefined);
    }
  }
}
