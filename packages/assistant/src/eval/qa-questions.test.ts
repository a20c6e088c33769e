import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { formatMoney } from '../format/format-money';
import { loadStatement, readJson } from '../test-support/fixtures';
import type { SharedQuestion } from './questions';

const QUESTIONS = readJson('qa/questions.json') as SharedQuestion[];
const TODAY = '2025-11-22';

describe('the shared question set (qa/questions.json)', () => {
  it('has the 33 questions over 3 statements', () => {
    expect(QUESTIONS).toHaveLength(33);
  });

  it.each(QUESTIONS.map((entry) => [`${entry.file}: ${entry.question}`, entry] as const))(
    '%s',
    async (_, entry) => {
      const statement = await loadStatement(`qa/${entry.file}`);
      const answer = answerQuestion(statement, entry.question, TODAY);
      expect(answer.kind).not.toBe('unanswerable');
      if (entry.kind === 'number') {
        const minor = Math.round((entry.value ?? Number.NaN) * 100);
        expect(answer.value).toBe(minor);
        expect(answer.text).toContain(formatMoney(minor, statement.currency));
      }
      if (entry.kind === 'count') expect(answer.value).toBe(entry.value);
      for (const name of [entry.entity, ...(entry.entities ?? [])].filter(Boolean)) {
        expect(answer.text.toLowerCase()).toContain(String(name).toLowerCase());
      }
      expect(answer.transactions.length).toBeGreaterThan(0);
    },
  );
});
