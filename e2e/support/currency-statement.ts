/** A statement line made up by a test: ISO date, description, amount in cents (or pence). */
export type Line = [date: string, description: string, cents: number];

/**
 * A current account in `code` as a CSV, the currency named in the amount's header, from an
 * opening balance of 1,000.00 with a running balance on every row, so it reconciles. Tests add up
 * their expected figures from the same lines, never from what the app shows.
 */
export function currencyStatementCsv(code: string, lines: readonly Line[]): string {
  let balance = 100_000;
  const major = (cents: number) => (cents / 100).toFixed(2);
  const rows = lines.map(([date, description, cents]) => {
    balance += cents;
    return `${date},${description},${major(cents)},${major(balance)}`;
  });
  return [`Date,Description,Amount (${code}),Balance`, ...rows, ''].join('\n');
}

/** How the app shows an amount in `code` by default: `€1,234.56`, `-$12.50`. */
export const moneyIn = (code: string) => (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
