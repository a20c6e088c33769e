import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { combineStatements } from '../statement/combine';
import { rowsBehind } from '../statement/rows-behind';
import { TODAY, sampleStatement } from '../test-support/sample';
import { makeStatement } from '../test-support/statement';

const statement = sampleStatement();
const ask = (question: string, previous?: { question: string; rowCount?: number }) =>
  answerQuestion(statement, question, TODAY, previous);

describe('asking to export transactions', () => {
  it.each([
    'export these transactions',
    'download this as Excel',
    'can I get these in a spreadsheet?',
    'export to CSV',
  ])('"%s" offers the rows behind the last answer', (question) => {
    const answer = ask(question, { question: 'How much did I spend on rent?', rowCount: 37 });
    expect(answer).toMatchObject({ kind: 'export', exportOf: 'previous', transactions: [] });
    expect(answer.text).toBe(
      'Here are the 37 transactions behind your last answer, ready to download.',
    );
    expect(answer.value).toBeUndefined();
  });

  it('says "the 1 transaction" of a one-row answer', () => {
    const answer = ask('export these', { question: 'my largest payment?', rowCount: 1 });
    expect(answer.text).toBe(
      'Here is the 1 transaction behind your last answer, ready to download.',
    );
  });

  it('offers every transaction when there is no earlier answer with rows', () => {
    const first = ask('Export to Excel');
    expect(first).toMatchObject({ kind: 'export', exportOf: 'statement', transactions: [] });
    expect(first.text).toMatch(/^There is no earlier answer to export yet\./);
    expect(first.text).toContain(`all ${statement.transactions.length} transactions instead`);
    const afterInfo = ask('export these transactions', { question: 'What currency is this?' });
    expect(afterInfo.exportOf).toBe('statement');
    expect(afterInfo.text).toMatch(/^Your last answer did not rest on transactions/);
  });

  it('exports the rows a question names itself, whatever came before', () => {
    const answer = ask('Export my Swiggy transactions', { question: 'rent?', rowCount: 3 });
    expect(answer).toMatchObject({ kind: 'export', exportOf: 'these' });
    expect(answer.transactions.map((tx) => tx.description)).toEqual([
      'UPI/SWIGGY/swiggy@axisbank',
      'UPI/SWIGGY/swiggy@axisbank',
    ]);
    expect(answer.text).toBe('Here are the 2 transactions at Swiggy, ready to download.');
  });

  it('still reads a question about money as one, not as an export', () => {
    expect(ask('How much did I spend on rent?').kind).toBe('money');
  });
});

describe('the rows behind an answer', () => {
  it('are the positions of a statement read alone', () => {
    const answer = ask('How much did I spend on rent?');
    expect(rowsBehind(statement, answer.transactions, 'sample.csv')).toEqual([
      { file: 'sample.csv', positions: [1, 9, 17] },
    ]);
  });

  it('are each statement’s own positions when statements are read as one', () => {
    const current = makeStatement([
      ['2025-01-01', 'SALARY ACME', 50000],
      ['2025-01-03', 'BIGBASKET', -1200],
      ['2025-01-04', 'CHAI POINT', -80],
    ]);
    // The next export repeats the 3rd of January: that row is counted, and exported, once.
    const later = makeStatement([
      ['2025-01-03', 'BIGBASKET', -1200],
      ['2025-02-05', 'BIGBASKET', -900],
    ]);
    const all = combineStatements([
      { name: 'jan.csv', statement: current },
      { name: 'feb.csv', statement: later },
    ]);
    const answer = answerQuestion(all, 'How much did I spend at BigBasket?', TODAY);
    expect(answer.transactions).toHaveLength(2);
    expect(rowsBehind(all, answer.transactions, 'all')).toEqual([
      { file: 'jan.csv', positions: [1] },
      { file: 'feb.csv', positions: [1] },
    ]);
  });
});
