// Writes a set's statements, their expected rows and expected figures to a folder:
//   npx tsx bench/blind/consistency/generate.ts seen [out-dir]
// (default out-dir: bench/blind/consistency/<set>/out). The runner generates in memory and does
// not need this; it is here to look at the files.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectedOf } from './lib/expected';
import { loadSet } from './lib/sets';

const here = path.dirname(fileURLToPath(import.meta.url));
const which = process.argv[2] === 'unseen' ? 'unseen' : 'seen';
const out = process.argv[3] ?? path.join(here, which, 'out');
mkdirSync(out, { recursive: true });
const files = await loadSet(which);
for (const file of files) {
  writeFileSync(path.join(out, file.fileName), file.bytes);
  writeFileSync(
    path.join(out, `${file.fileName}.expected-rows.json`),
    JSON.stringify({ ...file, bytes: undefined, local: file.local.language }, null, 1),
  );
}
writeFileSync(path.join(out, 'expected-figures.json'), JSON.stringify(expectedOf(files), null, 1));
console.log(`${files.length} statements written to ${out}`);
for (const f of files) console.log(`  ${f.fileName}: ${f.rows.length} rows, ${f.currency}`);
