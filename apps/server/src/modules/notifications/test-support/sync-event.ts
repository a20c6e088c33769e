import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@sheetwise/contracts';
import type { SessionClient } from '../../../test/session-client';
import type { TestApp } from '../../../test/test-app';
import type { SyncEvent } from '../sync-notices';

/**
 * A pair added through the API and a finished run of it, as a sync leaves them: the event the run
 * would tell its owner of.
 */
export async function syncEventFor(
  t: TestApp,
  user: { client: SessionClient; id: string },
  kind: NotificationKind,
): Promise<SyncEvent> {
  // Adding a sheet needs the Google account connected, as the panel's consent leaves it.
  await t.database.db
    .insertInto('sheet_connections')
    .values({ user_id: user.id, connected_at: new Date() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const sheet = await user.client.request('POST', '/api/sheets', {
    url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
  });
  const pair = sheet.json<{ id: string; name: string }>();
  const runId = randomUUID();
  const now = new Date();
  await t.database.db
    .insertInto('sync_runs')
    .values({
      id: runId,
      pair_id: pair.id,
      user_id: user.id,
      kind: 'sync',
      status: 'failed',
      phase: 'done',
      started_at: now,
      finished_at: now,
    })
    .execute();
  return { userId: user.id, pairId: pair.id, pairName: pair.name, runId, kind };
}
