import { describe, expect, it } from 'vitest';
import { ask } from '../test-support/ask';
import { sampleStatement } from '../test-support/sample';
import { makeStatement } from '../test-support/statement';

const NUMBER = /\d/;

describe('questions the statement cannot answer', () => {
  it.each([
    'What’s the weather?',
    'How much did I spend on Tesla?',
    'How much did Tesla cost me?',
    'How much did I spend at Amazon?',
    'How much did I spend in June?',
    'Tell me a joke',
  ])('%s: a plain refusal, no figure, and three questions that work', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('unanswerable');
    expect(answer.value).toBeUndefined();
    expect(answer.transactions).toEqual([]);
    expect(answer.suggestions).toHaveLength(3);
    for (const suggestion of answer.suggestions ?? []) {
      const followUp = ask(suggestion);
      expect(followUp.kind, suggestion).not.toBe('unanswerable');
    }
  });

  it('names what it could not find, with the statement’s period and no made-up amount', () => {
    const text = ask('How much did I spend on Tesla?').text;
    expect(text).toBe(
      'No transaction in this statement (01-January-2025 – 31-March-2025) mentions “Tesla”, so I can’t give a figure for it.'.replace(
        '’',
        "'",
      ),
    );
    expect(ask('How much did I spend in June?').text).toBe(
      'This statement covers 01-January-2025 – 31-March-2025, so it has nothing for June 2025.',
    );
    expect(ask('What’s the weather?').text.replace(/\(.*?\)/, '')).not.toMatch(NUMBER);
  });

  it('suggests questions built from this statement', () => {
    expect(ask('What’s the weather?').suggestions).toEqual([
      'What was the closing balance?',
      'How much did I spend at Jio?',
      'How much did I spend in March 2025?',
    ]);
  });

  it('offers the closest readings it can answer first: a near merchant, the question without the unknown word', () => {
    const misspelt = ask('How much did I spend on zmto?');
    expect(misspelt.kind).toBe('unanswerable');
    expect(misspelt.suggestions?.slice(0, 2)).toEqual([
      'How much did I spend at Zomato?',
      'How much did I spend?',
    ]);
    expect(ask('How many times did I order from swgy?').suggestions?.[0]).toBe(
      'How many payments at Swiggy?',
    );
  });

  it('offers the statement’s own last month for a month it does not cover', () => {
    const outside = ask('How much did I spend at Swiggy in June 2024?');
    expect(outside.suggestions?.slice(0, 2)).toEqual([
      'How much did I spend at Swiggy in March 2025?',
      'How much did I spend at Swiggy?',
    ]);
  });

  it('refuses on a statement without transactions', () => {
    const answer = ask('How much did I spend?', makeStatement([]));
    expect(answer.kind).toBe('unanswerable');
  });
});

describe('facts about the statement', () => {
  const statement = sampleStatement({ accountMasked: '****8901', bank: 'SBI' });

  it.each([
    [
      'What period does this statement cover?',
      'This statement covers 01-January-2025 to 31-March-2025 (90 days) and lists 23 transactions. The transactions run 01-January-2025 – 15-March-2025.',
    ],
    [
      'Which account is this?',
      'The account is ****8901 at SBI (only the last four digits are shown).',
    ],
    ['What currency is it in?', 'Amounts are in INR.'],
    ['Which bank is this from?', 'The statement is from SBI.'],
  ])('%s', (question, text) => {
    expect(ask(question, statement)).toMatchObject({ kind: 'info', text });
  });

  it('says when the statement does not name its currency', () => {
    expect(ask('What currency?', sampleStatement({ currency: null })).text).toContain(
      "doesn't say which currency",
    );
  });

  it('summarises', () => {
    const text = ask('Give me a summary').text;
    expect(text).toContain(
      'Money in: ₹1,51,119.40 (5 credits); money out: ₹70,234.10 (18 debits).',
    );
    expect(text).toContain('The closing balance was ₹90,885.30.');
  });

  it('helps', () => {
    const answer = ask('help');
    expect(answer.kind).toBe('info');
    expect(answer.suggestions).toHaveLength(3);
  });
});

describe('suggestQuestionsFor', () => {
  it('offers three questions for a statement, each answerable', async () => {
    const { suggestQuestionsFor } = await import('../answer-question');
    const questions = suggestQuestionsFor(sampleStatement(), '2025-11-22');
    expect(questions).toHaveLength(3);
    for (const question of questions) expect(ask(question).kind).not.toBe('unanswerable');
  });
});
