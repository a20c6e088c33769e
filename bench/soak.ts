/**
 * `npm run bench:soak`: forty signed-in users, each from an address of its own, use the built
 * server for five minutes as people do: questions about their statement, page loads, the chat
 * list, and now and then an upload. Targets: no errors, p95 at most 300 ms, and the server's
 * resident memory growing at most 150 MB from the end of the first minute to the end. Exits
 * non-zero when a target is missed. SOAK_SECONDS shortens the run for a quick look.
 */
import { readFile } from 'node:fs/promises';
import { startServer } from '../e2e/support/server';

const USERS = 40;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
const THINK_MS = 200;
const P95_TARGET_MS = 300;
const GROWTH_TARGET_MB = 150;
const QUESTIONS = [
  'How much did I spend in total?',
  'What was my largest expense?',
  'Top 5 merchants by spending',
  'Spending by month',
  'How much did I spend at TESCO?',
  'What is the closing balance?',
];

function statementCsv(user: number, rows: number): string {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 500_000;
  for (let i = 0; i < rows; i += 1) {
    const amount = i % 9 === 0 ? 250_000 : -((i * 37 + user * 11) % 9_000) - 100;
    balance += amount;
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    const shop = ['TESCO STORES', 'AMAZON MKTPLACE', 'NETFLIX.COM', 'SHELL FUEL'][i % 4];
    lines.push(
      `2025-${month}-${day},${shop} ${i},${(amount / 100).toFixed(2)},${(balance / 100).toFixed(2)}`,
    );
  }
  return lines.join('\n');
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

class SoakUser {
  private cookie = '';
  private csrf = '';
  constructor(
    private readonly base: string,
    private readonly address: string,
  ) {}

  private async call(method: string, path: string, body?: string | FormData, json = true) {
    const headers: Record<string, string> = {
      cookie: this.cookie,
      'x-forwarded-for': this.address,
    };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    if (json && body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    if (set.length > 0) {
      const jar = new Map(
        this.cookie
          .split('; ')
          .filter(Boolean)
          .map((c) => [c.split('=')[0], c]),
      );
      for (const cookie of set) jar.set(cookie.split('=')[0], cookie);
      this.cookie = [...jar.values()].join('; ');
      this.csrf = /csrf_token=([^;]+)/.exec(this.cookie)?.[1] ?? this.csrf;
    }
    await response.arrayBuffer();
    return response.status;
  }

  async start(index: number): Promise<void> {
    await this.call('GET', '/api/health');
    const body = JSON.stringify({
      name: 'Soak',
      email: `soak${index}@example.com`,
      password: 'soaking-it',
    });
    if ((await this.call('POST', '/api/auth/register', body)) !== 201) throw new Error('sign-up');
    await this.upload(index, 'statement.csv', 1_000);
  }

  upload(index: number, name: string, rows: number) {
    const form = new FormData();
    form.append('file', new Blob([statementCsv(index, rows)]), name);
    return this.call('POST', '/api/embed/upload-doc', form, false);
  }

  /** One thing a person does, chosen at random; answers what it was and its status. */
  async act(index: number, turn: number): Promise<[Action, number]> {
    const roll = Math.random();
    if (roll < 0.6) {
      const question = QUESTIONS[turn % QUESTIONS.length];
      const body = JSON.stringify({ question, filename: 'statement.csv' });
      return ['question', await this.call('POST', '/api/qa/query', body)];
    }
    if (roll < 0.75) return ['page', await this.call('GET', '/dashboard')];
    if (roll < 0.85) return ['me', await this.call('GET', '/api/me')];
    if (roll < 0.98) return ['chat list', await this.call('GET', '/api/documents')];
    return ['upload', await this.upload(index, `extra-${turn}.csv`, 200)];
  }
}

type Action = 'question' | 'page' | 'me' | 'chat list' | 'upload';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

const server = await startServer({ LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' });
let failed: boolean;
try {
  const users = Array.from(
    { length: USERS },
    (_, i) => new SoakUser(server.url, `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`),
  );
  for (const [i, user] of users.entries()) await user.start(i);
  const latencies: number[] = [];
  /** Each action's latencies apart, to say which one a missed target comes from. */
  const byAction = new Map<Action, number[]>();
  let errors = 0;
  /** What the failures answered (0: no answer at all), to say what went wrong. */
  const failures = new Map<number, number>();
  const started = Date.now();
  const ends = started + SECONDS * 1_000;
  let residentAtWarmUp = 0;
  const warmUp = setTimeout(() => {
    void residentMb(server.pid).then((mb) => (residentAtWarmUp = mb));
  }, WARM_UP_SECONDS * 1_000);
  await Promise.all(
    users.map(async (user, i) => {
      for (let turn = 0; Date.now() < ends; turn += 1) {
        const at = performance.now();
        const [action, status] = await user
          .act(i, turn)
          .catch((): [Action, number] => ['upload', 0]);
        const latency = performance.now() - at;
        latencies.push(latency);
        const actionLatencies = byAction.get(action) ?? [];
        actionLatencies.push(latency);
        byAction.set(action, actionLatencies);
        if (status < 200 || status >= 300) {
          errors += 1;
          failures.set(status, (failures.get(status) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      }
    }),
  );
  clearTimeout(warmUp);
  const growth = (await residentMb(server.pid)) - residentAtWarmUp;
  const p95 = percentile(latencies, 0.95);
  const seconds = (Date.now() - started) / 1_000;
  failed = errors > 0 || p95 > P95_TARGET_MS || growth > GROWTH_TARGET_MB;
  console.log(
    `${USERS} users for ${seconds.toFixed(0)} s: ${latencies.length} requests (${(latencies.length / seconds).toFixed(0)}/s), ` +
      `${errors} errors ${JSON.stringify(Object.fromEntries(failures))}, p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${P95_TARGET_MS}), ` +
      `p99 ${percentile(latencies, 0.99).toFixed(0)} ms; resident memory ${residentAtWarmUp.toFixed(0)} MB after ${WARM_UP_SECONDS} s, ` +
      `growth to the end ${growth.toFixed(0)} MB (target ≤ ${GROWTH_TARGET_MB}) ${failed ? 'MISSED' : 'ok'}`,
  );
  for (const [action, values] of byAction) {
    console.log(
      `  ${action}: ${values.length} requests, p50 ${percentile(values, 0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(values, 0.95).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms`,
    );
  }
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
