import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { loadStatement } from '../test-support/fixtures';
import { makeStatement } from '../test-support/statement';
import type { Answer } from '../types';

const TODAY = '2026-11-26';

async function askOf(file: string, question: string): Promise<Answer> {
  return answerQuestion(await loadStatement(file), question, TODAY);
}

const descriptions = (answer: Answer) => answer.transactions.map((tx) => tx.description);

/**
 * Everyday questions that were once answered with a wrong figure (issue 17), on the shared
 * fixtures. The expected figures come from the statements' SOURCES.md and the files' rows.
 */
describe('card statements: charges and fees are debits, payments and refunds credits', () => {
  const monopoly = 'statements/monopoly/example_statement.pdf';
  const mercury = 'statements/reds-importers/mercury_statement_20241105.pdf';

  it('gives the largest charge, never the payment received', async () => {
    expect(await askOf(monopoly, 'What was the largest charge?')).toMatchObject({ value: 23879 });
    expect(await askOf(mercury, 'What was the largest charge?')).toMatchObject({ value: 22405 });
  });

  it('reads the previous balance as the one the statement opened with', async () => {
    const answer = await askOf(mercury, 'What was my previous balance?');
    expect(answer).toMatchObject({ kind: 'balance', value: -245223 });
    // What a card holder owes is said so, not shown as a bare minus.
    expect(answer.text).toMatch(/^The opening balance was \$2,452\.23 owed /);
  });

  it('counts a merchant’s credit as a refund, and the card payment as none', async () => {
    const mercuryRefunds = await askOf(mercury, 'Any refunds?');
    expect(mercuryRefunds.value).toBe(2999);
    expect(descriptions(mercuryRefunds)).toEqual(['Minimalist Pho']);
    const monopolyRefunds = await askOf(monopoly, 'Any refunds?');
    expect(descriptions(monopolyRefunds)).toEqual(['CASH REBATE']);
  });

  it('reads paying towards the card as the card’s payments, over its one billing cycle', async () => {
    const answer = await askOf(mercury, 'How much did I pay towards the card this month?');
    expect(answer.value).toBe(242224);
    expect(descriptions(answer)).toEqual(['Pymt - Thank You']);
  });
});

describe('multi-currency activity: conversions and holds are neither income nor spending', () => {
  const paypal = 'statements/oca/activity_en.csv';

  it('never reports a currency conversion as the biggest payment', async () => {
    const answer = await askOf(paypal, 'What was my biggest payment?');
    expect(descriptions(answer)).toEqual(['PARTNER4 - Shopping Cart']);
    expect(answer.value).toBe(19500);
  });

  it('still counts conversions when asked about them', async () => {
    const answer = await askOf(paypal, 'How many currency conversions?');
    expect(answer).toMatchObject({ kind: 'count', value: 34 });
  });

  it('adds up the fees PayPal took within payments (its Fee column), in their currency', async () => {
    const answer = await askOf(paypal, 'How much have I paid in fees?');
    expect(answer).toMatchObject({ kind: 'money', value: 292588, currency: 'USD' });
    expect(answer.transactions).toHaveLength(26);
    expect(answer.text).toMatch(/^You paid \$2,925\.88 in fees .*taken from 26 payments/);
    const october = await askOf(paypal, 'What fees did I pay in October 2016?');
    expect(october.value).toBe(79750);
  });

  it('tells each currency its own balance, never one currency’s under another’s name', async () => {
    const answer = await askOf(paypal, 'What is my balance?');
    expect(answer.value).toBeUndefined();
    expect(answer.text).toContain('USD: The closing balance was $1.90');
    expect(answer.text).toContain('EUR: The closing balance was €43.34');
    const euros = await askOf(paypal, 'What is my EUR balance?');
    expect(euros).toMatchObject({ value: 4334, currency: 'EUR' });
    expect(euros.reading?.sure).toBe(true);
    const lowest = await askOf(paypal, 'What was my lowest balance?');
    expect(lowest.reading).toMatchObject({
      sure: false,
      assumed: ["USD only, the statement's most used currency"],
    });
  });
});

