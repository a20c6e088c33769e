/**
 * `npm run bench:auth`: what signing a request in costs. A bare Fastify route and the built
 * server's `GET /api/me` (a signed-in session, every hook of the real app) are each loaded by
 * autocannon for the same time, one after the other in one run; the target is a ratio, so that
 * it holds on a faster or slower machine. Exits non-zero when the target is missed.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startServer } from '../e2e/support/server';
import { signUp } from './support/client';

const RATIO_TARGET = 0.5;
const SECONDS = 10;
const CONNECTIONS = 20;

/** Requests a second that autocannon sustained against `url`, with no error or non-2xx reply. */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return result.requests.average;
}

/** A Fastify server of one JSON route and nothing else, in a process of its own. */
async function startBareFastify(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const source = `
    const app = require('fastify')();
    app.get('/bare', () => ({ ok: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => child.kill() };
}

const server = await startServer({ LOG_LEVEL: 'error' });
const bare = await startBareFastify();
try {
  const { cookie } = await signUp(server.url);
  const bareRate = await requestsPerSecond(bare.url);
  const meRate = await requestsPerSecond(`${server.url}/api/me`, { cookie });
  const ratio = meRate / bareRate;
  console.log(
    `Bare Fastify: ${bareRate.toFixed(0)} req/s; GET /api/me signed in: ${meRate.toFixed(0)} req/s; ` +
      `ratio ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET}) ${ratio >= RATIO_TARGET ? 'ok' : 'MISSED'}`,
  );
  if (ratio < RATIO_TARGET) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
}
