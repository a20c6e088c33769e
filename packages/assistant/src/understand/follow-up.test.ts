import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { loadStatement } from '../test-support/fixtures';

const TODAY = '2026-11-26';
const savings = 'qa/savings_jan_feb_2025.csv';

async function followUp(previous: string, question: string) {
  return answerQuestion(await loadStatement(savings), question, TODAY, { question: previous });
}

describe('follow-up questions', () => {
  it('keeps the subject and changes the period: "and in February?"', async () => {
    const answer = await followUp('How much did I spend on Swiggy in January?', 'and in February?');
    expect(answer.reading).toEqual({
      understood: 'total · money out · Swiggy · February 2025',
      sure: false,
      assumed: ['a follow-up to your last question, “How much did I spend on Swiggy in January?”'],
    });
  });

  it('keeps the period and changes the subject: "what about Zomato?"', async () => {
    const answer = await followUp('How many transactions at Swiggy?', 'what about Zomato?');
    expect(answer).toMatchObject({ kind: 'count', value: 3 });
  });

  it('keeps the question and changes the month of a ranking', async () => {
    const answer = await followUp('What was my largest expense in January?', 'and February?');
    expect(answer.value).toBe(3500000);
    expect(answer.text).toContain('February 2025');
  });

  it('drops what the earlier question named that the statement lacks', async () => {
    const answer = await followUp('How many transactions at Uber?', 'how about Ola?');
    expect(answer.text).not.toContain('Uber');
  });

  it('reads a question that is no follow-up on its own', async () => {
    const answer = await followUp(
      'How much did I spend on Swiggy in January?',
      'What is my savings rate?',
    );
    expect(answer.text).toContain('45.2%');
    expect(answer.reading?.sure).toBe(true);
  });
});
