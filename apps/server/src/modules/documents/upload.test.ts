import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@sheetwise/contracts';
import { FIXTURES } from '../../test/fixtures';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const STATEMENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,Opening salary,2500.00,2500.00',
  '2026-03-02,GROCER LTD,-45.10,2454.90',
  '2026-03-05,NETFLIX.COM,-9.99,2444.91',
].join('\n');

/** The same month as an OFX 1.02 download: SGML, leaf tags left open. */
const OFX_STATEMENT = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  '',
  '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
  '<DTSERVER>20260401120000[-5:EST]<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
  '<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>123456789<ACCTTYPE>CHECKING',
  '</BANKACCTFROM><BANKTRANLIST><DTSTART>20260301<DTEND>20260331',
  '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260301<TRNAMT>2500.00<FITID>T1<NAME>ACME PAYROLL',
  '<MEMO>March salary</STMTTRN>',
  '<STMTTRN><TRNTYPE>POS<DTPOSTED>20260302120000<TRNAMT>-45.10<FITID>T2<NAME>GROCER LTD',
  '</STMTTRN>',
  '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260305<TRNAMT>-9.99<FITID>T3<NAME>NETFLIX.COM',
  '</STMTTRN></BANKTRANLIST>',
  '<LEDGERBAL><BALAMT>2444.91<DTASOF>20260331</LEDGERBAL>',
  '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
].join('\r\n');

