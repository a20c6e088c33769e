import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../../test/test-app';

export interface ListeningApp extends TestApp {
  /** Where the app listens, which is also its APP_URL: http://127.0.0.1:PORT. */
  origin: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port was assigned'));
      });
    });
  });
}

/**
 * The real app listening on a loopback port, for tests that need real HTTP: openid-client
 * discovers the development provider from the server itself. The port is chosen first, because
 * APP_URL (and so the provider's issuer and the redirect URI) must name it.
 */
export async function listenTestApp(
  options: Omit<TestAppOptions, 'extend'> & {
    /** As TestAppOptions.extend, and told the origin the app will listen on. */
    extend?: (app: FastifyInstance, origin: string) => void;
  } = {},
): Promise<ListeningApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { extend } = options;
  const t = await buildTestApp({
    ...options,
    env: { APP_URL: origin, PORT: String(port), ...options.env },
    extend:
      extend &&
      ((app) => {
        extend(app, origin);
      }),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin };
}
