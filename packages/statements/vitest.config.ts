import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'statements',
    environment: 'node',
    // The first PDF test loads pdf.js and reads a whole fixture: 3 to 5 s on a busy two-core
    // machine. Speed is measured by `npm run bench`, not by these tests.
    testTimeout: 30_000,
  },
});
