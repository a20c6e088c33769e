import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionClient } from '../test/session-client';
import { buildTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_REQUEST_DEADLINES } from './request-deadlines';

/** What a slow sender gets back: everything the server wrote before it closed the socket. */
function dribble(
  port: number,
  head: string,
  drip: string,
): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    let reply = '';
    // One byte every 200 ms: never idle, never finished.
    const timer = setInterval(() => socket.write(drip), 200);
    socket.on('data', (data) => (reply += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow sender'));
    }, 10_000);
  });
}

describe('request deadlines', () => {
  let t: TestApp;
  let port: number;
  /** The signed-in user's cookie and CSRF header lines. */
  let credentials: string;

  beforeAll(async () => {
    t = await buildTestApp({ deadlines: { headersMs: 800, requestMs: 1_500 } });
    const { client } = await SessionClient.signUp(t.app, 'ada@example.com');
    credentials = `cookie: ${client.cookieHeader()}\r\nx-csrf-token: ${client.cookie('csrf_token')}`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('are at most 30 s for a whole request and 10 s for its headers by default', () => {
    expect(DEFAULT_REQUEST_DEADLINES.requestMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_REQUEST_DEADLINES.headersMs).toBeLessThanOrEqual(10_000);
  });

  it('cut a JSON body sent a byte at a time', async () => {
    const head =
      `PATCH /api/me HTTP/1.1\r\nHost: localhost\r\n${credentials}\r\n` +
      `content-type: application/json\r\ncontent-length: 100000\r\n\r\n{"name":"`;
    const { reply, closedAfterMs } = await dribble(port, head, 'a');
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('cut a multipart upload sent a byte at a time', async () => {
    const boundary = 'slowboundary';
    const head =
      `POST /api/embed/upload-doc HTTP/1.1\r\nHost: localhost\r\n${credentials}\r\n` +
      `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 5000000\r\n\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n` +
      `content-type: text/csv\r\n\r\nDate,Description,Amount\r\n`;
    const { closedAfterMs } = await dribble(port, head, '1');
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('cut headers that never end', async () => {
    const { reply, closedAfterMs } = await dribble(port, 'GET /api/health HTTP/1.1\r\n', 'x');
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});
