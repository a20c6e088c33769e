/**
 * Clean runs as a whole percentage of finished runs; null when none finished. Rounded to the
 * nearest, except that it never rounds up to 100 while a run was not clean, nor down to 0 while
 * one was: 999 clean runs of 1,000 are 99 %, since "100 %" would say nothing waits.
 */
export function successRate(clean: number, finished: number): number | null {
  if (finished === 0) return null;
  if (clean === finished) return 100;
  if (clean === 0) return 0;
  return Math.min(99, Math.max(1, Math.round((clean / finished) * 100)));
}
