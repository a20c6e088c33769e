import type { ParsedStatement } from '@sheetwise/statements';
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
