import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_QUEUE_MESSAGES } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createStatementParser, type StatementParser } from './parsing/statement-parser';

const statement = (name: string) => ({
  fileName: name,
  content: 'Date,Description,Amount\n2026-03-01,Salary,2500.00\n2026-03-02,GROCER,-45.10\n',
});

/** The real parser, but each parse waits at a gate until the test opens them all. */
function gatedParser() {
  const started: string[] = [];
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const real = createStatementParser();
  const parser: StatementParser = async (job) => {
    started.push(job.fileName);
    await opened;
    return real(job);
  };
  return { parser, started, open };
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 200 && !until(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

describe('uploads taking turns at the parser', () => {
  let t: TestApp;
  const gate = gatedParser();

  /** The app's spool is made under the temporary folder it finds at start: this one. */
  let spoolParent: string;
  const previousTmpdir = process.env.TMPDIR;

  beforeAll(async () => {
    spoolParent = await mkdtemp(path.join(tmpdir(), 'sheetwise-turns-'));
    process.env.TMPDIR = spoolParent;
    t = await buildTestApp({ parser: gate.parser, env: { SIGNUP_LIMIT_PER_IP: '100' } });
  });
  afterAll(async () => {
    await t.close();
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
  });

  /** The uploads waiting on disk: every spooled file of the app. */
  async function spooled(): Promise<string[]> {
    const spool = (await readdir(spoolParent)).find((name) =>
      name.startsWith('sheetwise-uploads-'),
    );
    return readdir(path.join(spoolParent, spool ?? ''));
  }

  it('reads another user’s upload before a flooder’s next, refuses a flood past its line, and a full server with Retry-After', async () => {
    const ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    const bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    const others: SessionClient[] = [];
    for (let i = 0; i < 21; i += 1) {
      others.push((await SessionClient.signUp(t.app, `user${i}@example.com`)).client);
    }

    const flood = ['a1.csv', 'a2.csv', 'a3.csv'].map((name) =>
      ada.upload('/api/embed/upload-doc', [statement(name)]),
    );
    await settle(() => gate.started.length === 1);
    const bobs = bob.upload('/api/embed/upload-doc', [statement('b1.csv')]);
    await settle(() => gate.started.length === 2);
    // Ada's second waits although the parser has room: one parse per user at a time. Her three
    // were sent at once, so which of them arrived first is the network's to say.
    expect(gate.started).toHaveLength(2);
    expect(gate.started[0]).toMatch(/^a[123]\.csv$/);
    expect(gate.started[1]).toBe('b1.csv');

    const tooMany = await ada.upload('/api/embed/upload-doc', [statement('a4.csv')]);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toEqual({
      code: 'uploads-in-progress',
      message: UPLOAD_QUEUE_MESSAGES.yours,
    });

    // Ada has 2 waiting; 18 more users fill the line to its 20.
    const waiting = others
      .slice(0, 18)
      .map((client, i) => client.upload('/api/embed/upload-doc', [statement(`u${i}.csv`)]));
    await new Promise((r) => setTimeout(r, 300));
    // Every upload in line, and the two being read, waits as a file, not in memory.
    expect(await spooled()).toHaveLength(22);
    const full = await others[20]?.upload('/api/embed/upload-doc', [statement('late.csv')]);
    expect(full?.statusCode).toBe(503);
    expect(full?.headers['retry-after']).toBe('30');
    expect(full?.json()).toEqual({ code: 'server-busy', message: UPLOAD_QUEUE_MESSAGES.busy });

    gate.open();
    const statuses = (await Promise.all([...flood, bobs, ...waiting])).map((r) => r.statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    // Bob's went second; Ada's next came after others' who were waiting for their first.
    const adasNext = gate.started.filter((name) => name.startsWith('a'))[1] ?? '';
    expect(gate.started.indexOf(adasNext)).toBeGreaterThan(gate.started.indexOf('u0.csv'));

    // Each is removed once its answer is sent.
    await vi.waitFor(
      async () => {
        expect(await spooled()).toEqual([]);
      },
      { timeout: 5_000 },
    );
  }, 60_000);
});
