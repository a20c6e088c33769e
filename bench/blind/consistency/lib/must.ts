/** The value, or a clear error naming what was missing (instead of a bare non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing ${what}`);
  return value;
}
