import { movesOwnMoneyLabel } from '@sheetwise/assistant';
import {
  DATA_EXPORT_PATH,
  currencyExponent,
  type Insights,
  type TransactionSummary,
} from '@sheetwise/contracts';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { SessionClient } from './session-client';

/** Money in and out of one currency, out as a positive sum, as every screen is read here. */
export interface Flow {
  inMinor: number;
  outMinor: number;
}

/** Per currency code ('' for none): what a screen shows. */
export type Flows = Map<string, Flow>;

const noFlow = (): Flow => ({ inMinor: 0, outMinor: 0 });

/** A figure a download writes in major units, back in minor units of its currency. */
export const minorOf = (major: number, currency: string) =>
  Math.round(major * 10 ** currencyExponent(currency || null));

/** Adds a row to its currency's flow, unless it moves money between the person's own accounts. */
function addRow(flows: Flows, currency: string, category: string, amountMinor: number) {
  const flow = flows.get(currency) ?? noFlow();
  if (!movesOwnMoneyLabel(category)) {
    if (amountMinor > 0) flow.inMinor += amountMinor;
    else flow.outMinor -= amountMinor;
  }
  flows.set(currency, flow);
}

export async function getJson<T>(client: SessionClient, url: string): Promise<T> {
  const response = await client.request('GET', url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<T>();
}

/** The transactions sheet's totals for a file and filters. */
export async function sheetFlows(client: SessionClient, query: string): Promise<Flows> {
  const summary = await getJson<TransactionSummary>(client, `/api/transactions/summary?${query}`);
  return new Map(
    summary.totals.map((total) => [
      total.currency ?? '',
      { inMinor: total.inMinor, outMinor: Math.abs(total.outMinor) },
    ]),
  );
}

/** The insights page's totals, each currency's section on its own. */
export function insightFlows(insights: Insights): Flows {
  return new Map(
    insights.sections.map((section) => [
      section.currency ?? '',
      { inMinor: section.totalInMinor, outMinor: section.totalOutMinor },
    ]),
  );
}

/** A CSV's rows as objects by header, the byte order mark taken off. */
export function csvRecords(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** Totals of CSV records with amount, currency and category columns of the given names. */
export function csvFlows(
  records: readonly Record<string, string>[],
  columns: { amount: string; currency: string; category: string },
): Flows {
  const flows: Flows = new Map();
  for (const record of records) {
    const currency = record[columns.currency] ?? '';
    const amount = minorOf(Number(record[columns.amount]), currency);
    addRow(flows, currency, record[columns.category] ?? '', amount);
  }
  return flows;
}

/** The sheet's CSV download of a file. */
export async function csvDownloadFlows(client: SessionClient, file: string): Promise<Flows> {
  const url = `/api/transactions/export.csv?file=${encodeURIComponent(file)}`;
  const response = await client.request('GET', url);
  expect(response.statusCode, url).toBe(200);
  const records = csvRecords(response.body);
  return csvFlows(records, { amount: 'Amount', currency: 'Currency', category: 'Category' });
}

/** The sheet's XLSX download of a file: its Transactions sheet's rows. */
export async function xlsxDownloadFlows(client: SessionClient, file: string): Promise<Flows> {
  const url = `/api/transactions/export.xlsx?file=${encodeURIComponent(file)}`;
  const response = await client.request('GET', url);
  expect(response.statusCode, url).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The download has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.indexOf(name);
  const flows: Flows = new Map();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    const written = values[column('Currency')];
    const currency = typeof written === 'string' ? written : '';
    const amount = minorOf(Number(values[column('Amount')]), currency);
    addRow(flows, currency, String(values[column('Category')]), amount);
  });
  return flows;
}

/** The data export's statement files, by their name in the zip (`statements/<file>.csv`). */
export async function dataExportStatements(
  client: SessionClient,
): Promise<Map<string, Record<string, string>[]>> {
  const response = await client.request('GET', DATA_EXPORT_PATH);
  expect(response.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const statements = new Map<string, Record<string, string>[]>();
  for (const [name, bytes] of Object.entries(files)) {
    if (name.startsWith('statements/')) statements.set(name, csvRecords(strFromU8(bytes)));
  }
  return statements;
}

/** Flows without the currencies that have no money in or out (a statement of own moves only). */
export function moving(flows: Flows): Flows {
  return new Map([...flows].filter(([, flow]) => flow.inMinor !== 0 || flow.outMinor !== 0));
}
