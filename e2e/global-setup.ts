import { startServer } from './support/server';

/**
 * One real server for the whole run. Workers load the config after this has run, so they see
 * E2E_BASE_URL and use it as their baseURL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
