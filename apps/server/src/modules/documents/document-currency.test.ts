import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse, UploadResponse } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

/** Nothing here says which currency: no symbol, no code, no IBAN. */
const NO_CURRENCY = [
  'Date,Description,Amount,Balance',
  '2026-03-02,GROCER LTD,-45.10,954.90',
  '2026-03-05,REFUND,5.00,959.90',
].join('\n');
const WHOLE_UNITS = 'Date,Description,Amount\n2026-03-02,GROCER,-4500\n2026-03-05,REFUND,300';
const NAMED = 'Date,Description,Amount (GBP)\n2026-03-02,GROCER LTD,-45.10';
/** Another layout with no currency, so that no choice made above applies to it. */
const OTHER_LAYOUT = 'Date,Description,Reference,Amount\n2026-03-02,GROCER LTD,R1,-45.10';

describe.each(testEngines())('choosing the currency of a statement on %s', (engine) => {
  let t: TestApp;
  let owner: { client: SessionClient; id: string };
  let stranger: { client: SessionClient; id: string };

  const url = (name: string) => `/api/documents/${encodeURIComponent(name)}`;
  const choose = (client: SessionClient, name: string, currency: unknown) =>
    client.request('PATCH', url(name), { currency });
  const rows = (name: string) =>
    t.database.db
      .selectFrom('transactions')
      .innerJoin('documents', 'documents.id', 'transactions.document_id')
      .select(['amount_minor', 'balance_minor', 'transactions.currency'])
      .where('documents.file_name', '=', name)
      .orderBy('position')
      .execute();
  const upload = async (name: string, content: string) => {
    const response = await owner.client.upload('/api/embed/upload-doc', [
      { fileName: name, content },
    ]);
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    owner = await SessionClient.signUp(t.app, 'owner@example.com');
    stranger = await SessionClient.signUp(t.app, 'stranger@example.com');
    await upload('plain.csv', NO_CURRENCY);
    await upload('yen.csv', WHOLE_UNITS);
    await upload('cents.csv', NO_CURRENCY);
    await upload('named.csv', NAMED);
  });
  afterAll(() => t.close());

  it("sets the owner's choice on the statement and its transactions, and the assistant uses it", async () => {
    const ask = () =>
      owner.client.request('POST', '/api/qa/query', {
        question: 'How much did I spend?',
        filename: 'plain.csv',
      });
    expect((await ask()).json<QaQueryResponse>().answer).not.toContain('€');

    const refused = await choose(stranger.client, 'plain.csv', 'EUR');
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ code: string }>().code).toBe('document-not-found');

    const chosen = await choose(owner.client, 'plain.csv', 'EUR');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ fileName: 'plain.csv', currency: 'EUR' });
    expect(await rows('plain.csv')).toEqual([
      { amount_minor: -4510, balance_minor: 95490, currency: 'EUR' },
      { amount_minor: 500, balance_minor: 95990, currency: 'EUR' },
    ]);
    // The assistant had this statement cached without a currency: it answers in euros now.
    expect((await ask()).json<QaQueryResponse>().answer).toContain('€45.10');
  });

  it('keeps a currency once the statement has one, chosen or its own', async () => {
    for (const name of ['plain.csv', 'named.csv']) {
      const refused = await choose(owner.client, name, 'USD');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'currency-already-named',
        message: 'This statement already says which currency it is in, so it keeps that one.',
      });
    }
    expect((await rows('named.csv'))[0]?.currency).toBe('GBP');
  });

  it('rescales the amounts to the minor units of the currency chosen', async () => {
    expect((await choose(owner.client, 'yen.csv', 'JPY')).statusCode).toBe(200);
    expect((await rows('yen.csv')).map((row) => row.amount_minor)).toEqual([-4500, 300]);
    expect((await choose(owner.client, 'cents.csv', 'KWD')).statusCode).toBe(200);
    expect(await rows('cents.csv')).toEqual([
      { amount_minor: -45100, balance_minor: 954900, currency: 'KWD' },
      { amount_minor: 5000, balance_minor: 959900, currency: 'KWD' },
    ]);
  });

  it('refuses a currency that cannot hold the amounts, or none we know, and changes nothing', async () => {
    await upload('more-cents.csv', OTHER_LAYOUT);
    const tooPrecise = await choose(owner.client, 'more-cents.csv', 'JPY');
    expect(tooPrecise.statusCode).toBe(409);
    expect(tooPrecise.json()).toEqual({
      code: 'currency-too-precise',
      message:
        'Some amounts in this statement have more decimal places than JPY does. Choose another currency.',
    });
    const unknown = await choose(owner.client, 'more-cents.csv', 'XQZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'unknown-currency',
      message: "That isn't a currency we know. Choose one from the list.",
    });
    for (const malformed of ['eur', 'EURO', 12, null]) {
      expect((await choose(owner.client, 'more-cents.csv', malformed)).statusCode).toBe(400);
    }
    expect(await rows('more-cents.csv')).toEqual([
      { amount_minor: -4510, balance_minor: null, currency: null },
    ]);
  });

  it("reads the owner's next export of the same layout in the currency last chosen for it", async () => {
    // cents.csv, of NO_CURRENCY's layout, was given dinars above (after plain.csv's euros).
    const next = await owner.client.upload('/api/embed/upload-doc', [
      { fileName: 'may.csv', content: NO_CURRENCY },
    ]);
    expect(next.statusCode).toBe(201);
    const { document } = next.json<UploadResponse>();
    expect(document.currency).toBe('KWD');
    expect(document.warnings).toContain(
      'The file names no currency, so we used KWD, which you chose for a statement laid out like this one.',
    );
    expect((await rows('may.csv'))[0]).toEqual({
      amount_minor: -45100,
      balance_minor: 954900,
      currency: 'KWD',
    });
    const strangers = await stranger.client.upload('/api/embed/upload-doc', [
      { fileName: 'may.csv', content: NO_CURRENCY },
    ]);
    expect(strangers.json<UploadResponse>().document.currency).toBeNull();
  });
});
