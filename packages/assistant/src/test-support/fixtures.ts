import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParsedStatement, parseStatement } from '@sheetwise/statements';

/** The repository's root, four levels above this file; the shared fixtures sit beside it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const sharedFixtures = path.resolve(repoRoot, '../shared/fixtures');

const cache = new Map<string, Promise<ParsedStatement>>();

/** A shared fixture parsed where it lives (fixtures are never copied into the repository). */
export function loadStatement(relativePath: string): Promise<ParsedStatement> {
  const cached = cache.get(relativePath);
  if (cached) return cached;
  const bytes = new Uint8Array(readFileSync(path.join(sharedFixtures, relativePath)));
  const parsed = parseStatement(bytes, path.basename(relativePath)).then((result) => {
    if (!result.ok)
      throw new Error(`${relativePath}: ${result.error.code} ${result.error.message}`);
    return result.statement;
  });
  cache.set(relativePath, parsed);
  return parsed;
}

export function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(path.join(sharedFixtures, relativePath), 'utf8')) as unknown;
}
