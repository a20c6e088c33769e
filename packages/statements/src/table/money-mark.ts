import { currencyExponent } from '@sheetwise/contracts';
import { formatMinor } from '../currency';
import { DecimalMarkTally, type DecimalMark, type MarkDecision } from '../decimal-mark';
import { parseAmount } from '../parse-amount';
import type { ParsedStatement, ParseResult } from '../types';
import type { CurrencyContext } from './statement-currency';

type Body = readonly (readonly string[])[];

/**
 * The decimal mark of every money cell (amounts and balances alike: a bank prints one number
 * format), read where the cells are: no copy of them is made. The currency's minor unit decides
 * what no cell does, when the file names one.
 */
export function moneyMark(body: Body, money: readonly number[], currency: CurrencyContext) {
  const tally = new DecimalMarkTally();
  for (const row of body) for (const index of money) tally.add(row[index] ?? '');
  return tally.decide(namedExponent(body, currency));
}

/** The digits of the minor unit every row's currency has; null when none is named or they differ. */
function namedExponent(body: Body, currency: CurrencyContext): number | null {
  if (currency.currency !== null) return currencyExponent(currency.currency);
  if (!currency.currencies) return null;
  const exponents = new Set(body.map((row) => currency.exponentFor(row)));
  const [only] = exponents;
  return exponents.size === 1 && only !== undefined ? only : null;
}

/**
 * A file that names no currency is read in hundredths, and its currency asked for afterwards.
 * When most of its decimals have three digits, read with a mark no cell doubts (`1000.000`,
 * `-41.531`), it is in a currency of thousandths (dinars) that hundredths cannot hold: dropping
 * those lines would misstate every total, so the file is refused (`currency-needed`).
 */
export function unnamedThousandths(
  body: Body,
  money: readonly number[],
  decision: MarkDecision,
  currency: CurrencyContext,
): boolean {
  if (!decision.settled || currency.currency !== null || currency.currencies) return false;
  const decimalMark = decision.mark;
  let three = 0;
  let fewer = 0;
  let unreadable = false;
  for (const row of body) {
    for (const index of money) {
      const text = row[index] ?? '';
      const at = text.lastIndexOf(decimalMark);
      if (at < 0) continue;
      if (!threeDigitsAt(text, at + 1)) {
        fewer += 1;
        continue;
      }
      three += 1;
      // `-41.531` is no number of hundredths; `1000.000` and `12.500` are.
      if (!unreadable && !parseAmount(text, { decimalMark })) {
        unreadable = parseAmount(text, { decimalMark, exponent: 3 }) !== null;
      }
    }
  }
  return unreadable && three >= fewer;
}

/** Exactly three digits from `start` (what follows them, a sign or a `Dr`, may be anything else). */
function threeDigitsAt(text: string, start: number): boolean {
  for (let index = start; index <= start + 3; index += 1) {
    const code = text.charCodeAt(index);
    const digit = code >= 48 && code <= 57;
    if (digit !== index < start + 3) return false;
  }
  return true;
}

/** Says which reading of an unsettled mark was taken, with one of the file's own amounts. */
export function unsettledMarkWarning(
  body: Body,
  money: readonly number[],
  decision: MarkDecision,
  currency: CurrencyContext,
): string {
  const grouping: DecimalMark = decision.mark === '.' ? ',' : '.';
  const example = exampleCell(body, money, grouping);
  const read = example ? parseAmount(example, { decimalMark: decision.mark }) : null;
  const shown =
    example && read ? ` (${example} as ${formatMinor(read.minor, currency.currency)})` : '';
  return `Every amount here with a ${markName(grouping)} has three digits after it, so it could separate thousands or decimals, and nothing in the file settles which: we read it as separating thousands${shown}. Check the amounts against your bank's.`;
}

function exampleCell(body: Body, money: readonly number[], mark: DecimalMark): string | null {
  for (const row of body) {
    for (const index of money) {
      const text = (row[index] ?? '').trim();
      if (text.includes(mark)) return text;
    }
  }
  return null;
}

const markName = (mark: DecimalMark) => (mark === '.' ? 'point' : 'comma');

/**
 * An unsettled mark read both ways, and the reading whose running balances add up where the
 * other's do not: `1.500` beside a plain `25` moves the balance by 1,500 or by 1.50, and only
 * one of those is the balance printed. Null when the balances do not choose (none printed, or
 * both readings scale amounts and balances alike).
 */
export function settledByBalances(
  readings: readonly [() => ParseResult, () => ParseResult],
): ParseResult | null {
  const [first, second] = readings.map((read) => read());
  if (!first?.ok || !second?.ok) return null;
  // A reading that could not read some cells (`-41.531` in cents) loses lines, not arithmetic.
  if (cellsRead(first.statement) !== cellsRead(second.statement)) return null;
  const a = first.statement.reconciliation;
  const b = second.statement.reconciliation;
  if (!a || !b || a.reconciled === b.reconciled) return null;
  const [winner, check] = a.reconciled > b.reconciled ? [first, a] : [second, b];
  return check.reconciled * 2 >= check.checked ? winner : null;
}

function cellsRead(statement: ParsedStatement): number {
  const { transactions } = statement;
  return transactions.length + transactions.filter((row) => row.balanceMinor !== undefined).length;
}
