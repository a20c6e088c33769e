/** A statement line made up by a test: ISO date, description, amount in pence. */
export type Line = [date: string, description: string, pence: number];

/**
 * A current account in pounds as a CSV, from an opening balance of £1,000 with a running balance
 * on every row, so it reconciles. Tests add up their expected figures from the same lines, never
 * from what the app shows.
 */
export function poundsStatementCsv(lines: readonly Line[]): string {
  let balance = 100_000;
  const pounds = (pence: number) => (pence / 100).toFixed(2);
  const rows = lines.map(([date, description, pence]) => {
    balance += pence;
    return `${date},${description},${pounds(pence)},${pounds(balance)}`;
  });
  return ['Date,Description,Amount (GBP),Balance', ...rows, ''].join('\n');
}

/** An amount as the app shows pounds: `£1,234.56`, `-£12.50`. */
export const gbp = (pence: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP' }).format(pence / 100);
