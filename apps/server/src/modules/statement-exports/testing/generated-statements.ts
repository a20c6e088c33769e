/** A statement line: ISO date, description, signed amount in minor units. */
type Entry = readonly [date: string, description: string, amountMinor: number];

const major = (minor: number) => (minor / 100).toFixed(2);

/** A CSV statement in pounds with a running balance on every row, from its opening balance. */
export function generateStatementCsv(openingMinor: number, entries: readonly Entry[]): string {
  let balance = openingMinor;
  const lines = entries.map(([date, description, amount]) => {
    balance += amount;
    return `${date},${description},${major(amount)},${major(balance)}`;
  });
  return ['Date,Description,Amount (GBP),Balance (GBP)', ...lines].join('\n');
}

/** A current account's March: the card's bill is paid from it on the 20th. */
export const CURRENT_ACCOUNT = generateStatementCsv(100_000, [
  ['2026-03-01', 'SALARY ACME LTD', 250_000],
  ['2026-03-02', 'TESCO STORES 2231', -4_510],
  ['2026-03-05', 'NETFLIX.COM', -999],
  ['2026-03-09', 'TESCO STORES 2231', -3_000],
  ['2026-03-14', 'STANDING ORDER RENT', -80_000],
  ['2026-03-20', 'BARCLAYCARD PAYMENT', -32_000],
  ['2026-03-25', 'AMAZON MKTPLACE', -2_000],
]);

/** The card's March: what is owed is a negative balance; the bill's payment arrives on the 21st. */
export const CARD_ACCOUNT = generateStatementCsv(-32_000, [
  ['2026-03-03', 'AMAZON MKTPLACE', -1_500],
  ['2026-03-10', 'PRET A MANGER', -650],
  ['2026-03-21', 'PAYMENT RECEIVED THANK YOU', 32_000],
]);
