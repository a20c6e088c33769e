import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What pure source must not use: Node built-ins, the clock, randomness, globals, I/O. */
const FORBIDDEN =
  /from 'node:|require\(|\bprocess\.|\bBuffer\b|\bfetch\(|\bDate\.now\(|\bMath\.random\(|new Date\(\)|\bconsole\./;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The non-test source files under `srcDir` (test-support aside) that are not pure. */
export function impureSourceFiles(srcDir: string): string[] {
  return sourceFiles(srcDir)
    .filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(srcDir, file));
}
