import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEV_SHEETS_PATH, type Config } from '../../config';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { apiRoutes } from './api-routes';
import { gridRoutes } from './grid-routes';
import { oauthRoutes } from './oauth-routes';

/**
 * Mounts the development spreadsheet service at /dev-sheets: Google's Sheets, Drive and OAuth
 * endpoints as the connector uses them, and a grid page to edit cells, so that sync can be tried
 * end to end offline. Anyone who reaches it can read and edit every spreadsheet in it and grant
 * themselves tokens, so it refuses to run outside local mode.
 */
export async function mountDevSpreadsheetService(
  app: FastifyInstance,
  { config, db, clock }: { config: Config; db: Kysely<DB>; clock: Clock },
): Promise<void> {
  if (config.mode !== 'local') {
    throw new Error('The development spreadsheet service must never run outside local mode');
  }
  await app.register(oauthRoutes, { prefix: DEV_SHEETS_PATH, db, clock, appUrl: config.appUrl });
  await app.register(apiRoutes, { prefix: DEV_SHEETS_PATH, db, clock, appUrl: config.appUrl });
  await app.register(gridRoutes, { prefix: DEV_SHEETS_PATH, db, clock });
}
