import type { ParsedStatement } from '@sheetwise/statements';
import { answerQuestion } from '../answer-question';
import { type Line, makeStatement } from './statement';

/**
 * Three months of a euro current account for questions asked in many languages, small enough to
 * add up by hand. Opening balance 1,000.00. Two shops carry words the questions' languages use
 * ("Mercado", "Casa"), so a test can tell a shop's name from a word to translate.
 * - spent: 2,542.68 in all; January 201.59, February 399.24, March 1,941.85
 * - Lidl: 3 times, 139.65; salary 7,500.00; ATM 300.00 in 2; fees 9.80 in 2
 * - largest expense 1,900.00 (rent, March); smallest 4.90 (a fee)
 * - closing balance 1,000 + 7,501.25 in − 2,542.68 out = 5,958.57
 */
export const LANGUAGE_LINES: readonly Line[] = [
  ['2025-01-02', 'SALARY ACME GMBH', 2500],
  ['2025-01-03', 'LIDL', -45.2],
  ['2025-01-05', 'ATM WITHDRAWAL', -100],
  ['2025-01-10', 'NETFLIX.COM', -12.99],
  ['2025-01-15', 'PIZZERIA NAPOLI', -38.5],
  ['2025-01-31', 'ACCOUNT FEE', -4.9],
  ['2025-02-01', 'SALARY ACME GMBH', 2500],
  ['2025-02-04', 'LIDL', -61.35],
  ['2025-02-12', 'ATM WITHDRAWAL', -200],
  ['2025-02-20', 'MERCADO LIVRE', -120],
  ['2025-02-21', 'NETFLIX.COM', -12.99],
  ['2025-02-28', 'MONTHLY ACCOUNT FEE', -4.9],
  ['2025-03-01', 'SALARY ACME GMBH', 2500],
  ['2025-03-02', 'RENT PAYMENT', -1900],
  ['2025-03-03', 'LIDL', -33.1],
  ['2025-03-09', 'CASA DO PAO', -8.75],
  ['2025-03-31', 'INTEREST CREDIT', 1.25],
];

export function languageStatement(): ParsedStatement {
  return makeStatement(LANGUAGE_LINES, {
    currency: 'EUR',
    period: { start: '2025-01-01', end: '2025-03-31' },
    openingBalanceMinor: 100_000,
    runningBalance: true,
  });
}

/** What each kind of question is answered with on `languageStatement()`, in any language. */
export const EXPECTED = {
  total: { kind: 'money', intent: 'total', value: 254_268, names: 'money out' },
  month: { kind: 'money', intent: 'total', value: 39_924, names: 'February 2025' },
  day: { kind: 'money', intent: 'total', value: 3_310, names: '03-March-2025' },
  merchant: { kind: 'money', intent: 'total', value: 13_965, names: 'Lidl' },
  shopName: { kind: 'money', intent: 'total', value: 12_000, names: 'Mercado Livre' },
  category: { kind: 'money', intent: 'total', value: 13_965, names: 'Groceries' },
  count: { kind: 'count', intent: 'count', value: 3, names: 'Lidl' },
  largest: { kind: 'money', intent: 'extreme', value: 190_000, names: 'largest' },
  smallest: { kind: 'money', intent: 'extreme', value: 490, names: 'smallest' },
  opening: { kind: 'balance', intent: 'balance', value: 100_000, names: 'opening' },
  closing: { kind: 'balance', intent: 'balance', value: 595_857, names: 'closing' },
  salary: { kind: 'money', intent: 'total', value: 750_000, names: 'Salary' },
  atm: { kind: 'money', intent: 'total', value: 30_000, names: 'Cash withdrawals' },
  fees: { kind: 'money', intent: 'total', value: 980, names: 'Fees' },
  endOfFebruary: { kind: 'balance', intent: 'balance', value: 539_917, names: 'February 2025' },
  lastMonth: { kind: 'money', intent: 'total', value: 194_185, names: 'March 2025' },
  interest: { kind: 'money', intent: 'total', value: 125, names: 'Interest' },
  subscriptions: { kind: 'money', intent: 'total', value: 2_598, names: 'Subscriptions' },
  monthBefore: { kind: 'money', intent: 'total', value: 20_159, names: 'January 2025' },
  declined: { kind: 'unanswerable', intent: '', value: undefined, names: '' },
} as const;

export type Measure = keyof typeof EXPECTED;

/** A question for a test: what it asks, and the question it follows up, if any. */
export type LanguageCase = [measure: Measure, question: string, previous?: string];

/** Every language's tests ask at least these. */
const MUST_ASK: readonly Measure[] = [
  'total',
  'month',
  'merchant',
  'category',
  'count',
  'largest',
  'smallest',
  'opening',
  'closing',
  'salary',
  'atm',
  'fees',
  'declined',
];

/** The kinds of question a language's cases leave out. */
export const unasked = (cases: readonly LanguageCase[]): Measure[] =>
  MUST_ASK.filter((measure) => !cases.some(([asked]) => asked === measure));

/** The answer's kind, headline figure, the intent it was read as and what the reading names. */
export function askIn(question: string, previous?: string) {
  const answer = answerQuestion(
    languageStatement(),
    question,
    '2025-11-22',
    previous === undefined ? undefined : { question: previous },
  );
  const understood = answer.reading?.understood ?? '';
  return {
    kind: answer.kind,
    value: answer.value,
    intent: answer.kind === 'unanswerable' ? '' : (understood.split(' · ')[0] ?? ''),
    understood,
  };
}
