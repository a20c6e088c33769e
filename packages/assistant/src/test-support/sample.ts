import type { ParsedStatement } from '@sheetwise/statements';
import { type Line, makeStatement } from './statement';

/**
 * Three months of an Indian savings account, small enough to add up by hand. Opening balance
 * 10,000.00; every figure the answer tests expect is worked out in their comments.
 */
export const SAMPLE_LINES: readonly Line[] = [
  ['2025-01-01', 'NEFT CR-ACME CORP', 50000],
  ['2025-01-02', 'IMPS/RENT/SHARMA', -15000],
  ['2025-01-03', 'UPI/SWIGGY/swiggy@axisbank', -450.5],
  ['2025-01-05', 'NACH/NETFLIX ENTERTAINMENT', -649],
  ['2025-01-10', 'UPI/JIO RECHARGE/jio@sbi', -299],
  ['2025-01-15', 'UPI/BIGBASKET/bb@icici', -2300],
  ['2025-01-20', 'ATW-512345XXXXXX1234-CASH', -5000],
  ['2025-01-31', 'CHRG: SMS ALERT', -59],
  ['2025-02-01', 'NEFT CR-ACME CORP', 50000],
  ['2025-02-02', 'IMPS/RENT/SHARMA', -15000],
  ['2025-02-05', 'NACH/NETFLIX ENTERTAINMENT', -649],
  ['2025-02-07', 'UPI/ZOMATO LTD/zomato@hdfc', -820.25],
  ['2025-02-10', 'UPI/JIO RECHARGE/jio@sbi', -299],
  ['2025-02-14', 'POS FLIPKART INTERNET', -7999],
  ['2025-02-20', 'REV UPI/FLIPKART REFUND', 999],
  ['2025-02-28', 'CREDIT INTEREST', 120.4],
  ['2025-03-01', 'NEFT CR-ACME CORP', 50000],
  ['2025-03-02', 'IMPS/RENT/SHARMA', -15000],
  ['2025-03-03', 'UPI/SWIGGY/swiggy@axisbank', -610.75],
  ['2025-03-05', 'NACH/NETFLIX ENTERTAINMENT', -649],
  ['2025-03-10', 'UPI/JIO RECHARGE/jio@sbi', -299],
  ['2025-03-12', 'UPI/BIGBASKET/bb@icici', -2150.6],
  ['2025-03-15', 'NEFT/ANITA/TRANSFER', -3000],
];

export function sampleStatement(
  options: Parameters<typeof makeStatement>[1] = {},
): ParsedStatement {
  return makeStatement(SAMPLE_LINES, {
    period: { start: '2025-01-01', end: '2025-03-31' },
    openingBalanceMinor: 1_000_000,
    runningBalance: true,
    ...options,
  });
}

export const TODAY = '2025-11-22';
