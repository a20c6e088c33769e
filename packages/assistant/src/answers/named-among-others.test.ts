import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { makeStatement } from '../test-support/statement';

const TODAY = '2026-11-26';
const statement = makeStatement(
  [
    [
      '2023-01-24',
      'SAMMLER - Batch of 3 payments: Allocations CAE, Second Payee, Third Payee AG',
      3942.08,
    ],
    ['2023-01-29', 'Allocations CAE - Virement 991022', 3335.65],
    ['2023-02-02', 'Allocations CAE - Virement 573023', 601.35],
    ['2023-02-05', 'Boulangerie Paul', -12.4],
    ['2023-02-06', 'Allocations CAE - Virement 100001', -50],
  ],
  { currency: 'EUR' },
);
const ask = (question: string) => answerQuestion(statement, question, TODAY);

describe('a merchant named among other parties on one row (a batch of payments)', () => {
  it('tells the merchant’s own rows and the shared one, but no figure that guesses a share', () => {
    const answer = ask('How much did I receive from Allocations CAE?');
    expect(answer.kind).toBe('money');
    expect(answer.value).toBeUndefined();
    expect(answer.text).toContain('€3,937.00');
    expect(answer.text).toContain(
      'But 1 more credit of €3,942.08 names Allocations Cae Virement among other parties',
    );
    expect(answer.text).toContain("so I can't give one exact figure");
    expect(answer.transactions.map((tx) => tx.date)).toEqual([
      '2023-01-24',
      '2023-01-29',
      '2023-02-02',
    ]);
    expect(ask('How many credits from Allocations CAE?').value).toBeUndefined();
  });

  it('answers exactly where no shared row is of the question’s direction or period', () => {
    expect(ask('How much did I pay Allocations CAE?').value).toBe(5000);
    expect(ask('How much did I receive from Allocations CAE in February 2023?').value).toBe(60135);
  });
});
