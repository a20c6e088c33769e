import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_PATH, type ChatHistory } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { MARCH_STATEMENT } from '../../test/statements';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

/** A statement whose text cells a spreadsheet would run, and a quoted comma. */
const HOSTILE_STATEMENT = [
  'Date,Description,Amount,Balance',
  '2026-04-01,"=HYPERLINK(""http://evil.example"",""Click"")",100.00,100.00',
  '2026-04-02,@SUM(A1:A9),-0.05,99.95',
  '2026-04-03,"CAFE, THE",-12.30,87.65',
].join('\n');

describe.each(testEngines())('GET /api/me/export on %s', (engine) => {
  let t: TestApp;
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  const exportOf = async (client: SessionClient) => {
    const response = await client.request('GET', DATA_EXPORT_PATH);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`${name} is not in the zip: ${Object.keys(files).join(', ')}`);
      return strFromU8(file);
    };
    return { response, files, text };
  };

  beforeAll(async () => {
    const clock = new ManualClock(new Date('2026-04-20T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
    for (const [user, fileName, content] of [
      [ada, 'march.csv', MARCH_STATEMENT],
      [ada, 'hostile.csv', HOSTILE_STATEMENT],
      [bob, 'bobs-secret.csv', MARCH_STATEMENT.replace('NETFLIX.COM', 'BOB ONLY PAYEE')],
    ] as const) {
      const upload = await user.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(upload.statusCode).toBe(201);
      clock.advance(60_000);
    }
    const asked = await ada.client.request('POST', '/api/qa/query', {
      question: 'What balance did the account end with?',
      filename: 'march.csv',
    });
    expect(asked.statusCode).toBe(200);
    await bob.client.request('POST', '/api/qa/query', {
      question: 'How much did I spend?',
      filename: 'bobs-secret.csv',
    });
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const anonymous = await SessionClient.open(t.app);
    const response = await anonymous.request('GET', DATA_EXPORT_PATH);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('downloads as a dated attachment that is never cached', async () => {
    const { response, files } = await exportOf(ada.client);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sheetwise-export-2026-04-20.zip"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'chats/hostile.csv.json',
      'chats/march.csv.json',
      'profile.json',
      'statements/hostile.csv',
      'statements/march.csv',
    ]);
  });

  it('has every transaction with its figures to the cent', async () => {
    const { text } = await exportOf(ada.client);
    expect(text('statements/march.csv').split('\r\n')).toEqual([
      'date,description,amount,balance,currency,merchant,category,reference',
      expect.stringMatching(/^2026-03-01,SALARY ACME LTD,2500\.00,2500\.00,/),
      expect.stringMatching(/^2026-03-02,TESCO STORES 2231,-45\.10,2454\.90,/),
      expect.stringMatching(/^2026-03-05,NETFLIX\.COM,-9\.99,2444\.91,/),
      '',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { text } = await exportOf(ada.client);
    const lines = text('statements/hostile.csv').split('\r\n');
    expect(lines[1]).toMatch(
      /^2026-04-01,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",100\.00,100\.00,/,
    );
    expect(lines[2]).toMatch(/^2026-04-02,'@SUM\(A1:A9\),-0\.05,99\.95,/);
    expect(lines[3]).toMatch(/^2026-04-03,"CAFE, THE",-12\.30,87\.65,/);
  });

  it('has the chats as JSON, the same as the chat history', async () => {
    const { text } = await exportOf(ada.client);
    const chat = JSON.parse(text('chats/march.csv.json')) as {
      document: string;
      messages: ChatHistory;
    };
    const history = await ada.client.request('GET', '/api/documents/march.csv/messages');
    expect(chat.document).toBe('march.csv');
    expect(chat.messages).toEqual(history.json<ChatHistory>());
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[1]?.message).toContain('2,444.91');
    expect(JSON.parse(text('chats/hostile.csv.json'))).toEqual({
      document: 'hostile.csv',
      messages: [],
    });
  });

  it('has the profile, never the password hash', async () => {
    await ada.client.request('PATCH', '/api/me/preferences', { dateDisplay: 'iso' });
    const { text } = await exportOf(ada.client);
    const profile = JSON.parse(text('profile.json')) as Record<string, unknown>;
    expect(profile).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      plan: 'Trial',
      createdAt: '2026-04-20T09:00:00.000Z',
      signsInWithPassword: true,
      displayPreferences: { theme: 'system', dateDisplay: 'iso', currencyDisplay: 'symbol-before' },
      documents: [
        expect.objectContaining({ fileName: 'march.csv' }),
        expect.objectContaining({ fileName: 'hostile.csv' }),
      ],
    });
    const hash = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toBeTruthy();
    expect(text('profile.json')).not.toContain(hash.password_hash);
    expect(text('profile.json')).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(text('README.txt')).toContain('statements/<document>.csv');
  });

  it("never holds another user's documents or chats", async () => {
    const { files, text } = await exportOf(ada.client);
    const everything = Object.keys(files).map(text).join('\n');
    expect(everything).not.toContain('bobs-secret');
    expect(everything).not.toContain('BOB ONLY PAYEE');
    expect(everything).not.toContain('bob@example.com');

    const bobs = await exportOf(bob.client);
    expect(Object.keys(bobs.files).sort()).toEqual([
      'README.txt',
      'chats/bobs-secret.csv.json',
      'profile.json',
      'statements/bobs-secret.csv',
    ]);
    expect(bobs.text('statements/bobs-secret.csv')).toContain('BOB ONLY PAYEE,-9.99,2444.91');
    expect(bobs.text('profile.json')).not.toContain('ada@example.com');
  });
  it("holds the user's corrections, and only theirs", async () => {
    const fix = await ada.client.request('PATCH', '/api/transactions/march.csv/1', {
      category: 'Treats',
    });
    expect(fix.statusCode).toBe(204);
    const rule = await ada.client.request('PATCH', '/api/transactions/march.csv/0', {
      category: 'Salary',
      everyRowOfMerchant: true,
    });
    expect(rule.statusCode).toBe(204);
    const corrections = JSON.parse((await exportOf(ada.client)).text('corrections.json')) as {
      merchantRules: { category: string }[];
      rows: unknown[];
    };
    expect(corrections.merchantRules).toMatchObject([{ category: 'Salary' }]);
    expect(corrections.rows).toEqual([
      { statement: 'march.csv', position: 1, merchant: null, category: 'Treats' },
    ]);
    // The statement's file categorises every row as the sheet does, corrections applied.
    const lines = (await exportOf(ada.client)).text('statements/march.csv').split('\r\n');
    expect(lines[1]).toMatch(/^2026-03-01,SALARY ACME LTD,2500\.00,2500\.00,[A-Z]*,[^,]+,Salary,/);
    expect(lines[2]).toMatch(/^2026-03-02,TESCO STORES 2231,-45\.10,2454\.90,[A-Z]*,[^,]+,Treats,/);
    expect(lines[3]).toMatch(
      /^2026-03-05,NETFLIX\.COM,-9\.99,2444\.91,[A-Z]*,[^,]+,Subscriptions,/,
    );
    expect(Object.keys((await exportOf(bob.client)).files)).not.toContain('corrections.json');
  });

  it("holds the user's sync pairs with their settings and runs, and only theirs", async () => {
    await t.database.db
      .insertInto('sheet_connections')
      .values({ user_id: ada.id, connected_at: new Date() })
      .execute();
    const added = await ada.client.request('POST', '/api/sheets', {
      url: 'https://docs.google.com/spreadsheets/d/AdasBudgetSheet0000/edit',
    });
    const pairId = added.json<{ id: string }>().id;
    await ada.client.request('PATCH', `/api/sync/pairs/${pairId}`, { policy: 'excel-preferred' });
    await t.database.db
      .insertInto('sync_runs')
      .values({
        id: randomUUID(),
        pair_id: pairId,
        user_id: ada.id,
        kind: 'sync',
        status: 'success',
        phase: 'done',
        started_at: new Date('2026-04-20T09:30:00.000Z'),
        cells_google: 2,
      })
      .execute();
    const { pairs } = JSON.parse((await exportOf(ada.client)).text('sync-pairs.json')) as {
      pairs: unknown[];
    };
    expect(pairs).toEqual([
      expect.objectContaining({
        url: 'https://docs.google.com/spreadsheets/d/AdasBudgetSheet0000/edit',
        policy: 'excel-preferred',
        runs: [
          expect.objectContaining({ status: 'success', cellsUpdated: { google: 2, excel: 0 } }),
        ],
      }),
    ]);
    expect(Object.keys((await exportOf(bob.client)).files)).not.toContain('sync-pairs.json');
  });
});
