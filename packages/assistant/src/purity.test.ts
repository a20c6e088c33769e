import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The statements package's purity check, shared rather than copied: both packages are pure.
import { impureSourceFiles } from '../../statements/src/test-support/purity';

describe('the package is pure', () => {
  it('no Node built-ins, clock, randomness, globals or I/O outside tests', () => {
    expect(impureSourceFiles(path.dirname(fileURLToPath(import.meta.url)))).toEqual([]);
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
