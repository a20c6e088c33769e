import { TOP_MERCHANTS_SHOWN, type CurrencyInsights, type Insights } from '@sheetwise/contracts';
import { sumSizes } from '../answers/common';
import { movesOwnMoney } from '../answers/select';
import type { StatementView } from '../statement/view';
import { balanceSeries } from './balance-series';
import { currencyViews, sectionPeriod } from './currency-sections';
import { monthlyFlows, spendingByCategory, topMerchants } from './flows';
import { recurringPayments } from './recurring-payments';

/** One currency's figures, from a view holding only that currency's rows. */
function currencyInsights(whole: StatementView, shown: StatementView): CurrencyInsights {
  const counted = shown.rows.filter((row) => !movesOwnMoney(row));
  const out = counted.filter((row) => row.tx.amountMinor < 0);
  const moneyIn = counted.filter((row) => row.tx.amountMinor > 0);
  return {
    currency: shown.currency,
    period: sectionPeriod(whole, shown.rows),
    transactionCount: shown.rows.length,
    totalOutMinor: sumSizes(out),
    totalInMinor: sumSizes(moneyIn),
    spendingByCategory: spendingByCategory(out),
    months: monthlyFlows(shown.rows, moneyIn, out),
    balance: balanceSeries(shown),
    recurring: recurringPayments(shown.rows),
    topMerchants: topMerchants(out, TOP_MERCHANTS_SHOWN),
  };
}

/**
 * What the insights page shows of a statement (or of all statements combined): spending by
 * category, money in and out by month, the balance over time, recurring payments and the top
 * merchants, once per currency the rows are in, the most used first. Amounts in different
 * currencies are never added together or converted: a sum of euros and dollars means nothing.
 */
export function statementInsights(view: StatementView): Insights {
  return {
    period: view.period,
    sections: currencyViews(view).map((shown) => currencyInsights(view, shown)),
  };
}
