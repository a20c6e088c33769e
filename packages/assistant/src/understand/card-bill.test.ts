import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { combineStatements } from '../statement/combine';
import { makeStatement } from '../test-support/statement';

const TODAY = '2026-11-30';

/** A current account whose transfers out are rent and a friend, and one card bill. */
const current = makeStatement(
  [
    ['2026-07-01', 'SALARY ACME LTD', 3200],
    ['2026-07-02', 'TRF TO J SMITH RENT JULY', -1400],
    ['2026-07-09', 'TRANSFER TO M JONES', -60],
    ['2026-07-21', 'BARCLAYCARD PAYMENT', -512.4],
  ],
  { currency: 'GBP' },
);
/** An Australian card that prints no balance, its payments "PAYMENT THANKYOU". */
const card = makeStatement(
  [
    ['2026-07-03', 'WOOLWORTHS 5201 SYDNEY AU', -63.56],
    ['2026-07-08', 'COLES 6342 SURRY HILLS AU', -22.37],
    ['2026-07-12', 'JB HI-FI BROADWAY AU', -332.29],
    ['2026-07-14', 'SUSHI HUB WYNYARD SYDNEY AU', -17.85],
    ['2026-08-02', 'KMART 0531 BONDI JUNCTION AU', -44.53],
    ['2026-07-20', 'PAYMENT THANKYOU 112163', 911.85],
    ['2026-08-20', 'PAYMENT THANKYOU 182056', 699.41],
  ],
  { currency: 'AUD' },
);
/** A Swiss account whose transfers out pay a landlord and a friend. */
const swiss = makeStatement(
  [
    ['2026-07-01', 'DAUERAUFTRAG MIETE LIVIT AG ZUERICH', -2180],
    ['2026-07-04', 'TWINT SENDEN AN LUCA BERNASCONI', -75],
    ['2026-07-25', 'GUTSCHRIFT LOHN MUSTER AG', 6200],
  ],
  { currency: 'CHF' },
);
const ask = (statement: Parameters<typeof answerQuestion>[0], question: string) =>
  answerQuestion(statement, question, TODAY);

describe('paying off a card, never the other transfers out', () => {
  it('on a current account, counts only the payment that names a card', () => {
    const answer = ask(current, 'how much did I pay off the credit card?');
    expect(answer.value).toBe(51_240);
    expect(answer.transactions.map((tx) => tx.description)).toEqual(['BARCLAYCARD PAYMENT']);
  });

  it('gives no figure on an account with no payment naming a card', () => {
    const answer = ask(swiss, 'how much did I pay off the credit card?');
    expect(answer.value).toBeUndefined();
    expect(answer.text).not.toMatch(/CHF/);
  });

  it('reads a card whose payments say "THANKYOU" as a card: its payments are what was paid off', () => {
    expect(ask(card, 'how much did I pay off the credit card?').value).toBe(161_126);
  });

  it('all statements together: the card’s own payments, not transfers of other accounts', () => {
    const all = combineStatements([
      { name: 'swiss.csv', statement: swiss },
      { name: 'ANZ.csv', statement: card },
    ]);
    const answer = ask(all, 'how much did i pay off the credit card');
    expect(answer.value).toBe(161_126);
    expect(answer.text).toContain('A$');
    expect(answer.text).not.toMatch(/CHF/);
  });

  it('all statements together: a card named by its country is ranked in its own currency', () => {
    const all = combineStatements([
      { name: 'swiss.csv', statement: swiss },
      { name: 'ANZ.csv', statement: card },
    ]);
    const answer = ask(all, 'biggest purchase on the australian card');
    expect(answer.value).toBe(33_229);
    expect(answer.text).not.toMatch(/only/);
  });

  it('all statements together: "on the card" names the one card among them', () => {
    const all = combineStatements([
      { name: 'swiss.csv', statement: swiss },
      { name: 'ANZ.csv', statement: card },
    ]);
    const answer = ask(all, 'latest transaction on the card, amount');
    expect(answer.transactions.map((tx) => tx.description)).toEqual(['PAYMENT THANKYOU 182056']);
  });

  it('all statements together: a card bill paid from the current account is counted once', () => {
    const paid = makeStatement(
      [
        ['2026-07-05', 'TESCO STORES 2041', -80],
        ['2026-07-09', 'AMAZON UK MARKETPLACE', -45],
        ['2026-07-11', 'PRET A MANGER', -9.5],
        ['2026-07-22', 'PAYMENT RECEIVED - THANK YOU', 512.4],
      ],
      { currency: 'GBP' },
    );
    const all = combineStatements([
      { name: 'current.csv', statement: current },
      { name: 'barclaycard.csv', statement: paid },
    ]);
    expect(ask(all, 'how much did I pay off the credit card?').value).toBe(51_240);
  });
});
