import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { makeStatement } from '../test-support/statement';
import { OWN_TRANSFER_LABEL, combineStatements } from './combine';

const TODAY = '2026-11-26';

const current = makeStatement(
  [
    ['2025-01-01', 'SALARY ACME', 50000],
    ['2025-01-03', 'BIGBASKET', -1200],
    ['2025-01-03', 'CHAI POINT', -80],
    ['2025-01-03', 'CHAI POINT', -80],
    ['2025-01-10', 'TRANSFER TO SAVINGS', -10000],
    ['2025-01-20', 'HDFC CREDIT CARD PAYMENT', -3000],
  ],
  { openingBalanceMinor: 100000, runningBalance: true },
);
// The next export of the same account repeats the 3rd of January, both coffees included.
const currentLater = makeStatement([
  ['2025-01-03', 'BIGBASKET', -1200],
  ['2025-01-03', 'CHAI POINT', -80],
  ['2025-01-03', 'CHAI POINT', -80],
  ['2025-02-05', 'BIGBASKET', -900],
]);
const savings = makeStatement([['2025-01-11', 'FROM CURRENT ACCOUNT', 10000]]);
const card = makeStatement([
  ['2025-01-05', 'AMAZON', -3000],
  ['2025-01-21', 'PAYMENT RECEIVED THANK YOU', 3000],
]);

describe('all of a person’s statements as one', () => {
  const all = combineStatements(
    Object.entries({ current, currentLater, savings, card }).map(([name, statement]) => ({
      name,
      statement,
    })),
  );

  it('counts rows shared by overlapping statements once, and two real coffees twice', () => {
    const descriptions = all.transactions.map((tx) => tx.description);
    expect(descriptions.filter((d) => d === 'CHAI POINT')).toHaveLength(2);
    expect(descriptions.filter((d) => d === 'BIGBASKET')).toHaveLength(2);
    expect(all.period).toEqual({ start: '2025-01-01', end: '2025-02-05' });
  });

  it('labels both sides of a transfer between the person’s accounts, the card bill included', () => {
    const own = all.transactions.filter((tx) => tx.category === OWN_TRANSFER_LABEL);
    expect(own.map((tx) => tx.description).sort()).toEqual([
      'FROM CURRENT ACCOUNT',
      'HDFC CREDIT CARD PAYMENT',
      'PAYMENT RECEIVED THANK YOU',
      'TRANSFER TO SAVINGS',
    ]);
  });

  it('leaves the accounts’ balances out: their sum is no one’s balance', () => {
    expect(all.transactions.every((tx) => tx.balanceMinor === undefined)).toBe(true);
    expect(all.openingBalanceMinor).toBeUndefined();
  });

  it('answers spending without the moves between accounts', () => {
    const answer = answerQuestion(all, 'How much did I spend?', TODAY);
    // Groceries twice, two coffees and the Amazon charge; not the transfer or the card bill.
    expect(answer.value).toBe((1200 + 900 + 80 + 80 + 3000) * 100);
    expect(answerQuestion(all, 'How much came in?', TODAY).value).toBe(5000000);
  });

  it('knows which statements hold each row, a row two overlapping exports share in both', () => {
    const held = (name: string) =>
      all.parts
        .find((part) => part.name === name)
        ?.positions.map((position) => all.transactions[position]?.description);
    expect(held('currentLater')).toEqual(['BIGBASKET', 'CHAI POINT', 'CHAI POINT', 'BIGBASKET']);
    expect(held('current')).toHaveLength(6);
    expect(held('savings')).toEqual(['FROM CURRENT ACCOUNT']);
  });

  it('compares spending statement by statement, the latest few when asked', () => {
    const answer = answerQuestion(all, 'Compare my spending across my last two statements', TODAY);
    // The latest two by period end are the later current-account export and the card.
    expect(answer.chart?.points).toEqual([
      { label: 'card (05-January-2025 – 21-January-2025)', valueMinor: 300000 },
      { label: 'currentLater (03-January-2025 – 05-February-2025)', valueMinor: 226000 },
    ]);
    expect(answer.value).toBe(300000 + 226000);
    expect(answer.text).toMatch(/^Spending by statement across your last 2 statements/);
    const each = answerQuestion(all, 'How much did I spend in each statement?', TODAY);
    expect(each.chart?.points.map((point) => point.label.split(' ')[0])).toEqual([
      'savings',
      'current',
      'card',
      'currentLater',
    ]);
    // The 3rd of January both current-account exports hold counts once in the whole.
    expect(each.value).toBe((1200 + 900 + 80 + 80 + 3000) * 100);
  });
});

