import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { makeStatement } from '../test-support/statement';

const TODAY = '2026-11-30';

const checking = makeStatement(
  [
    ['2026-07-01', 'ORBITAL SENSORS I PAYROLL PPD ID: 9411822301', 2315.42],
    ['2026-07-03', 'AMAZON.COM REFUND', 45.5],
    ['2026-07-04', 'ZELLE FROM MARIA LOPEZ', 120],
    ['2026-07-05', 'RENT PAYMENT ACH CASA VERDE APTS', -2450],
    ['2026-07-09', 'PURCHASE AUTHORIZED ON 07/09 SAFEWAY #1893 CARD 4417', -84.2],
  ],
  { currency: 'USD' },
);
const ask = (question: string) => answerQuestion(checking, question, TODAY);

describe('money in, however it is put', () => {
  it('reads "payment in" as money in, never the largest payment out', () => {
    expect(ask('Biggest payment in?').value).toBe(231_542);
  });

  it('reads "paychecks and everything" as all that came in, not the paychecks alone', () => {
    expect(ask("what's the total that came in, paychecks and everything?").value).toBe(248_092);
  });

  it('keeps "payment in March" a date', () => {
    expect(ask('largest payment in March').value).toBeUndefined();
  });
});

describe('a payee of two kinds of shop', () => {
  it('asks about Reliance Retail rather than count it as groceries or shopping', () => {
    const pune = makeStatement(
      [
        [
          '2026-06-03',
          'TO TRANSFER-UPI/DR/612345678901/ZEPTO MARKETPLACE/YESB/zepto@axisbank/Pay--',
          -377,
        ],
        [
          '2026-06-05',
          'TO TRANSFER-UPI/DR/612345678902/RELIANCE RETAIL/ICIC/relianceretail@icici/Pay--',
          -2140,
        ],
      ],
      { currency: 'INR' },
    );
    const answer = answerQuestion(pune, 'How much I spent on groceries?', TODAY);
    expect(answer.value).toBeUndefined();
    expect(answer.text).toContain('Reliance Retail');
  });
});

describe('pay and a friend’s shares of bills, both from one payer each', () => {
  it('counts the steady salary as salary, not two unequal transfers from a friend', () => {
    const pune = makeStatement(
      [
        ['2026-06-01', 'BY TRANSFER-NEFT*CITI0000004*CITIN260653249678*PERSISTENT SYSTE--', 68_400],
        [
          '2026-06-14',
          'BY TRANSFER-UPI/CR/632836353676/ANIKET P/UTIB/aniketp@okaxis/split--',
          1121,
        ],
        ['2026-07-01', 'BY TRANSFER-NEFT*CITI0000004*CITIN260617643894*PERSISTENT SYSTE--', 68_400],
        [
          '2026-07-14',
          'BY TRANSFER-UPI/CR/676769500519/ANIKET P/UTIB/aniketp@okaxis/split--',
          1419,
        ],
        ['2026-08-01', 'BY TRANSFER-NEFT*CITI0000004*CITIN260625397312*PERSISTENT SYSTE--', 68_400],
      ],
      { currency: 'INR' },
    );
    expect(answerQuestion(pune, 'Total salary credited?', TODAY).value).toBe(20_520_000);
  });
});
