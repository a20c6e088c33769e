import { describe, expect, it } from 'vitest';
import { ask, cited } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

/**
 * Questions that name a category answer from its rows and its children's: "transport" sums
 * fuel, rides, transit and parking; "fuel" is the fuel rows alone, never the broader total.
 */
const statement = makeStatement(
  [
    ['2025-03-01', 'SHELL OIL 5744 LONDON', -60],
    ['2025-03-02', 'UBER *TRIP HELP.UBER.COM', -20],
    ['2025-03-03', 'TFL TRAVEL CH TFL.GOV.UK', -8],
    ['2025-03-04', 'NCP CAR PARK LEEDS', -12],
    ['2025-03-05', 'RYANAIR DUBLIN', -90],
    ['2025-03-06', 'AIRBNB * HMXYZ', -300],
    ['2025-03-07', 'HOTEL DU MIDI LYON', -150],
    ['2025-03-08', 'TESCO STORES 2231', -45],
    ['2025-03-09', 'PUREGYM MONTHLY FEE', -25],
    ['2025-03-10', 'MONTHLY ACCOUNT FEE', -5],
    ['2025-03-11', 'INTEREST CHARGED ON OVERDRAFT', -3],
    ['2025-03-12', 'APPLE STORE R123 IPHONE CASE', -40],
  ],
  { currency: 'GBP' },
);

describe('questions about categories and their children', () => {
  it.each([
    ['How much did I spend on fuel?', 6000, ['SHELL OIL 5744 LONDON']],
    ['How much did I spend on petrol?', 6000, ['SHELL OIL 5744 LONDON']],
    ['How much did I spend at gas stations?', 6000, ['SHELL OIL 5744 LONDON']],
    ['How much did I spend on taxis?', 2000, ['UBER *TRIP HELP.UBER.COM']],
    ['How much did I spend on hotels?', 45000, ['AIRBNB * HMXYZ', 'HOTEL DU MIDI LYON']],
    ['How much did I spend on flights?', 9000, ['RYANAIR DUBLIN']],
    ['How much did I pay in bank fees?', 500, ['MONTHLY ACCOUNT FEE']],
  ])('%s', (question, value, rows) => {
    const answer = ask(question, statement);
    expect(answer).toMatchObject({ kind: 'money', value });
    expect(cited(answer)).toEqual(rows);
  });

  it('sums fuel, rides, transit and parking for transport, and no flights', () => {
    const answer = ask('How much did I spend on transport?', statement);
    expect(answer.value).toBe(6000 + 2000 + 800 + 1200);
    expect(cited(answer)).toContain('UBER *TRIP HELP.UBER.COM');
    expect(cited(answer)).not.toContain('RYANAIR DUBLIN');
  });

  it('sums flights and lodging for travel, and no fuel', () => {
    const answer = ask('How much did I spend on travel?', statement);
    expect(answer.value).toBe(9000 + 30000 + 15000);
    expect(cited(answer)).not.toContain('SHELL OIL 5744 LONDON');
  });

  it('leaves a gym’s fee, interest and a purchase out of fees and subscriptions', () => {
    expect(cited(ask('How much did I pay in fees?', statement))).toEqual(['MONTHLY ACCOUNT FEE']);
    expect(ask('How much did I spend on subscriptions?', statement).value ?? 0).toBe(0);
  });

  it('reads a merchant that is also a kind of place as the merchant', () => {
    expect(cited(ask('How much did I spend at Airbnb?', statement))).toEqual(['AIRBNB * HMXYZ']);
  });

  it('answers interest charged apart from fees', () => {
    const answer = ask('How much interest was I charged?', statement);
    expect(answer.value).toBe(300);
    expect(cited(answer)).toEqual(['INTEREST CHARGED ON OVERDRAFT']);
  });
});
