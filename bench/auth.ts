/**
 * `npm run bench:auth`: what signing a request in costs. A bare Fastify route and the built
 * server's `GET /api/me` (a signed-in session, every hook of the real app) are loaded by
 * autocannon in turns within one run; the target is a ratio, so that it holds on a faster or
 * slower machine. Exits non-zero when the target is missed.
 *
 * Two figures come from each round:
 * - throughput: requests a second each server answered;
 * - capacity: requests per CPU-second of the server's own process (from /proc), which is what
 *   throughput would be if autocannon were never the bottleneck.
 * On a two-core machine autocannon needs a core to itself and, on a slow spell, reaches fewer
 * requests a second than bare Fastify could answer, so the bare throughput is then partly
 * autocannon's limit and the throughput ratio flatters the app; the target is judged on
 * capacity, printed with both. Where `taskset` exists each server is held to the first core and
 * autocannon to the second (the scheduler moving them about swung one figure by half between
 * runs); the ratio is the median of several back-to-back rounds, so that a slow spell on the
 * machine falls on both sides.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { freePort, startServer } from '../e2e/support/server';
import { signUp } from './support/client';

const RATIO_TARGET = 0.5;
const WARM_UP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 5;
const CONNECTIONS = 20;

interface Measured {
  perSecond: number;
  /** Requests per second of the server process's CPU time, user and system. */
  perCpuSecond: number;
}

/** Holds a process, every thread of it, to one core; false where that cannot be done. */
function pinToCore(pid: number, core: number): boolean {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** CPU time a process has used, in clock ticks (user plus system), from /proc/<pid>/stat. */
function cpuTicks(pid: number): number {
  // The command name may hold spaces, so the fields are counted from its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Linux's clock tick, which /proc counts in; getconf says so where it differs from 100. */
function ticksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** Loads `url` for `seconds` and measures the server `pid`; any error or non-2xx reply fails. */
async function measure(
  url: string,
  pid: number,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measured> {
  const before = cpuTicks(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpuSeconds = (cpuTicks(pid) - before) / ticksPerSecond();
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return {
    perSecond: result.requests.average,
    perCpuSecond: result.requests.total / Math.max(cpuSeconds, 0.01),
  };
}

/** A Fastify server of one JSON route and nothing else, in a process of its own. */
async function startBareFastify(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const source = `
    const app = require('fastify')();
    app.get('/bare', () => ({ ok: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid ?? 0, stop: () => child.kill() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const server = await startServer({ LOG_LEVEL: 'error' });
const bare = await startBareFastify();
try {
  const pinned = pinToCore(server.pid, 0) && pinToCore(bare.pid, 0) && pinToCore(process.pid, 1);
  const { cookie } = await signUp(server.url);
  const me = `${server.url}/api/me`;
  await measure(bare.url, bare.pid, {}, WARM_UP_SECONDS);
  await measure(me, server.pid, { cookie }, WARM_UP_SECONDS);
  const throughputRatios: number[] = [];
  const capacityRatios: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bareRun = await measure(bare.url, bare.pid, {}, ROUND_SECONDS);
    const meRun = await measure(me, server.pid, { cookie }, ROUND_SECONDS);
    throughputRatios.push(meRun.perSecond / bareRun.perSecond);
    capacityRatios.push(meRun.perCpuSecond / bareRun.perCpuSecond);
    console.log(
      `Round ${round}: bare Fastify ${bareRun.perSecond.toFixed(0)} req/s ` +
        `(${bareRun.perCpuSecond.toFixed(0)} per CPU-second); GET /api/me signed in ` +
        `${meRun.perSecond.toFixed(0)} req/s (${meRun.perCpuSecond.toFixed(0)} per CPU-second)`,
    );
  }
  const capacity = median(capacityRatios);
  console.log(
    `Median throughput ratio ${median(throughputRatios).toFixed(2)}; ` +
      `median capacity ratio ${capacity.toFixed(2)} (target ≥ ${RATIO_TARGET}) ` +
      `${capacity >= RATIO_TARGET ? 'ok' : 'MISSED'}; ` +
      (pinned ? 'servers on core 0, autocannon on core 1' : 'not pinned to cores'),
  );
  if (capacity < RATIO_TARGET) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
}
