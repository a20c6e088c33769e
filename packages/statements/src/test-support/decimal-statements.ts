import { seeded } from './corpus/random';

/**
 * Small CSV statements whose amounts test the decimal mark: a seeded history in integer minor
 * units, written out with a given number of decimals and marks. The expected figures are the
 * history's own, never a reader's.
 */
export interface DecimalStatementOptions {
  seed: number;
  /** Digits written after the decimal mark (3 for dinars). */
  decimals: number;
  /** Where the currency is named: its own column, the amount's header, or nowhere. */
  currencyIn: 'column' | 'header' | 'none';
  currency: string;
  balance: boolean;
  /** Minor units of each row's amount; signed. Default: a mix under and over 1,000 units. */
  amounts?: readonly number[];
  /** Thousands grouped with the other mark (`1,000.000`), as some exports print them. */
  grouped?: boolean;
  decimalMark?: '.' | ',';
  rows?: number;
}

export interface DecimalStatement {
  csv: string;
  amounts: number[];
  balances: number[];
}

const PAYEES = ['SALARY ACME LTD', 'HOTEL INTERCONTINENTAL', 'UBER TRIP', 'NETFLIX.COM', 'LULU'];

export function decimalStatement(options: DecimalStatementOptions): DecimalStatement {
  const random = seeded(options.seed);
  const unit = 10 ** options.decimals;
  const amounts = options.amounts
    ? [...options.amounts]
    : Array.from({ length: options.rows ?? 8 }, (_, index) =>
        // Every third row over 1,000 units, so the file mixes magnitudes; the first is income.
        index % 3 === 0
          ? random.int(1000, 4000) * unit + random.int(1, unit - 1)
          : -(random.int(1, 999) * unit + random.int(1, unit - 1)),
      );
  const balances: number[] = [];
  let running = random.int(0, 500) * unit;
  for (const amount of amounts) balances.push((running += amount));
  const mark = options.decimalMark ?? '.';
  const write = (minor: number) => money(minor, options.decimals, mark, options.grouped ?? false);
  const delimiter = mark === ',' ? ';' : ',';
  const amountHeader = options.currencyIn === 'header' ? `Amount (${options.currency})` : 'Amount';
  const header = ['Date', 'Description', amountHeader];
  if (options.currencyIn === 'column') header.push('Currency');
  if (options.balance) header.push('Balance');
  const lines = amounts.map((amount, index) => {
    const day = String(index + 1).padStart(2, '0');
    const cells = [`2026-01-${day}`, PAYEES[index % PAYEES.length] ?? '', write(amount)];
    if (options.currencyIn === 'column') cells.push(options.currency);
    if (options.balance) cells.push(write(balances[index] ?? 0));
    return cells.map((cell) => (cell.includes(delimiter) ? `"${cell}"` : cell)).join(delimiter);
  });
  return { csv: [header.join(delimiter), ...lines].join('\n') + '\n', amounts, balances };
}

/** `-41.531`, `1000.000`, grouped `1,000.000`, or with a comma mark `1.000,000`. */
function money(minor: number, decimals: number, mark: '.' | ',', grouped: boolean): string {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  let whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  if (grouped) whole = whole.replace(/\B(?=(\d{3})+$)/g, mark === '.' ? ',' : '.');
  const fraction = decimals > 0 ? `${mark}${digits.slice(-decimals)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}
