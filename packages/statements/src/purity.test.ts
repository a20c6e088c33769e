import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { impureSourceFiles } from './test-support/purity';

describe('the package is pure', () => {
  it('no Node built-ins, clock, randomness, globals or I/O outside tests', () => {
    expect(impureSourceFiles(path.dirname(fileURLToPath(import.meta.url)))).toEqual([]);
  });
});
