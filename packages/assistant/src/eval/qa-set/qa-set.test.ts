import { describe, expect, it } from 'vitest';
import {
  KNOWN_GAPS,
  WAVE_THREE_GAPS,
  WAVE_TWO_GAPS,
} from '../../../../statements/src/corpus/known-gaps';
import type { Answer } from '../../types';
import { grade } from './grade';
import { chosenStatements } from './statements';
import type { ExpectedAnswer } from './types';
import { qaSet } from './write-questions';

/**
 * The question set's own soundness: its size, its spread, and that every expected figure is a
 * whole number of minor units; and the grader's verdicts on answers written by hand. The
 * assistant's accuracy on the set is a measurement (report.ts), deliberately not asserted here.
 */
const statements = chosenStatements();
const questions = qaSet(statements);

describe('the question set', () => {
  it('has at least 1,500 questions over at least 25 statements', () => {
    expect(questions.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(questions.map((question) => question.statement)).size).toBeGreaterThanOrEqual(
      25,
    );
  });

  it('gives every expected figure as a finite integer, and every question something to grade', () => {
    for (const { question, expected } of questions) {
      if (expected.value !== undefined)
        expect(Number.isSafeInteger(expected.value), question).toBe(true);
      const gradable =
        expected.kind === 'unanswerable' ||
        expected.value !== undefined ||
        (expected.textIncludes ?? []).length > 0;
      expect(gradable, question).toBe(true);
    }
  });

  it('is the same on every run, and asks no statement the same words twice', () => {
    expect(qaSet(chosenStatements())).toEqual(questions);
    const keys = questions.map((question) => `${question.statement}\n${question.question}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spans cards and bank accounts, currencies, typos and Hinglish', () => {
    expect(statements.filter((item) => item.card).length).toBeGreaterThanOrEqual(5);
    const currencies = new Set(statements.map((item) => item.history.currency));
    for (const code of ['USD', 'GBP', 'EUR', 'INR', 'JPY', 'BRL'])
      expect(currencies).toContain(code);
    const typos = questions.filter((question) => question.variant === 'typo').length;
    expect(typos / questions.length).toBeGreaterThan(0.08);
    const rupees = new Set(
      statements.filter((item) => item.history.currency === 'INR').map((item) => item.id),
    );
    const hinglish = questions.filter((question) => question.variant === 'hinglish');
    expect(hinglish.every((question) => rupees.has(question.statement))).toBe(true);
    const inRupees = questions.filter((question) => rupees.has(question.statement)).length;
    expect(hinglish.length / inRupees).toBeGreaterThan(0.08);
  });

  it('asks only files the corpus tests assert read exactly', () => {
    const gaps = { ...KNOWN_GAPS, ...WAVE_TWO_GAPS, ...WAVE_THREE_GAPS };
    expect(statements.filter((item) => item.id in gaps)).toEqual([]);
  });
});

const answer = (kind: Answer['kind'], value: number | undefined, text = ''): Answer => ({
  kind,
  text,
  transactions: [],
  ...(value === undefined ? {} : { value }),
});

describe('the grader', () => {
  const spent: ExpectedAnswer = { kind: 'money', value: 123_456 };

  it('marks the expected figure right, in either money kind, and a count given as a list', () => {
    expect(grade(spent, answer('money', 123_456, 'You spent 1,234.56.'))).toBe('right');
    expect(grade({ kind: 'balance', value: -5_000 }, answer('balance', -5_000))).toBe('right');
    expect(grade({ kind: 'count', value: 4 }, answer('list', 4))).toBe('right');
  });

  it('counts another figure as a wrong figure', () => {
    expect(grade(spent, answer('money', 123_400))).toBe('wrong-figure');
    expect(grade(spent, answer('count', 7))).toBe('wrong-figure');
    expect(grade({ kind: 'count', value: 4 }, answer('count', 5))).toBe('wrong-figure');
    expect(grade({ kind: 'balance', value: -5_000 }, answer('balance', 5_000))).toBe(
      'wrong-figure',
    );
  });

  it('counts a refusal where a figure was due as no answer, not a wrong one', () => {
    expect(grade(spent, answer('unanswerable', undefined, 'I cannot tell.'))).toBe('no-answer');
    expect(grade(spent, answer('info', undefined, 'This statement covers May.'))).toBe('no-answer');
    expect(grade(spent, answer('entities', 3, 'Tesco, Boots, Greggs'))).toBe('miss');
  });

  it('wants no figure for what the statement cannot answer', () => {
    const none: ExpectedAnswer = { kind: 'unanswerable' };
    expect(grade(none, answer('unanswerable', undefined, 'No transaction mentions Tesla.'))).toBe(
      'right',
    );
    expect(grade(none, answer('money', 0, 'Nothing: the total is 0.00.'))).toBe('wrong-figure');
    expect(grade(none, answer('money', 98_765, 'You spent 987.65.'))).toBe('wrong-figure');
    expect(grade(none, answer('count', 12, 'There are 12 debits.'))).toBe('miss');
  });

  it('grades a comparison by the month it says won', () => {
    const april: ExpectedAnswer = { kind: 'money', textIncludes: ['April'], versus: 'March' };
    const say = (text: string) => grade(april, answer('money', 1, text));
    expect(
      say('March 2024: £1,200.50\nApril 2024: £1,900.00\nApril 2024 is the larger, by £699.50.'),
    ).toBe('right');
    expect(say('You spent more in April 2024 (£1,900.00) than in March 2024.')).toBe('right');
    expect(say('You spent less in March than in April.')).toBe('right');
    expect(say('March was higher than April.')).toBe('miss');
    expect(say('You spent £1,900.00 in April 2024, across 8 debits.')).toBe('miss');
    expect(say('March 2024: £1,200.50. April 2024: £1,900.00.')).toBe('miss');
  });

  it('grades a savings rate by its percentage', () => {
    const rate: ExpectedAnswer = { kind: 'money', textIncludes: ['12.3%'] };
    expect(grade(rate, answer('money', 500, 'Your savings rate was 12.3%.'))).toBe('right');
    expect(grade(rate, answer('money', 500, 'Your savings rate was 15.0%.'))).toBe('wrong-figure');
    expect(grade(rate, answer('money', 500, 'You received 4,000.00.'))).toBe('miss');
    expect(grade(rate, answer('unanswerable', undefined, 'I cannot tell.'))).toBe('no-answer');
  });
});
