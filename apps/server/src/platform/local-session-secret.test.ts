import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSessionSecret } from './local-session-secret';

describe('localSessionSecret', () => {
  it('creates a private secret once and returns the same one after a restart', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'sheetwise-secret-')), 'data');
    const first = await localSessionSecret(dataDir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await localSessionSecret(dataDir)).toBe(first);
    const file = path.join(dataDir, 'session-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('replaces a file too short to be a secret', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-secret-'));
    await writeFile(path.join(dataDir, 'session-secret'), 'short');
    expect(await localSessionSecret(dataDir)).toMatch(/^[\w-]{43}$/);
  });
});
