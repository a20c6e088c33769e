import type { DateRange } from '../calendar/calendar';
import { formatMonth } from '../format/format-date';
import { balanceTrail } from '../statement/balances';
import type { Row, StatementView } from '../statement/view';
import { day } from './common';

export interface TrendPoint {
  /** The month (`2025-01`) or the day (`2025-01-31`) the point closes. */
  key: string;
  label: string;
  balanceMinor: number;
  /** The last row of the month or day: the balance after it is the point's. */
  row: Row;
}

export interface BalanceTrend {
  unit: 'month' | 'day';
  points: TrendPoint[];
}

/**
 * The balance at the end of each month a range covers, or of each day with transactions when it
 * lies within one month, from the balance after every row (statement/balances.ts).
 */
export function balanceTrend(view: StatementView, range: DateRange | undefined): BalanceTrend {
  const span = range ?? view.period;
  const unit = span.start.slice(0, 7) === span.end.slice(0, 7) ? 'day' : 'month';
  const points: TrendPoint[] = [];
  for (const { row, balanceMinor } of balanceTrail(view)) {
    const { date } = row.tx;
    if (date < span.start || date > span.end) continue;
    const key = unit === 'month' ? date.slice(0, 7) : date;
    const last = points[points.length - 1];
    if (last?.key === key) {
      last.balanceMinor = balanceMinor;
      last.row = row;
    } else {
      const label = unit === 'month' ? formatMonth(key) : day(view, key);
      points.push({ key, label, balanceMinor, row });
    }
  }
  return { unit, points };
}
