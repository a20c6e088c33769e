import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Opening PGlite compiles its WebAssembly, which takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
