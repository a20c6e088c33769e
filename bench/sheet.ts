/**
 * `npm run bench:sheet`: the transactions sheet on the largest statement an upload takes (a
 * 10 MB CSV, about 225,000 rows), through the real API: the first summary (which reads merchants
 * and categories into the rows once), then pages of 100 sorted, filtered, searched and far down,
 * and the summary (count, totals, categories) of each filter, asked once per change of filters.
 * Exits non-zero when the p95 of the pages or of the summaries misses its target.
 */
import type { TransactionSummary } from '@sheetwise/contracts';
import { startServer } from '../e2e/support/server';
import { makeCsv } from './ingest/inputs';
import { signedInClient } from './support/client';

/** A page must arrive before the user has scrolled past the rows already shown. */
const P95_TARGET_MS = 1_000;
const PAGES = [
  'sort=date&order=asc',
  'sort=date&order=desc',
  'sort=amount&order=desc',
  'sort=merchant&order=asc',
  'sort=category&order=desc',
  'direction=out&sort=amount&order=asc',
  'q=tesco',
  'from=2024-03-01&to=2024-03-31',
  'min=100&max=200',
  'category=Groceries',
  'sort=date&offset=200000',
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

const csv = makeCsv();
const server = await startServer({ LOG_LEVEL: 'error' });
let failed = false;
try {
  const client = await signedInClient(server.url);
  const { transactionCount } = await client.upload('large.csv', csv.bytes);
  const path = (query: string) => `/api/transactions?file=large.csv&limit=100&${query}`;
  const summaryPath = (query: string) =>
    `/api/transactions/summary?file=large.csv&${query.replace(/&?offset=\d+/, '')}`;
  const first = await client.get(summaryPath('sort=date'));
  const { total } = first.body as TransactionSummary;
  console.log(
    `First summary of ${transactionCount} transactions (reads merchants and categories once): ${first.ms.toFixed(0)} ms, ${total} rows`,
  );
  for (const [label, target, get] of [
    ['Pages of 100', P95_TARGET_MS, (query: string) => client.get(path(query))],
    ['Summaries', P95_TARGET_MS, (query: string) => client.get(summaryPath(query))],
  ] as const) {
    const times: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const query of PAGES) {
        const { ms } = await get(query);
        times.push(ms);
        if (round === 0) console.log(`  ${label}, ${query}: ${ms.toFixed(0)} ms`);
      }
    }
    const p95 = percentile(times, 0.95);
    const missed = p95 > target;
    failed ||= missed;
    console.log(
      `${label}, ${times.length} requests: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${target} ms) ${missed ? 'MISSED' : 'ok'}`,
    );
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
