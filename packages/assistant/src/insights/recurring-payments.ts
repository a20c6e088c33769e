import type { RecurringPayment } from '@sheetwise/contracts';
import { addDays, addMonths } from '../calendar/calendar';
import { detectRecurring, type Frequency } from '../statement/recurring';
import type { Row } from '../statement/view';

/** The interval each frequency repeats at, on the calendar (a month is a month, not 30 days). */
const NEXT: Record<Frequency, (iso: string) => string> = {
  weekly: (iso) => addDays(iso, 7),
  fortnightly: (iso) => addDays(iso, 14),
  monthly: (iso) => addMonths(iso, 1),
  quarterly: (iso) => addMonths(iso, 3),
  yearly: (iso) => addMonths(iso, 12),
};

/** Payments out that repeat, each with its next expected date, the soonest due first. */
export function recurringPayments(rows: readonly Row[]): RecurringPayment[] {
  return detectRecurring(rows)
    .filter((series) => series.direction === 'out')
    .flatMap((series) => {
      const last = series.rows[series.rows.length - 1];
      if (!last) return [];
      return [
        {
          merchant: series.merchant,
          typicalMinor: series.typicalMinor,
          frequency: series.frequency,
          count: series.rows.length,
          lastDate: last.tx.date,
          nextExpectedDate: NEXT[series.frequency](last.tx.date),
        },
      ];
    })
    .sort(
      (a, b) =>
        a.nextExpectedDate.localeCompare(b.nextExpectedDate) ||
        a.merchant.localeCompare(b.merchant),
    );
}
