import { MONTH_NAMES } from '@sheetwise/contracts';

/** `2026-03` as `March 2026`. */
export function formatMonthKey(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/** A share from 0 to 1 as a percentage with one decimal: `64.1%`. */
export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;