describe('a row several statements share, corrected in one of them', () => {
  const first = makeStatement([
    ['2025-03-02', 'HOTEL INTERCONTINENTAL', -25000],
    ['2025-03-04', 'CAFE NERO', -450],
  ]);
  const again = makeStatement([
    ['2025-03-02', 'HOTEL INTERCONTINENTAL', -25000],
    ['2025-03-04', 'CAFE NERO', -450],
  ]);
  // The person told the second upload's hotel row it is Travel.
  const corrected = {
    ...again,
    transactions: again.transactions.map((tx) =>
      tx.position === 0 ? { ...tx, category: 'Travel' } : tx,
    ),
  };

  it('counts the corrected copy, so the correction shows in the combined view', () => {
    const all = combineStatements([
      { name: 'first.csv', statement: first },
      { name: 'again.csv', statement: corrected, corrected: new Set([0]) },
    ]);
    expect(all.transactions).toHaveLength(2);
    const hotel = all.transactions.find((tx) => tx.description === 'HOTEL INTERCONTINENTAL');
    expect(hotel?.category).toBe('Travel');
    // It comes from the statement that holds the correction, and both still hold it.
    expect(all.origins[hotel?.position ?? -1]).toEqual({ part: 1, position: 0 });
    expect(all.parts.map((part) => part.positions.length)).toEqual([2, 2]);
    // The copies not counted: the first statement's hotel, the second's coffee.
    expect(all.shared).toEqual([
      { part: 0, position: 0 },
      { part: 1, position: 1 },
    ]);
    const travel = answerQuestion(all, 'How much did I spend on travel?', TODAY);
    expect(travel.value).toBe(2500000);
  });

  it('keeps the first statement’s copy when no copy was corrected', () => {
    const all = combineStatements([
      { name: 'first.csv', statement: first },
      { name: 'again.csv', statement: again },
    ]);
    expect(all.origins.map((origin) => origin.part)).toEqual([0, 0]);
    expect(all.shared).toEqual([
      { part: 1, position: 0 },
      { part: 1, position: 1 },
    ]);
  });
});

describe('a card among the statements read together', () => {
  it('makes no salary of the current account a refund', () => {
    const card = makeStatement([
      ['2026-08-02', 'AMAZON MKTPLACE', -40],
      ['2026-08-20', 'PAYMENT THANK YOU', 40],
    ]);
    card.transactions = card.transactions.map((tx) => ({
      ...tx,
      type: tx.amountMinor < 0 ? 'Sale' : 'Payment',
    }));
    const account = makeStatement([
      ['2026-08-05', 'SALÁRIO ACME TECNOLOGIA LTDA', 6850],
      ['2026-09-05', 'SALÁRIO ACME TECNOLOGIA LTDA', 6850],
    ]);
    const all = combineStatements([
      { name: 'card.csv', statement: { ...card, currency: 'USD' } },
      { name: 'extrato.csv', statement: { ...account, currency: 'BRL' } },
    ]);
    const answer = answerQuestion(all, 'how much salary did I receive in Brazil?', TODAY);
    expect(answer.value).toBe(1_370_000);
    expect(answerQuestion(all, 'refunds on my card?', TODAY).text).not.toMatch(/6,850/);
  });
});
