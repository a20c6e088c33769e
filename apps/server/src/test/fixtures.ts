import { fileURLToPath } from 'node:url';

/** The shared statement fixtures, read where they are: they are never copied into the repository. */
export const FIXTURES = fileURLToPath(
  new URL('../../../../../shared/fixtures/statements/', import.meta.url),
);
