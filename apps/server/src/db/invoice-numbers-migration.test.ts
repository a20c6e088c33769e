import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInvoiceNumber } from '../modules/billing/invoice-number';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import { MIGRATIONS_DIR, migrate } from './migrate';

/** A folder with the migrations before 0022, as a database made before receipts would have run. */
async function migrationsBefore(version: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sheetwise-migrations-'));
  for (const name of await readdir(MIGRATIONS_DIR)) {
    if (name < version) await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
  return dir;
}

describe.each(testEngines())('migration 0022 on %s', (engine) => {
  let database: TestDatabase;
  let oldMigrations: string;
  beforeAll(async () => {
    oldMigrations = await migrationsBefore('0022');
    database = await createTestDatabase(engine, oldMigrations);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(oldMigrations, { recursive: true });
  });

  async function insertPayment(userId: string, id: string, paidAt: string) {
    await database.db
      .insertInto('orders')
      .values({
        id: `order_${id}`,
        user_id: userId,
        plan: 'Starter',
        amount_minor: 1900,
        currency: 'USD',
        receipt: id,
        provider: 'test',
        created_at: new Date(paidAt),
        paid_at: new Date(paidAt),
      })
      .execute();
    // The table's type already names 0022's invoice_number, which this database lacks yet.
    await database.db
      .insertInto('payments')
      .values({
        razorpay_payment_id: `pay_${id}`,
        razorpay_order_id: `order_${id}`,
        user_id: userId,
        user_email: 'ada@example.com',
        user_name: 'Ada',
        plan_type: 'Starter',
        plan_amount: 1900,
        plan_start_date: new Date(paidAt),
        created_at: new Date(paidAt),
      } as never)
      .execute();
  }

  it('numbers existing payments in the order they were paid, each year from 1, and carries on', async () => {
    const userId = randomUUID();
    await database.db
      .insertInto('users')
      .values({ id: userId, email: 'ada@example.com', name: 'Ada' })
      .execute();
    await insertPayment(userId, 'Late2026', '2026-03-02T00:00:00.000Z');
    await insertPayment(userId, 'Only2025', '2025-12-31T23:59:59.000Z');
    await insertPayment(userId, 'Early2026', '2026-01-01T00:00:00.000Z');

    expect(await migrate(database)).toContain('0022_invoice_numbers.sql');

    const numbered = await database.db
      .selectFrom('payments')
      .select(['razorpay_payment_id', 'invoice_number'])
      .orderBy('created_at')
      .execute();
    expect(numbered).toEqual([
      { razorpay_payment_id: 'pay_Only2025', invoice_number: 'SW-2025-000001' },
      { razorpay_payment_id: 'pay_Early2026', invoice_number: 'SW-2026-000001' },
      { razorpay_payment_id: 'pay_Late2026', invoice_number: 'SW-2026-000002' },
    ]);
    const next = await database.db
      .transaction()
      .execute((trx) => nextInvoiceNumber(trx, new Date('2026-06-01T00:00:00.000Z')));
    expect(next).toBe('SW-2026-000003');
  });
});
