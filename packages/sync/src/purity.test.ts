import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The statements package's purity check, shared rather than copied: this package is pure too.
import { impureSourceFiles } from '../../statements/src/test-support/purity';
import { isUuidV7, uuidV7 } from './uuid-v7';

describe('the package is pure', () => {
  it('no Node built-ins, clock, randomness, globals or I/O outside tests', () => {
    expect(impureSourceFiles(path.dirname(fileURLToPath(import.meta.url)))).toEqual([]);
  });

  it('makes time-ordered UUIDv7 row ids in production', () => {
    const [first, second] = [uuidV7(), uuidV7()];
    expect(isUuidV7(first)).toBe(true);
    expect(first).not.toBe(second);
    expect(isUuidV7('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(false);
  });
});
