import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creates a PGlite data directory in a child process when it does not exist yet. PGlite's
 * initdb grows its WebAssembly memory to about 700 MB and WebAssembly memory never shrinks, so
 * running it in the server would keep that for the server's whole life; a child process gives it
 * all back when it exits, and the server then opens the finished directory at its normal size.
 */
export async function initPGliteDataDir(dataDir: string): Promise<void> {
  if (await exists(path.join(dataDir, 'PG_VERSION'))) return;
  // Plain JavaScript, so the child needs no loader whether the server runs built or from source.
  const module = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script = `import(${module}).then(async ({ PGlite }) => {
    const pglite = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)} });
    await pglite.close();
  });`;
  await run(process.execPath, ['--input-type=module', '--eval', script]);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
