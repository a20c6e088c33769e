import { daysBetween } from '../calendar/calendar';
import { closingBalance } from '../statement/balances';
import { detectRecurring } from '../statement/recurring';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, sumSizes } from './common';
import { formatSignedMoney } from '../format/format-money';

/** An average month, for turning a statement's span into months. */
const DAYS_IN_MONTH = 365.25 / 12;

/**
 * "Can I afford a ₹50,000 laptop?", answered with the statement's arithmetic and never a verdict:
 * the closing balance and what would be left after the price, the average monthly surplus (money
 * in less money out) and how many months of it the price is, and the monthly recurring
 * payments. Whether to buy it is the person's call; the answer says so.
 */
export function answerAfford(view: StatementView, query: Query): Answer {
  const price = query.price;
  const currency = currencyOf(view, query);
  const closing = closingBalance(view);
  const months = Math.max(1, (daysBetween(view.period.start, view.period.end) + 1) / DAYS_IN_MONTH);
  const incoming = view.rows.filter((row) => row.tx.amountMinor > 0);
  const outgoing = view.rows.filter((row) => row.tx.amountMinor < 0);
  const surplus = Math.round((sumSizes(incoming) - sumSizes(outgoing)) / months);
  const recurring = detectRecurring(view.rows)
    .filter((series) => series.direction === 'out' && series.frequency === 'monthly')
    .reduce((sum, series) => sum + series.typicalMinor, 0);
  const parts: string[] = [];
  if (price === undefined) {
    parts.push('Tell me the price and I will set it against these figures.');
  } else if (closing) {
    parts.push(
      `Your closing balance was ${money(view, closing.balanceMinor)}; after ${money(view, price)} it would be ${formatSignedMoney(closing.balanceMinor - price, currency)}.`,
    );
  }
  parts.push(
    `On average you kept ${formatSignedMoney(surplus, currency)} a month over this statement (money in less money out)${price !== undefined && surplus > 0 ? `, so ${money(view, price)} is about ${(price / surplus).toFixed(1)} months of that` : ''}.`,
  );
  if (recurring > 0)
    parts.push(`Your monthly recurring payments come to about ${money(view, recurring)}.`);
  parts.push('That is arithmetic from this statement, not financial advice.');
  const value = price !== undefined && closing ? closing.balanceMinor - price : surplus;
  return moneyAnswer(parts.join(' '), value, closing?.row ? [closing.row] : [], currency);
}
