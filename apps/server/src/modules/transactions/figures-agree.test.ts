import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ALL_STATEMENTS,
  type Insights,
  type QaQueryResponse,
  type TransactionPage,
} from '@sheetwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { currencyStatements } from '../../test/currency-statements';
import { FIXTURES } from '../../test/fixtures';
import { SECOND_SET, statementFixtures, uploadConfirmed } from '../../test/fixture-statements';
import {
  csvDownloadFlows,
  csvFlows,
  dataExportStatements,
  getJson,
  insightFlows,
  moving,
  sheetFlows,
  xlsxDownloadFlows,
  type Flows,
} from '../../test/screen-figures';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue #32: one person with every public fixture and a generated corpus in eight currencies,
 * some statements uploaded twice under other names and some rows corrected, and every screen
 * read through the API: the transactions sheet's totals (whole, per category and per month),
 * the insights, the chat's answers, the CSV and XLSX downloads and the data export must agree to
 * the minor unit, per currency, for each statement and for all of them together. PGlite only:
 * the figures are computed by the same SQL on both engines, which the sheet's own tests run.
 */
const GENERATED = currencyStatements();
/** Uploaded a second time under another name: a fixture of each set and a generated one. */
const AGAIN = ['lloyds-sample-statement.csv', 'dutch-ing_ok.csv', 'huf-current.csv'];

/** Uploads made in the first month, within every plan's allowance. */
const MONTHLY_UPLOADS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

const encode = encodeURIComponent;
const fileQuery = (file: string) => `file=${encode(file)}`;
const insightsOf = (client: SessionClient, file: string) =>
  getJson<Insights>(
    client,
    file === ALL_STATEMENTS ? '/api/insights/all' : `/api/documents/${encode(file)}/insights`,
  );

const noMoney = { inMinor: 0, outMinor: 0 };

/** Flows as plain entries, for readable failures. */
const entries = (flows: Flows) => Object.fromEntries([...moving(flows)].sort());

