import type { SyncRun, SyncRunDetail } from '@sheetwise/contracts';
import type { SessionClient } from '../../../test/session-client';

/** Polls a run until its phase is done, as the pair page does. */
export async function finishedRun(client: SessionClient, runId: string): Promise<SyncRun> {
  return (await finishedRunDetail(client, runId)).run;
}

export async function finishedRunDetail(
  client: SessionClient,
  runId: string,
): Promise<SyncRunDetail> {
  for (let poll = 0; poll < 400; poll += 1) {
    const detail = (await client.request('GET', `/api/sync/runs/${runId}`)).json<SyncRunDetail>();
    if (detail.run.phase === 'done') return detail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The run did not finish');
}

/** Sync Now, and the run once it is done. */
export async function syncNow(client: SessionClient, pairId: string): Promise<SyncRun> {
  const started = await client.request('POST', `/api/sync/pairs/${pairId}/runs`);
  if (started.statusCode !== 202) throw new Error(`Sync Now was refused: ${started.body}`);
  return finishedRun(client, started.json<SyncRun>().id);
}
