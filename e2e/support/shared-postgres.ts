import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SCRIPT = fileURLToPath(new URL('../../scripts/test-postgres.sh', import.meta.url));
/** The port of the server this suite starts when CI has not started one. */
const OWN_PORT = '54339';

/**
 * A fresh database on a real PostgreSQL server, which several server processes can share (PGlite
 * cannot): CI's (TEST_DATABASE_URL), else one started with scripts/test-postgres.sh.
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server =
    process.env.TEST_DATABASE_URL ??
    execFileSync('bash', [SCRIPT, 'start', OWN_PORT], { encoding: 'utf8' }).trim();
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
