import { currencyStatementCsv, moneyIn, type Line } from './currency-statement';

export type { Line };

/** A current account in pounds as a CSV (see `currencyStatementCsv`). */
export const poundsStatementCsv = (lines: readonly Line[]): string =>
  currencyStatementCsv('GBP', lines);

/** An amount as the app shows pounds: `£1,234.56`, `-£12.50`. */
export const gbp = moneyIn('GBP');