describe.each(testEngines())('uploading a statement on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let files: ReturnType<typeof testFileStore>;
  let ada: { client: SessionClient; id: string };

  async function storedFiles(): Promise<string[]> {
    const users = await readdir(filesDir).catch(() => []);
    const all = await Promise.all(
      users.map((u) => readdir(path.join(filesDir, u)).catch(() => [])),
    );
    return all.flat();
  }

  async function documentRows() {
    return t.database.db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', ada.id)
      .execute();
  }

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-upload-'));
    files = testFileStore(filesDir);
    t = await buildTestApp({ engine, files });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('stores a CSV statement, its transactions to the cent, and the file', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: STATEMENT, contentType: 'text/csv' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({
      fileName: 'march.csv',
      transactionCount: 3,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-05',
      reconciled: {
        checked: expect.any(Number) as number,
        reconciled: expect.any(Number) as number,
      },
    });
    const [document] = await documentRows();
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['position', 'description', 'amount_minor'])
      .where('document_id', '=', document?.id ?? '')
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.position, r.description, r.amount_minor])).toEqual([
      [0, 'Opening salary', 250000],
      [1, 'GROCER LTD', -4510],
      [2, 'NETFLIX.COM', -999],
    ]);
    expect(await storedFiles()).toHaveLength(1);
    // Read through the store: on disk the file is encrypted (platform/files-at-rest-upload.test.ts).
    const stored = Buffer.from(await files.get(document?.storage_key ?? ''));
    expect(stored.toString('utf8')).toBe(STATEMENT);
  });

  it('asks before another statement takes a name the user has, and changes nothing', async () => {
    const before = await documentRows();
    const shorter = STATEMENT.split('\n').slice(0, 3).join('\n');
    const response = await ada.client.upload('/api/embed/upload-pdf', [
      { fileName: 'march.csv', content: shorter },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'duplicate-name',
      message: 'You already have a statement named march.csv. Replace it, or keep both?',
    });
    expect(await documentRows()).toEqual(before);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('takes the same file again without asking, keeping its id', async () => {
    const [before] = await documentRows();
    const response = await ada.client.upload('/api/embed/upload-pdf', [
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await documentRows()).map((d) => d.id)).toEqual([before?.id]);
  });

  it('replaces a document when the user chose to, keeping its id and so its chat', async () => {
    const [before] = await documentRows();
    const shorter = STATEMENT.split('\n').slice(0, 3).join('\n');
    const response = await ada.client.upload('/api/embed/upload-pdf', [
      { fileName: null, field: 'duplicate', content: 'replace' },
      { fileName: 'march.csv', content: shorter },
    ]);
    expect(response.json<UploadResponse>().document.transactionCount).toBe(2);
    const after = await documentRows();
    expect(after.map((d) => d.id)).toEqual([before?.id]);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('keeps both when the user chose to, the new one numbered', async () => {
    const keepBoth = (content: string) =>
      ada.client.upload('/api/embed/upload-doc', [
        { fileName: 'march.csv', content },
        { fileName: null, field: 'duplicate', content: 'keep-both' },
      ]);
    const second = await keepBoth(STATEMENT);
    expect(second.statusCode).toBe(201);
    expect(second.json<UploadResponse>().document.fileName).toBe('march (2).csv');
    // Not the salary alone: with no sign and no balance to check, how to read it would be asked.
    const third = await keepBoth(STATEMENT.replace('NETFLIX.COM', 'NETFLIX'));
    expect(third.json<UploadResponse>().document.fileName).toBe('march (3).csv');
    expect((await documentRows()).map((d) => d.file_name).sort()).toEqual([
      'march (2).csv',
      'march (3).csv',
      'march.csv',
    ]);
    const refused = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: null, field: 'duplicate', content: 'overwrite' },
      { fileName: 'march.csv', content: STATEMENT },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Choose whether to replace the statement or keep both.',
    );
    for (const name of ['march (2).csv', 'march (3).csv']) {
      await ada.client.request('DELETE', `/api/documents/${encodeURIComponent(name)}`);
    }
  });

  it('stores an OFX statement (SGML, as banks send it), its transactions to the cent', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.ofx', content: OFX_STATEMENT, contentType: 'application/x-ofx' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({
      fileName: 'march.ofx',
      transactionCount: 3,
      currency: 'USD',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      warnings: [],
    });
    const document = (await documentRows()).find((row) => row.file_name === 'march.ofx');
    expect(document?.media_type).toBe('application/x-ofx');
    expect(document?.summary).toMatchObject({
      format: 'ofx',
      accountMasked: '****6789',
      closingBalanceMinor: 244491,
    });
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['date', 'description', 'amount_minor', 'reference'])
      .where('document_id', '=', document?.id ?? '')
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.date, r.description, r.amount_minor, r.reference])).toEqual([
      ['2026-03-01', 'ACME PAYROLL - March salary', 250000, 'T1'],
      ['2026-03-02', 'GROCER LTD', -4510, 'T2'],
      ['2026-03-05', 'NETFLIX.COM', -999, 'T3'],
    ]);
    await ada.client.request('DELETE', `/api/documents/${encodeURIComponent('march.ofx')}`);
  });

  it('reads a real bank export (Lloyds sample)', async () => {
    const content = await readFile(path.join(FIXTURES, 'lloyds/sample-statement.csv'));
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'lloyds.csv', content },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({
      transactionCount: 12,
      reconciled: { checked: 11, reconciled: 10 },
      warnings: [
        "The printed balance doesn't follow from the amounts on 1 of 11 rows: 01-December-2023 INS2 01000011/010011110010. We kept every amount as the statement prints it.",
      ],
    });
  });

  it.each([
    [
      'notes.txt',
      'hello',
      415,
      'unsupported-type',
      'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
    ],
    [
      'invoice.xml',
      '<?xml version="1.0"?>\n<Invoice><Total>12.00</Total></Invoice>\n',
      415,
      'unsupported-type',
      'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
    ],
    [
      'broken.qif',
      '!Type:Bank\nD01/31/2024\nTtwelve\nPGrocer\n^\n',
      422,
      'unreadable-statement',
      "We couldn't read the amount “twelve” on line 3. The file may be damaged or changed: please download it again from your bank.",
    ],
    [
      'empty.csv',
      'Date,Description,Amount\n',
      422,
      'unreadable-statement',
      expect.any(String) as string,
    ],
  ])(
    'refuses %s with %i %s and keeps nothing',
    async (fileName, content, status, code, message) => {
      const before = (await documentRows()).length;
      const filesBefore = (await storedFiles()).length;
      const response = await ada.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code, message });
      expect(await documentRows()).toHaveLength(before);
      expect(await storedFiles()).toHaveLength(filesBefore);
    },
  );

  it('refuses a file of 10485760 bytes while it streams', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'huge.csv', content: Buffer.alloc(10_485_760, 'a') },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'file-too-large',
      message: 'File size must be less than 10MB',
    });
  });

  it('refuses two files at once', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'one.csv', content: STATEMENT },
      { fileName: 'two.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'too-many-files',
      message: 'Only one file is allowed.',
    });
  });

  it('strips folders from the name a browser sends', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: '../../etc/passwd.csv', content: STATEMENT },
    ]);
    expect(response.json<UploadResponse>().document.fileName).toBe('passwd.csv');
  });

  it('holds a Starter plan to 5 new documents a month', async () => {
    const bob = await SessionClient.signUp(t.app, 'bob@example.com');
    await t.database.db
      .updateTable('users')
      .set({ plan_type: 'Starter', plan_end_date: new Date(Date.now() + 86_400_000) })
      .where('id', '=', bob.id)
      .execute();
    for (let i = 1; i <= 5; i += 1) {
      const ok = await bob.client.upload('/api/embed/upload-doc', [
        { fileName: `m${i}.csv`, content: STATEMENT },
      ]);
      expect(ok.statusCode).toBe(201);
    }
    const refused = await bob.client.upload('/api/embed/upload-doc', [
      { fileName: 'm6.csv', content: STATEMENT },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'plan-limit-reached',
      message:
        'Your Starter plan allows 5 new projects a month, and you have used all 5. Upgrade to Pro in Settings for 50 a month.',
    });
    const replaced = await bob.client.upload('/api/embed/upload-doc', [
      { fileName: 'm1.csv', content: STATEMENT },
    ]);
    expect(replaced.statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await SessionClient.open(t.app);
    const response = await anonymous.upload('/api/embed/upload-doc', [
      { fileName: 'a.csv', content: STATEMENT },
    ]);
    expect(response.statusCode).toBe(401);
  });
});
