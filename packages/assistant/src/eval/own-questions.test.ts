import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { formatMoney, toMinor } from '../format/format-money';
import { loadStatement } from '../test-support/fixtures';
import { EVAL_QUESTIONS } from './questions';

const TODAY = '2025-11-22';

describe('the assistant’s own question set (eval/questions.ts)', () => {
  it.each(EVAL_QUESTIONS.map((entry) => [`${entry.file}: ${entry.question}`, entry] as const))(
    '%s',
    async (_, entry) => {
      const statement = await loadStatement(entry.file);
      const answer = answerQuestion(statement, entry.question, TODAY);
      expect(answer.kind, answer.text).toBe(entry.kind);
      if (entry.value !== undefined && (entry.kind === 'money' || entry.kind === 'balance')) {
        const minor = toMinor(entry.value, statement.currency);
        expect(answer.value, answer.text).toBe(minor);
        // A card's balance below zero is written as the amount owed.
        const owed = `${formatMoney(-minor, statement.currency)} owed`;
        const written =
          answer.text.includes(formatMoney(minor, statement.currency)) ||
          (entry.kind === 'balance' && minor < 0 && answer.text.includes(owed));
        expect(written, answer.text).toBe(true);
      } else if (entry.value !== undefined) {
        expect(answer.value, answer.text).toBe(entry.value);
      }
      for (const name of entry.mentions ?? []) {
        expect(answer.text.toLowerCase()).toContain(name.toLowerCase());
      }
      if (entry.kind === 'unanswerable') {
        expect(answer.value).toBeUndefined();
        expect(answer.suggestions).toHaveLength(3);
      } else if (entry.kind !== 'info') {
        expect(answer.transactions.length).toBeGreaterThan(0);
      }
    },
  );
});