describe('phrases read as phrases', () => {
  const lloyds = 'statements/lloyds/sample-statement.csv';

  it('reads "paid in fees" as spending on fees', async () => {
    const answer = await askOf(lloyds, 'How much have I paid in bank fees?');
    expect(answer.value).toBe(1931);
    expect(answer.text).toMatch(/^You spent/);
  });

  it('singles out one kind of fee: foreign transaction fees are the NON-GBP TRANS FEE rows', async () => {
    const answer = await askOf(lloyds, 'How much did I pay in foreign transaction fees?');
    expect(answer.value).toBe(681);
    expect(descriptions(answer).every((d) => d.startsWith('NON-GBP TRANS FEE'))).toBe(true);
    expect(answer.text).toBe('You spent 6.81 on foreign fees, across 2 debits.');
  });

  it("answers direct debits from the statement's own type codes (DD)", async () => {
    const listed = await askOf(lloyds, 'What direct debits do I have?');
    expect(listed.kind).toBe('list');
    expect(descriptions(listed).sort()).toEqual([
      'ACME PENSIONS 112233A44556677889',
      'INS1 1010100110101-10101010',
      'INS2 01000011/010011110010',
    ]);
    const total = await askOf(lloyds, 'How much went out by direct debit?');
    expect(total).toMatchObject({ kind: 'money', value: 5509 });
  });

  it('answers the net change in the balance with closing less opening', async () => {
    const answer = await askOf(lloyds, 'What is the net change in my balance?');
    expect(answer).toMatchObject({ kind: 'money', value: 204059 - 592670 });
    expect(answer.text).toContain('-3,886.11');
  });

  it('lists only the rows the bank has not booked', async () => {
    const answer = await askOf(
      'statements/fineco/movements.xlsx',
      'Are any transactions still pending?',
    );
    expect(descriptions(answer)).toEqual(['VISA DEBIT']);
  });
});

describe('everyday language on the shared question set’s savings statement', () => {
  const savings = 'qa/savings_jan_feb_2025.csv';

  it('reads typos in words and merchants, and says which merchant it read', async () => {
    const answer = await askOf(savings, 'how much did i spnd on zomatoo');
    expect(answer.value).toBe(187592);
    expect(answer.text).toContain('“zomatoo” as Zomato');
    expect(answer.reading).toMatchObject({
      sure: false,
      assumed: ['“spnd” read as “spend”', '“zomatoo” read as Zomato'],
    });
  });

  it('reads Hinglish', async () => {
    const answer = await askOf(savings, 'kitna paisa khana order karne mein gaya?');
    expect(answer.value).toBe(506868);
    expect(answer.text).toMatch(/^You spent/);
  });

  it('answers what the money went on with a breakdown by category', async () => {
    const answer = await askOf(savings, 'What did I spend money on?');
    expect(answer.chart?.points.length).toBeGreaterThan(3);
    expect(answer.text).toContain('by category');
  });

  it('answers an either/or with both sides and which is larger', async () => {
    const months = await askOf(savings, 'Did I spend more in January or February?');
    expect(months.value).toBe(6861949 - 6281125);
    expect(months.text).toBe(
      'You spent 62,811.25 in January 2025 and 68,619.49 in February 2025: February 2025 is the larger, by 5,808.24.',
    );
    const reversed = await askOf(savings, 'February 2025 vs January 2025: when did I earn less?');
    expect(reversed.text).toContain(
      'You received 120,025.99 in February 2025 and 120,000.00 in January 2025',
    );
    const merchants = await askOf(savings, 'Did I spend more on Swiggy or Zomato?');
    expect(merchants.text).toContain('Swiggy is the larger, by 1,316.84.');
  });

  it('answers "can I afford" with the arithmetic, never a verdict, and asks for a missing price', async () => {
    const laptop = await askOf(savings, 'Can I afford a ₹50,000 laptop?');
    expect(laptop.value).toBe(19671525 - 5000000);
    expect(laptop.text).toContain('after 50,000.00 it would be +146,715.25');
    expect(laptop.text).toContain('not financial advice');
    const phone = await askOf(savings, 'can i afford a new phone');
    expect(phone.text).toMatch(/^Tell me the price/);
  });

  it('offers the statement to download and says categories cannot be changed, with no figure', async () => {
    const excel = await askOf(savings, 'Export to Excel');
    expect(excel).toMatchObject({ kind: 'export', exportOf: 'statement', transactions: [] });
    expect(excel.text).toContain('ready to download');
    const gifts = await askOf(savings, 'change the category of Flipkart to Gifts');
    expect(gifts).toMatchObject({ kind: 'info', transactions: [] });
    expect(gifts.text).toMatch(/^I can't change categories/);
  });

  it('gives the savings rate: income less spending over income', async () => {
    const answer = await askOf(savings, 'What is my savings rate?');
    expect(answer.text).toContain('45.2%');
  });
});

describe('a savings rate asked of "my income"', () => {
  it('is the rate of all money in, even where the bank labels rows Income', () => {
    const statement = makeStatement([
      ['2024-08-01', 'SALARY', 1000],
      ['2024-08-05', 'GROCER', -480],
    ]);
    const labelled = {
      ...statement,
      transactions: statement.transactions.map((tx) =>
        tx.amountMinor > 0 ? { ...tx, category: 'Income' } : { ...tx, category: 'Food' },
      ),
    };
    const answer = answerQuestion(labelled, 'What percentage of my income did I save?', TODAY);
    expect(answer.text).toContain('was 52.0%');
  });
});
