import { clampRange, daysBetween, monthKey, monthsBetween } from '../calendar/calendar';
import { formatMonth } from '../format/format-date';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, periodText, rowNoun, scopeText, sumSizes } from './common';
import { select } from './select';

/**
 * Averages: per transaction (the mean size of the matching rows), or per month, week or day of
 * the period asked about (the statement's period by default). Months count whole calendar
 * months the period touches, each shown with its own total, so a partial month is visible.
 */
export function answerAverage(view: StatementView, query: Query): Answer {
  const rows = select(view, query);
  const total = sumSizes(rows);
  const scope = scopeText(view, query) || periodText(view, query);
  const what =
    query.direction === 'in' ? 'money in' : query.direction === 'out' ? 'spending' : 'money moved';
  const currency = currencyOf(view, query);
  if (query.per === 'transaction' || query.per === undefined) {
    if (rows.length === 0)
      return moneyAnswer(
        `There are no ${rowNoun(query.direction, 0).slice(2)}${scope} to average.`,
        0,
        [],
        currency,
      );
    const average = Math.round(total / rows.length);
    const noun =
      query.direction === 'in' ? 'credit' : query.direction === 'out' ? 'debit' : 'transaction';
    const text = `Your average ${noun}${scope} was ${money(view, average, query)}: ${money(view, total, query)} over ${rowNoun(query.direction, rows.length)}.`;
    return moneyAnswer(text, average, rows, currency);
  }
  const range = clampRange(query.filters.range ?? view.period, view.period);
  if (query.per === 'month') {
    const months = monthsBetween(range.start, range.end);
    const average = Math.round(total / months.length);
    const each = months.map((key) => {
      const minor = sumSizes(rows.filter((row) => monthKey(row.tx.date) === key));
      return { label: formatMonth(key), valueMinor: minor };
    });
    const detail = each
      .map((point) => `${point.label} ${money(view, point.valueMinor, query)}`)
      .join(', ');
    const text = `Your average monthly ${what}${scope} was ${money(view, average, query)}: ${money(view, total, query)} over ${months.length} month${months.length === 1 ? '' : 's'} (${detail}).`;
    return moneyAnswer(text, average, rows, currency, {
      chart: { title: `Monthly ${what}`, points: each },
    });
  }
  const days = daysBetween(range.start, range.end) + 1;
  const divisor = query.per === 'week' ? days / 7 : days;
  const average = Math.round(total / divisor);
  const unit = query.per === 'week' ? 'weekly' : 'daily';
  const text = `Your average ${unit} ${what}${scope} was ${money(view, average, query)}: ${money(view, total, query)} over ${days} days.`;
  return moneyAnswer(text, average, rows, currency);
}
