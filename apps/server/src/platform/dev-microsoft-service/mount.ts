import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { fileRoutes } from './file-routes';
import { graphRoutes } from './graph-routes';
import { oauthRoutes } from './oauth-routes';

/**
 * Mounts the development Microsoft service at /dev-onedrive: the identity platform's v2.0
 * authorize and token endpoints, the Graph calls the OneDrive connector makes, and a page to
 * upload and download workbooks, so that OneDrive sync can be tried end to end offline. Anyone
 * who reaches it can read every file in it and grant themselves tokens for any account, so it
 * refuses to run outside local mode.
 */
export async function mountDevMicrosoftService(
  app: FastifyInstance,
  { config, db, clock }: { config: Config; db: Kysely<DB>; clock: Clock },
): Promise<void> {
  if (config.mode !== 'local') {
    throw new Error('The development Microsoft service must never run outside local mode');
  }
  const appUrl = config.appUrl;
  await app.register(oauthRoutes, { prefix: DEV_ONEDRIVE_PATH, db, clock, appUrl });
  await app.register(graphRoutes, { prefix: DEV_ONEDRIVE_PATH, db, clock, appUrl });
  await app.register(fileRoutes, { prefix: DEV_ONEDRIVE_PATH, db, clock });
}
