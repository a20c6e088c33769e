import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DATA_EXPORT_REQUESTS_PATH,
  type CreateOrderResponse,
  type DataExportState,
} from '@sheetwise/contracts';
import { ManualClock } from '../../../platform/clock';
import { LocalFileStore } from '../../../platform/file-store';
import { SessionClient } from '../../../test/session-client';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { testGateway } from '../../billing/gateway';
import { applyPayment } from '../../billing/upgrade';
import { idleJobQueue } from '../../../test/idle-job-queue';

const STATEMENT = 'Date,Description,Amount\n2026-03-02,GROCER LTD,-45.10\n2026-03-05,REFUND,5.00';
const CONFIRMED = { password: 'analytical', confirmation: 'DELETE' };

/** Every table that holds a user's rows, and how to count one user's rows in it. */
const USER_TABLES = [
  'sessions',
  'identities',
  'password_reset_tokens',
  'mail_notices',
  'sheet_connections',
  'sheets',
  'documents',
  'security_events',
  'data_exports',
  'reading_choices',
  'layout_currencies',
] as const;

describe.each(testEngines())('DELETE /api/me on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-account-deletion-'));
    t = await buildTestApp({
      engine,
      clock,
      files: new LocalFileStore(filesDir),
      gateway: testGateway({ keySecret: 'deletion-key', webhookSecret: 'whsec_deletion' }),
    });
  });
  afterAll(() => t.close());

  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const db = t.database.db;
    const counts: Record<string, number> = {};
    for (const table of USER_TABLES) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = row.count;
    }
    for (const table of ['transaction_chunks', 'messages'] as const) {
      const row = await db
        .selectFrom(table)
        .innerJoin('documents', 'documents.id', `${table}.document_id`)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('documents.user_id', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = row.count;
    }
    return counts;
  }

  /** A user with a row in every table: a file, a chat, sheets, a reset link, a notice, a payment. */
  async function busyUser(email: string) {
    const user = await SessionClient.signUp(t.app, email);
    const { client, id } = user;
    await client.upload('/api/embed/upload-doc', [{ fileName: 'march.csv', content: STATEMENT }]);
    await client.request('POST', '/api/qa/query', {
      question: 'total spent',
      filename: 'march.csv',
    });
    // Connecting Google takes its consent now; the row it leaves is what deletion must remove.
    await t.database.db
      .insertInto('sheet_connections')
      .values({ user_id: id, connected_at: new Date() })
      .execute();
    await client.request('POST', '/api/sheets', {
      url: 'https://docs.google.com/spreadsheets/d/x',
    });
    await client.request('POST', '/api/auth/forgot-password', { email });
    await client.request('POST', DATA_EXPORT_REQUESTS_PATH);
    await vi.waitFor(async () => {
      const state = await client.request('GET', DATA_EXPORT_REQUESTS_PATH);
      expect(state.json<DataExportState>().latest?.status).toBe('ready');
    });
    // Password accounts have no outside identity today; one is added so its cascade is tested too.
    await t.database.db
      .insertInto('identities')
      .values({ provider: 'google', subject: email, user_id: id })
      .execute();
    // A reading confirmed for an uncertain layout (reading-uploads.test.ts asks for one).
    await t.database.db
      .insertInto('reading_choices')
      .values({
        user_id: id,
        header_signature: 'h:date|description|amount',
        choice: JSON.stringify({ headerSignature: 'h:date|description|amount', roles: {} }),
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .execute();
    // A currency given to a statement that named none (document-currency.test.ts gives one).
    await t.database.db
      .insertInto('layout_currencies')
      .values({
        user_id: id,
        header_signature: 'h:date|description|amount',
        currency: 'EUR',
        updated_at: clock.now(),
      })
      .execute();
    await t.database.db
      .insertInto('mail_notices')
      .values({ user_id: id, kind: 'ends-soon', period_end: clock.now(), sent_at: clock.now() })
      .execute();
    const order = (
      await client.request('POST', '/api/create-order', { plan: 'Pro' })
    ).json<CreateOrderResponse>();
    const paid = await client.request('POST', '/api/test-checkout/pay', {
      order_id: order.order_id,
      card_number: '4111 1111 1111 1111',
    });
    expect(paid.statusCode).toBe(200);
    const rows = await rowsOf(id);
    for (const [table, count] of Object.entries(rows)) {
      expect(count, `${email} has ${table}`).toBeGreaterThan(0);
    }
    return { ...user, orderId: order.order_id, rows };
  }

  it('removes every row and file of the user at once, and keeps payments without the person', async () => {
    const ada = await busyUser('gone@example.com');
    const bob = await busyUser('stays@example.com');
    const elsewhere = await SessionClient.open(t.app);
    await elsewhere.request('POST', '/api/auth/login', {
      email: 'gone@example.com',
      password: 'analytical',
    });
    expect(await readdir(path.join(filesDir, ada.id))).toHaveLength(1);

    const response = await ada.client.request('DELETE', '/api/me', CONFIRMED);
    expect(response.statusCode).toBe(204);
    expect(ada.client.cookie('session')).toBeUndefined();

    const db = t.database.db;
    expect(await db.selectFrom('users').where('id', '=', ada.id).selectAll().execute()).toEqual([]);
    expect(Object.values(await rowsOf(ada.id)).every((count) => count === 0)).toBe(true);
    const orphanChunks = await sql<{ count: number }>`
      select count(*)::int as count from transaction_chunks
      where document_id not in (select id from documents)`.execute(db);
    expect(orphanChunks.rows[0]?.count).toBe(0);
    expect(await readdir(path.join(filesDir, ada.id))).toHaveLength(0);
    expect(await readdir(path.join(filesDir, 'exports', ada.id))).toHaveLength(0);
    expect(await readdir(path.join(filesDir, 'exports', bob.id))).toHaveLength(1);
    expect((await elsewhere.request('GET', '/api/me')).statusCode).toBe(401);

    // The payment stays for the accounts: amounts, plan, dates and gateway ids, no one's name.
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('razorpay_order_id', '=', ada.orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      user_id: null,
      user_email: null,
      user_name: null,
      plan_type: 'Pro',
      plan_amount: 2900,
    });
    expect(payment.razorpay_payment_id).toMatch(/^pay_/);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', ada.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: null, plan: 'Pro', amount_minor: 2900 });
    expect(order.paid_at).not.toBeNull();

    // The other user is untouched.
    expect(await rowsOf(bob.id)).toEqual(bob.rows);
    expect(await readdir(path.join(filesDir, bob.id))).toHaveLength(1);
    expect((await bob.client.request('GET', '/api/me')).statusCode).toBe(200);
    const bobsPayment = await db
      .selectFrom('payments')
      .selectAll()
      .where('razorpay_order_id', '=', bob.orderId)
      .executeTakeFirstOrThrow();
    expect(bobsPayment).toMatchObject({ user_id: bob.id, user_email: 'stays@example.com' });

    // The address is free again, and the old password signs nobody in.
    const login = await (
      await SessionClient.open(t.app)
    ).request('POST', '/api/auth/login', { email: 'gone@example.com', password: 'analytical' });
    expect(login.statusCode).toBe(404);
  });

  it('records, unnamed, a payment that arrives for an order of a deleted account', async () => {
    const { client } = await SessionClient.signUp(t.app, 'late-payment@example.com');
    const order = (
      await client.request('POST', '/api/create-order', { plan: 'Starter' })
    ).json<CreateOrderResponse>();
    expect((await client.request('DELETE', '/api/me', CONFIRMED)).statusCode).toBe(204);
    const applied = await t.database.db.transaction().execute((trx) =>
      applyPayment(trx, idleJobQueue(t.database.db, clock), {
        orderId: order.order_id,
        paymentId: 'pay_AfterDeletion1',
        reporter: { charged: { amountMinor: 1900, currency: 'USD' } },
        at: clock.now(),
      }),
    );
    expect(applied).toBe(true);
    const payment = await t.database.db
      .selectFrom('payments')
      .selectAll()
      .where('razorpay_payment_id', '=', 'pay_AfterDeletion1')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ user_id: null, user_email: null, plan_amount: 1900 });
  });

  it('needs the typed confirmation word', async () => {
    const { client } = await SessionClient.signUp(t.app, 'unsure@example.com');
    const missing = await client.request('DELETE', '/api/me', { password: 'analytical' });
    expect(missing.statusCode).toBe(400);
    for (const confirmation of ['', 'delete', 'unsure@example.com', 'DELETE ME']) {
      const wrong = await client.request('DELETE', '/api/me', { ...CONFIRMED, confirmation });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: 'confirmation-mismatch',
        message: 'Type DELETE to confirm that you want to delete your account.',
      });
    }
    expect((await client.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('needs the right password, and counts wrong ones against the sign-in limit', async () => {
    const { client } = await SessionClient.signUp(t.app, 'guarded@example.com');
    const none = await client.request('DELETE', '/api/me', { confirmation: 'DELETE' });
    expect(none.json()).toEqual({
      code: 'password-required',
      message: 'Enter your password to delete your account.',
    });
    for (let i = 0; i < 10; i += 1) {
      const wrong = await client.request('DELETE', '/api/me', { ...CONFIRMED, password: 'x' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'wrong-password',
        message: 'Your password is not correct.',
      });
    }
    // Ten wrong guesses lock the account's sign-in for the window, even with the right password.
    const locked = await client.request('DELETE', '/api/me', CONFIRMED);
    expect(locked.statusCode).toBe(429);
    const login = await (
      await SessionClient.open(t.app)
    ).request('POST', '/api/auth/login', { email: 'guarded@example.com', password: 'analytical' });
    expect(login.statusCode).toBe(429);
    expect((await client.request('GET', '/api/me')).statusCode).toBe(200);

    clock.advance(15 * 60 * 1000 + 1);
    expect((await client.request('DELETE', '/api/me', CONFIRMED)).statusCode).toBe(204);
  });

  it('asks an account without a password (Google alone) for a sign-in under five minutes old', async () => {
    const fresh = await SessionClient.signUp(t.app, 'google-fresh@example.com');
    const stale = await SessionClient.signUp(t.app, 'google-stale@example.com');
    await t.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', 'in', [fresh.id, stale.id])
      .execute();
    await t.database.db
      .insertInto('identities')
      .values({ provider: 'google', subject: 'g-fresh', user_id: fresh.id })
      .execute();

    expect(
      (await fresh.client.request('DELETE', '/api/me', { confirmation: 'DELETE' })).statusCode,
    ).toBe(204);
    expect(await rowsOf(fresh.id)).toMatchObject({ identities: 0, sessions: 0 });

    clock.advance(5 * 60 * 1000 + 1);
    const late = await stale.client.request('DELETE', '/api/me', { confirmation: 'DELETE' });
    expect(late.statusCode).toBe(403);
    expect(late.json<{ code: string }>().code).toBe('requires-recent-login');
    expect((await stale.client.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('requires a session', async () => {
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('DELETE', '/api/me', CONFIRMED)).statusCode).toBe(401);
  });
});
