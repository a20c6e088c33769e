import { TOP_MERCHANTS_SHOWN, type Insights } from '@sheetwise/contracts';
import { currenciesByUse, inCurrency } from '../answers/balance-currencies';
import { sumSizes } from '../answers/common';
import { movesOwnMoney } from '../answers/select';
import type { StatementView } from '../statement/view';
import { balanceSeries } from './balance-series';
import { monthlyFlows, spendingByCategory, topMerchants } from './flows';
import { recurringPayments } from './recurring-payments';

/**
 * What the insights page shows of a statement (or of all statements combined): spending by
 * category, money in and out by month, the balance over time, recurring payments and the top
 * merchants. A statement mixing currencies is shown in its most used one, as the assistant's
 * answers are, and names the others; adding different currencies together would mean nothing.
 */
export function statementInsights(view: StatementView): Insights {
  const [dominant, ...others] = view.currencies ? currenciesByUse(view) : [];
  const shown = dominant ? inCurrency(view, dominant) : view;
  const counted = shown.rows.filter((row) => !movesOwnMoney(row));
  const out = counted.filter((row) => row.tx.amountMinor < 0);
  const moneyIn = counted.filter((row) => row.tx.amountMinor > 0);
  return {
    currency: shown.currency,
    otherCurrencies: others,
    period: shown.period,
    transactionCount: shown.rows.length,
    totalOutMinor: sumSizes(out),
    totalInMinor: sumSizes(moneyIn),
    spendingByCategory: spendingByCategory(out),
    months: monthlyFlows(shown, moneyIn, out),
    balance: balanceSeries(shown),
    recurring: recurringPayments(shown.rows),
    topMerchants: topMerchants(out, TOP_MERCHANTS_SHOWN),
  };
}
