/**
 * `npm run bench:sheet`: the transactions sheet on the largest statement an upload takes (a
 * 10 MB CSV, about 225,000 rows), through the real API: the first page (which reads merchants
 * and categories into the rows once), then pages sorted, filtered, searched and far down, each
 * with the filtered rows' totals. Exits non-zero when the p95 of the later pages misses its target.
 */
import type { TransactionPage } from '@sheetwise/contracts';
import { startServer } from '../e2e/support/server';
import { makeCsv } from './ingest/inputs';
import { signedInClient } from './support/client';

const P95_TARGET_MS = 1_500;
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
  const first = await client.get<TransactionPage>(path('sort=date'));
  console.log(
    `First page of ${transactionCount} transactions (reads merchants and categories once): ${first.ms.toFixed(0)} ms, ${first.body.total} rows`,
  );
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of PAGES) {
      const { ms } = await client.get<TransactionPage>(path(query));
      times.push(ms);
      if (round === 0) console.log(`  ${query}: ${ms.toFixed(0)} ms`);
    }
  }
  const p95 = percentile(times, 0.95);
  failed = p95 > P95_TARGET_MS;
  console.log(
    `Pages of 100 with totals, ${times.length} requests: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${P95_TARGET_MS} ms) ${failed ? 'MISSED' : 'ok'}`,
  );
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
