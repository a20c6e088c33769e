import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the package is pure', () => {
  it('no Node built-ins, clock, randomness, globals or I/O outside tests', () => {
    const forbidden =
      /from 'node:|require\(|\bprocess\.|\bBuffer\b|\bfetch\(|\bDate\.now\(|\bMath\.random\(|new Date\(\)|\bconsole\./;
    const offenders = sourceFiles(srcDir).filter((file) =>
      forbidden.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('answers the same question the same way every time', async () => {
    const { answerQuestion } = await import('./answer-question');
    const { sampleStatement } = await import('./test-support/sample');
    const statement = sampleStatement();
    const first = answerQuestion(statement, 'Spending by category', '2025-11-22');
    expect(answerQuestion(statement, 'Spending by category', '2025-11-22')).toEqual(first);
    expect(statement).toEqual(sampleStatement());
  });
});
