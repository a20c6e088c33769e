import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'session-secret';
const MIN_LENGTH = 32;

/**
 * Local mode's SESSION_SECRET when none is set: generated on the first start and kept in DATA_DIR
 * (readable by this user only), so signed state survives a restart.
 */
export async function localSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, FILE_NAME);
  const existing = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (existing.length >= MIN_LENGTH) return existing;
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
