import type { ParsedStatement } from '@sheetwise/statements';
import { seeded } from '../../../statements/src/test-support/corpus/random';
import { combineStatements } from '../statement/combine';
import { type Line, makeStatement } from './statement';

/** A generated statement with the lines it was made from, to work expected figures out from. */
export interface Generated {
  name: string;
  currency: string;
  lines: Line[];
  statement: ParsedStatement;
}

/** The description of the move from the euro current account to the euro savings account. */
export const TO_SAVINGS = 'TRANSFER TO SAVINGS';
export const FROM_CURRENT = 'FROM CURRENT ACCOUNT';

/** Whole cents as major units, as `Line` takes them. */
const major = (cents: number) => cents / 100;

function generated(name: string, currency: string, lines: Line[]): Generated {
  const sorted = [...lines].sort((a, b) => a[0].localeCompare(b[0]));
  return { name, currency, lines: sorted, statement: makeStatement(sorted, { currency }) };
}

/**
 * One person's statements in two currencies, the same for a seed on every run:
 * - a euro current account from January to April 2026: a salary, Netflix and Lidl shops each
 *   month, and in February a move to savings;
 * - a euro savings account that receives that move two days later, and nothing else;
 * - a dollar account used in June and August 2026 (none in July, so a month between months with
 *   rows is empty): a client's payment in, and Uber rides.
 * The euros outnumber the dollars in rows.
 */
export function twoCurrencyStatements(seed = 1): {
  current: Generated;
  savings: Generated;
  dollars: Generated;
} {
  const random = seeded(seed);
  const day = (from: number, to: number) => String(random.int(from, to)).padStart(2, '0');
  const current: Line[] = [];
  for (const month of ['01', '02', '03', '04']) {
    current.push([`2026-${month}-01`, 'SALARY ACME GMBH', major(random.int(200_000, 300_000))]);
    current.push([`2026-${month}-05`, 'NETFLIX.COM', -12.99]);
    const shops = random.int(2, 4);
    for (let shop = 0; shop < shops; shop++) {
      current.push([
        `2026-${month}-${day(6, 27)}`,
        'LIDL SAGT DANKE',
        -major(random.int(1_000, 9_000)),
      ]);
    }
  }
  const transfer = major(random.int(10_000, 60_000));
  current.push(['2026-02-10', TO_SAVINGS, -transfer]);
  const dollars: Line[] = [
    ['2026-06-02', 'CLIENT PAYMENT WIRE', major(random.int(50_000, 90_000))],
  ];
  for (const month of ['06', '08']) {
    const rides = random.int(1, 3);
    for (let ride = 0; ride < rides; ride++) {
      dollars.push([`2026-${month}-${day(3, 28)}`, 'UBER TRIP', -major(random.int(800, 4_500))]);
    }
  }
  return {
    current: generated('current.csv', 'EUR', current),
    savings: generated('savings.csv', 'EUR', [['2026-02-12', FROM_CURRENT, transfer]]),
    dollars: generated('dollars.csv', 'USD', dollars),
  };
}

/** The generated statements read as one, as the all-statements chat and insights read them. */
export function combinedTwoCurrencies(statements: ReturnType<typeof twoCurrencyStatements>) {
  return combineStatements(
    [statements.current, statements.savings, statements.dollars].map(({ name, statement }) => ({
      name,
      statement,
    })),
  );
}

/** Lines' amounts in cents, added as sizes, of the lines `keep` keeps. */
export function sumCents(lines: readonly Line[], keep: (line: Line) => boolean): number {
  return lines
    .filter(keep)
    .reduce((sum, [, , amount]) => sum + Math.round(Math.abs(amount) * 100), 0);
}
