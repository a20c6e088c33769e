import { daysBetween } from '../calendar/calendar';
import type { CategoryId } from '../categories/category-table';
import type { Row } from './view';

export type Frequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly' | 'yearly';

/** Gaps between payments, in days, that each frequency allows (months are 28 to 31 days). */
const BANDS: readonly { frequency: Frequency; min: number; max: number }[] = [
  { frequency: 'weekly', min: 6, max: 8 },
  { frequency: 'fortnightly', min: 13, max: 16 },
  { frequency: 'monthly', min: 27, max: 33 },
  { frequency: 'quarterly', min: 85, max: 96 },
  { frequency: 'yearly', min: 355, max: 375 },
];

/** How far an amount may stray from the typical one and still be the same bill. */
const AMOUNT_TOLERANCE = 0.15;

export interface Series {
  merchant: string;
  direction: 'in' | 'out';
  frequency: Frequency;
  categoryId: CategoryId | undefined;
  rows: Row[];
  /** The median amount, positive, in minor units. */
  typicalMinor: number;
  totalMinor: number;
  /** True when every payment was for exactly the same amount. */
  fixedAmount: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/**
 * The band every gap between the rows falls in. The bands do not overlap, so the first gap names
 * the only candidate, and the walk stops at the first gap outside it: a merchant paid every few
 * days in a large statement costs a gap or two, not one per payment.
 */
function frequencyOf(rows: readonly Row[]): Frequency | undefined {
  let band: (typeof BANDS)[number] | undefined;
  for (let index = 1; index < rows.length; index++) {
    const gap = daysBetween(rows[index - 1]?.tx.date ?? '', rows[index]?.tx.date ?? '');
    band ??= BANDS.find((candidate) => gap >= candidate.min && gap <= candidate.max);
    if (!band || gap < band.min || gap > band.max) return undefined;
  }
  return band?.frequency;
}

/**
 * Payments (or credits) that repeat: the same payee, at least twice, at a regular interval
 * (weekly to yearly, every gap in one band), for a similar amount (within 15% of the median).
 * Cash withdrawals are not payments to anyone, so they never form a series.
 */
export function detectRecurring(rows: readonly Row[]): Series[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.categoryId === 'cash' || row.tx.amountMinor === 0) continue;
    const key = `${row.tx.amountMinor < 0 ? 'out' : 'in'}|${row.currency ?? ''}|${row.merchant}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const series: Series[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first || group.length < 2) continue;
    const frequency = frequencyOf(group);
    if (!frequency) continue;
    const amounts = group.map((row) => Math.abs(row.tx.amountMinor));
    const typical = median(amounts);
    if (amounts.some((amount) => Math.abs(amount - typical) > typical * AMOUNT_TOLERANCE)) continue;
    series.push({
      merchant: first.merchant,
      direction: first.tx.amountMinor < 0 ? 'out' : 'in',
      frequency,
      categoryId: first.categoryId,
      rows: group,
      typicalMinor: typical,
      totalMinor: amounts.reduce((sum, amount) => sum + amount, 0),
      fixedAmount: amounts.every((amount) => amount === amounts[0]),
    });
  }
  return series;
}
