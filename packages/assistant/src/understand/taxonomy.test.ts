import { describe, expect, it } from 'vitest';
import { viewOf } from '../statement/view';
import { TODAY, sampleStatement } from '../test-support/sample';
import { understand } from './understand';

/**
 * The classes of question the assistant reads, one everyday phrasing each, with the reading
 * (intent and slots) that class must get. A class is a kind of question, not a sentence: the
 * question sets (eval/) ask each in many phrasings, over many statements.
 */
const TAXONOMY: [name: string, question: string, reading: object][] = [
  ['total spent', 'How much did I spend?', { intent: 'total', direction: 'out' }],
  ['total received', 'How much money came in?', { intent: 'total', direction: 'in' }],
  [
    'money in and out',
    'What were my total money in and out?',
    { intent: 'total', direction: 'both' },
  ],
  [
    'total at a merchant',
    'How much did I spend at Swiggy?',
    { intent: 'total', direction: 'out', filters: { merchants: ['Swiggy'] } },
  ],
  [
    'total on a category',
    'How much did I spend on groceries?',
    { intent: 'total', direction: 'out', filters: { categories: ['groceries'] } },
  ],
  [
    'total in a period',
    'How much did I spend in February?',
    {
      intent: 'total',
      direction: 'out',
      filters: { range: { start: '2025-02-01', end: '2025-02-28' } },
    },
  ],
  [
    'share of spending',
    'What percentage of my spending was rent?',
    { intent: 'total', direction: 'out', share: true, filters: { categories: ['rent'] } },
  ],
  [
    'total excluding something',
    'How much did I spend excluding rent?',
    { intent: 'total', direction: 'out', filters: { excluded: { categories: ['rent'] } } },
  ],
  [
    'total on days of the week',
    'How much did I spend on weekends?',
    { intent: 'total', direction: 'out', filters: { weekdays: [0, 6] } },
  ],
  [
    'list over an amount',
    'Show payments over 1000',
    { intent: 'list', direction: 'out', filters: { min: { minor: 100000, inclusive: false } } },
  ],
  ['count of all', 'How many transactions are there?', { intent: 'count' }],
  [
    'count at a merchant',
    'How many times did I order from Swiggy?',
    { intent: 'count', direction: 'out', filters: { merchants: ['Swiggy'] } },
  ],
  [
    'average per transaction',
    'What is my average expense?',
    { intent: 'average', direction: 'out', per: 'transaction' },
  ],
  [
    'average per month',
    'How much do I spend per month on average?',
    { intent: 'average', direction: 'out', per: 'month' },
  ],
  [
    'average per day',
    'How much do I spend a day?',
    { intent: 'average', direction: 'out', per: 'day' },
  ],
  [
    'largest',
    'What was my biggest expense?',
    { intent: 'extreme', direction: 'out', extreme: 'max' },
  ],
  [
    'smallest',
    'What was my smallest expense?',
    { intent: 'extreme', direction: 'out', extreme: 'min' },
  ],
  [
    'ranked (second largest)',
    'What was my second largest expense?',
    { intent: 'extreme', direction: 'out', extreme: 'max', rank: 2 },
  ],
  ['top merchants', 'Top 3 merchants', { intent: 'top', groupBy: 'merchant', n: 3, metric: 'sum' }],
  [
    'top category',
    'Which category did I spend the most on?',
    { intent: 'top', direction: 'out', groupBy: 'category', n: 1, metric: 'sum' },
  ],
  [
    'most often',
    'Where do I spend most often?',
    { intent: 'top', direction: 'out', groupBy: 'merchant', n: 1, metric: 'count' },
  ],
  [
    'breakdown by category',
    'Show my spending by category',
    { intent: 'breakdown', direction: 'out', groupBy: 'category' },
  ],
  [
    'breakdown by month',
    'Show my monthly spending',
    { intent: 'breakdown', direction: 'out', groupBy: 'month' },
  ],
  [
    'breakdown by day of the week',
    'Spending by day of the week',
    { intent: 'breakdown', direction: 'out', groupBy: 'weekday' },
  ],
  [
    'breakdown by statement',
    'Spending by statement',
    { intent: 'breakdown', direction: 'out', groupBy: 'statement' },
  ],
  [
    'either/or comparison',
    'Did I spend more in January or February?',
    { intent: 'compare', direction: 'out', groupBy: 'month' },
  ],
  [
    'trend over time',
    'How has my spending changed over time?',
    { intent: 'breakdown', direction: 'out', groupBy: 'month' },
  ],
  [
    'recurring payments',
    'Which payments repeat every month?',
    { intent: 'recurring', direction: 'out', subscriptionsOnly: false, frequency: 'monthly' },
  ],
  [
    'subscriptions',
    'What subscriptions do I have?',
    { intent: 'recurring', direction: 'out', subscriptionsOnly: true },
  ],
  [
    'list in a period',
    'Show transactions in March',
    { intent: 'list', filters: { range: { start: '2025-03-01', end: '2025-03-31' } } },
  ],
  [
    'first or last',
    'What was my last payment?',
    { intent: 'list', direction: 'out', pick: 'last' },
  ],
  ['opening balance', 'What was my opening balance?', { intent: 'balance', balance: 'opening' }],
  ['closing balance', 'What is my closing balance?', { intent: 'balance', balance: 'closing' }],
  [
    'balance on a date',
    'What was my balance on 15 February?',
    {
      intent: 'balance',
      balance: 'at',
      filters: { range: { start: '2025-02-15', end: '2025-02-15' } },
    },
  ],
  ['lowest balance', 'What was my lowest balance?', { intent: 'balance', balance: 'lowest' }],
  ['highest balance', 'What was my highest balance?', { intent: 'balance', balance: 'highest' }],
  ['average balance', 'What was my average balance?', { intent: 'balance', balance: 'average' }],
  [
    'balance each month',
    'What was my balance at the end of each month?',
    { intent: 'balance', balance: 'trend' },
  ],
  [
    'net change in balance',
    'What was the net change in my balance?',
    { intent: 'net', balance: 'change' },
  ],
  ['net cash flow', 'What is my net cash flow?', { intent: 'net' }],
  ['savings rate', 'What is my savings rate?', { intent: 'net', rate: true }],
  [
    'fees',
    'How much did I pay in fees?',
    { intent: 'total', direction: 'out', filters: { categories: ['fees'] } },
  ],
  [
    'one kind of fee',
    'How much did I pay in foreign transaction fees?',
    { intent: 'total', direction: 'out', filters: { categories: ['fees'], feeKind: 'foreign' } },
  ],
  [
    'pending',
    'Are any transactions still pending?',
    { intent: 'list', filters: { pending: true } },
  ],
  ['currency', 'What currency is this statement in?', { intent: 'info', info: 'currency' }],
  ['period', 'What period does this statement cover?', { intent: 'info', info: 'period' }],
  ['account', 'What is the account number?', { intent: 'info', info: 'account' }],
  ['overview', 'Summarise my statement', { intent: 'info', info: 'overview' }],
  ['affordability', 'Can I afford a ₹50,000 laptop?', { intent: 'afford', price: 5000000 }],
  ['export', 'Export to Excel', { intent: 'export' }],
  ['export the last answer', 'export these transactions', { intent: 'export' }],
  ['download as a spreadsheet', 'can I get these in a spreadsheet?', { intent: 'export' }],
  [
    'export named rows',
    'Export my Swiggy transactions',
    { intent: 'export', filters: { merchants: ['Swiggy'] } },
  ],
  [
    'recategorize',
    'Change the category of Flipkart to Gifts',
    { intent: 'info', info: 'recategorize', filters: { merchants: ['Flipkart'] } },
  ],
  ['help', 'What can you do?', { intent: 'help' }],
  ['refunds', 'Any refunds?', { intent: 'total', filters: { categories: ['refunds'] } }],
  [
    'interest',
    'How much interest did I earn?',
    { intent: 'total', direction: 'in', filters: { categories: ['interest'] } },
  ],
  [
    'cash withdrawals',
    'How much cash did I withdraw?',
    { intent: 'total', direction: 'out', filters: { categories: ['cash'] } },
  ],
  ['Hinglish', 'kitna kharcha hua?', { intent: 'total', direction: 'out' }],
  [
    'typos',
    'how much did i spnd on swigy',
    { intent: 'total', direction: 'out', filters: { merchants: ['Swiggy'] } },
  ],
  [
    'busiest day',
    'Which day did I spend the most?',
    { intent: 'top', direction: 'out', groupBy: 'day', n: 1, metric: 'sum' },
  ],
  [
    'top payee',
    'Who did I pay the most?',
    { intent: 'top', direction: 'out', groupBy: 'merchant', n: 1, metric: 'sum' },
  ],
];

describe('the question taxonomy', () => {
  const view = viewOf(sampleStatement());

  it('has at least 40 classes, each named once', () => {
    const names = TAXONOMY.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TAXONOMY)('%s: “%s”', (_name, question, reading) => {
    expect(understand(question, view, TODAY)).toMatchObject(reading);
  });
});
