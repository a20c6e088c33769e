/**
 * Writes the generated corpus to a directory, for people who want to look at the files:
 * `npx tsx packages/statements/scripts/write-corpus.ts <directory>`. One folder per layout, the
 * file as a bank would name it, and the figures it must read to beside it as JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusCases } from '../src/test-support/corpus/cases';
import { isHeldOut } from '../src/test-support/corpus/split';

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: write-corpus.ts <directory>\n');
  process.exit(2);
}
for (const item of corpusCases()) {
  const folder = path.join(target, item.layout);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, item.fileName), item.bytes);
  const figures = { ...item.expected, heldOut: isHeldOut(item.layout) };
  writeFileSync(
    path.join(folder, `${item.fileName}.expected.json`),
    JSON.stringify(figures, null, 2),
  );
}
process.stdout.write(`wrote ${corpusCases().length} files to ${target}\n`);