describe('every screen shows the same figures, in every currency', () => {
  let t: TestApp;
  let ada: SessionClient;
  const files: string[] = [];

  beforeAll(async () => {
    // More statements than a month's allowance: the trial starts late in November and the rest
    // are uploaded in December, a month of their own.
    const clock = new ManualClock(new Date('2026-11-25T09:00:00Z'));
    t = await buildTestApp({ clock });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    const uploads: [string, Buffer][] = [];
    for (const root of [FIXTURES, SECOND_SET]) {
      for (const file of await statementFixtures(root)) {
        uploads.push([file.replace('/', '-'), await readFile(path.join(root, file))]);
      }
    }
    for (const statement of GENERATED) {
      uploads.push([statement.fileName, Buffer.from(statement.content)]);
    }
    for (const name of AGAIN) {
      const bytes = uploads.find(([fileName]) => fileName === name)?.[1];
      if (!bytes) throw new Error(`${name} is not among the uploads`);
      uploads.push([`copy of ${name}`, bytes]);
    }
    for (const [index, [fileName, bytes]] of uploads.entries()) {
      if (index === MONTHLY_UPLOADS) {
        clock.advance(8 * DAY_MS);
        // Sessions end after a day: sign in again.
        ada = await SessionClient.signIn(t.app, 'ada@example.com');
      }
      const { response } = await uploadConfirmed(ada, fileName, bytes);
      expect(response.statusCode, `${fileName}: ${response.body}`).toBe(201);
      files.push(fileName);
    }
    // A correction on the second copy of a shared row, and a rule for a merchant.
    const copy = await getJson<TransactionPage>(
      ada,
      `/api/transactions?${fileQuery('copy of huf-current.csv')}`,
    );
    const spar = copy.rows.find((row) => row.description === 'SPAR MARKET 112');
    const uber = copy.rows.find((row) => row.description === 'UBER TRIP');
    if (!spar || !uber) throw new Error('The generated HUF statement lacks its merchants');
    const row = `/api/transactions/${encode(spar.statement)}/${String(spar.position)}`;
    expect((await ada.request('PATCH', row, { category: 'Travel' })).statusCode).toBe(204);
    const rule = `/api/transactions/${encode(uber.statement)}/${String(uber.position)}`;
    const ruled = await ada.request('PATCH', rule, { category: 'Taxis', everyRowOfMerchant: true });
    expect(ruled.statusCode).toBe(204);
  }, 900_000);
  afterAll(() => t.close());

  const everyFile = () => [...files, ALL_STATEMENTS];

  it('has every statement uploaded', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('shows the generated statements’ own figures, in their currencies’ minor units', async () => {
    for (const statement of GENERATED) {
      const sheet = await sheetFlows(ada, fileQuery(statement.fileName));
      expect(entries(sheet), statement.fileName).toEqual({
        [statement.currency]: statement.expected,
      });
    }
  });

  it('totals the sheet as the insights do, per statement and for all of them', async () => {
    for (const file of everyFile()) {
      const sheet = await sheetFlows(ada, fileQuery(file));
      const insights = await insightsOf(ada, file);
      // Every currency the sheet has money in or out of has its section, with the same figures.
      expect(entries(insightFlows(insights)), file).toEqual(entries(sheet));
    }
  });

  it('totals each category and each month in the sheet as the insights do', async () => {
    for (const file of everyFile()) {
      const insights = await insightsOf(ada, file);
      for (const section of insights.sections) {
        const currency = section.currency ?? '';
        for (const category of section.spendingByCategory) {
          const query = `${fileQuery(file)}&direction=out&category=${encode(category.label)}`;
          const sheet = await sheetFlows(ada, query);
          expect(sheet.get(currency)?.outMinor, `${file} ${category.label}`).toBe(
            category.totalMinor,
          );
        }
        for (const month of section.months) {
          const query = `${fileQuery(file)}&from=${month.start}&to=${month.end}`;
          const sheet = (await sheetFlows(ada, query)).get(currency) ?? noMoney;
          expect(sheet, `${file} ${currency} ${month.month}`).toEqual({
            inMinor: month.inMinor,
            outMinor: month.outMinor,
          });
        }
      }
    }
  });

  it('shows a correction of a shared row in the insights of all statements', async () => {
    const insights = await insightsOf(ada, ALL_STATEMENTS);
    const huf = insights.sections.find((section) => section.currency === 'HUF');
    const travel = huf?.spendingByCategory.find((category) => category.label === 'Travel');
    const sheet = await sheetFlows(ada, `file=all&direction=out&category=Travel`);
    expect(travel?.totalMinor).toBe(sheet.get('HUF')?.outMinor);
    expect(travel?.count).toBeGreaterThan(0);
  });

  it('downloads the figures the sheet shows, as CSV and as XLSX', async () => {
    for (const file of everyFile()) {
      const sheet = entries(await sheetFlows(ada, fileQuery(file)));
      expect(entries(await csvDownloadFlows(ada, file)), `${file} CSV`).toEqual(sheet);
      expect(entries(await xlsxDownloadFlows(ada, file)), `${file} XLSX`).toEqual(sheet);
    }
  });

  it('exports each statement with the sheet’s figures and categories', async () => {
    const exported = await dataExportStatements(ada);
    for (const file of files) {
      const base = file.toLowerCase().endsWith('.csv') ? file.slice(0, -4) : file;
      const records = exported.get(`statements/${base}.csv`);
      expect(records, file).toBeDefined();
      const flows = csvFlows(records ?? [], {
        amount: 'amount',
        currency: 'currency',
        category: 'category',
      });
      expect(entries(flows), file).toEqual(entries(await sheetFlows(ada, fileQuery(file))));
      expect(
        records?.every((record) => record.category !== ''),
        file,
      ).toBe(true);
    }
  });

  it('answers money in and out in the chat with the sheet’s figures', async () => {
    for (const file of files) {
      const sheet = moving(await sheetFlows(ada, fileQuery(file)));
      if (sheet.size !== 1) continue;
      const [[currency, flow]] = [...sheet] as [[string, { inMinor: number; outMinor: number }]];
      for (const [question, expected] of [
        ['How much money came in?', flow.inMinor],
        ['How much did I spend in total?', flow.outMinor],
      ] as const) {
        const response = await ada.request('POST', '/api/qa/query', { filename: file, question });
        expect(response.statusCode).toBe(200);
        const { data } = response.json<QaQueryResponse>();
        expect(data?.value, `${file}: ${question}`).toBe(expected);
        if (currency) expect(data?.currency, `${file}: ${question}`).toBe(currency);
      }
    }
  });
});
