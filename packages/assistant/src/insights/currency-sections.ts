import { inCurrency } from '../answers/balance-currencies';
import { rowCurrencies } from '../answers/per-currency';
import type { DateRange } from '../calendar/calendar';
import type { Row, StatementView } from '../statement/view';

/**
 * The statement split by the rows' own currencies, the most used first, each with its rows only.
 * Rows in one currency (or none) keep the view whole, so a one-currency statement reads as it
 * always has. The rows are told apart by their own currency rather than by `view.currencies`:
 * all statements together list no currencies when one of them names none.
 */
export function currencyViews(view: StatementView): StatementView[] {
  const codes = rowCurrencies(view.rows);
  const [only] = codes;
  if (codes.length <= 1) return [{ ...view, currency: only ?? view.currency }];
  return codes.map((code) => inCurrency(view, code));
}

/**
 * The dates a currency's figures span: the periods of the statements holding its rows (all
 * statements together), else the statement's own, widened to any row the bank dated outside it.
 */
export function sectionPeriod(whole: StatementView, rows: readonly Row[]): DateRange {
  const positions = new Set(rows.map((row) => row.tx.position));
  const holding = (whole.parts ?? []).filter((part) =>
    part.positions.some((position) => positions.has(position)),
  );
  const periods = holding.length > 0 ? holding.map((part) => part.period) : [whole.period];
  const dates = periods.flatMap((period) => [period.start, period.end]);
  const first = rows[0]?.tx.date;
  const last = rows[rows.length - 1]?.tx.date;
  if (first !== undefined && last !== undefined) dates.push(first, last);
  dates.sort();
  return {
    start: dates[0] ?? whole.period.start,
    end: dates[dates.length - 1] ?? whole.period.end,
  };
}
