/**
 * `npm run bench:qa`: the assistant's latency on a 20,000-transaction statement through the real
 * API (p95 of sequential questions), then 50 signed-in users asking questions at once for 30 s,
 * counting errors. Exits non-zero when a target is missed.
 */
import { startServer } from '../e2e/support/server';
import { statementRows } from './ingest/inputs';
import { signedInClient, type BenchClient } from './support/client';

const TRANSACTIONS = 20_000;
const P95_TARGET_MS = 100;
const USERS = 50;
const LOAD_SECONDS = 30;
const QUESTIONS = [
  'What is the closing balance?',
  'How much did I spend in March?',
  'How many transactions at Tesco?',
  'What was my largest expense?',
  'Top 5 merchants by spending',
  'Spending by month',
  'Which subscriptions renew every month?',
  'Show me transactions over 150',
  'What was the balance on 15 June 2024?',
  'How much money came in?',
];

function statementCsv(): Uint8Array {
  const lines = ['Date,Description,Withdrawals,Deposits,Balance'];
  for (const row of statementRows()) {
    if (lines.length > TRANSACTIONS) break;
    const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
    lines.push(
      `${row.date},${row.description},${money(row.withdrawal)},${money(row.deposit)},${money(row.balance)}`,
    );
  }
  return new TextEncoder().encode(lines.join('\n'));
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

const csv = statementCsv();
const server = await startServer({ LOG_LEVEL: 'error' });
let failed = false;
try {
  const first = await signedInClient(server.url);
  await first.upload('year.csv', csv);
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const question of QUESTIONS) times.push((await first.ask('year.csv', question)).ms);
  }
  const p95 = percentile(times, 0.95);
  failed ||= p95 > P95_TARGET_MS;
  console.log(
    `Sequential, ${times.length} questions on ${TRANSACTIONS} transactions: p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${P95_TARGET_MS} ms) ${p95 <= P95_TARGET_MS ? 'ok' : 'MISSED'}`,
  );

  const users: BenchClient[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const user = await signedInClient(server.url);
    await user.upload('year.csv', csv);
    users.push(user);
  }
  const deadline = performance.now() + LOAD_SECONDS * 1000;
  const loadTimes: number[] = [];
  let errors = 0;
  await Promise.all(
    users.map(async (user, index) => {
      for (let n = index; performance.now() < deadline; n += 1) {
        try {
          loadTimes.push((await user.ask('year.csv', QUESTIONS[n % QUESTIONS.length] ?? '')).ms);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  failed ||= errors > 0;
  console.log(
    `${USERS} users for ${LOAD_SECONDS} s: ${loadTimes.length} answers, ${errors} errors, p50 ${percentile(loadTimes, 0.5).toFixed(0)} ms, p95 ${percentile(loadTimes, 0.95).toFixed(0)} ms ${errors === 0 ? 'ok' : 'MISSED'}`,
  );
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
