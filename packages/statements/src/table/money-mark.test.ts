import { READING_REASONS } from '@sheetwise/contracts';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { decimalStatement, type DecimalStatementOptions } from '../test-support/decimal-statements';
import type { ParsedStatement, ParseOptions } from '../types';

const bytes = (text: string) => new TextEncoder().encode(text);

async function read(csv: string, options: ParseOptions = {}): Promise<ParsedStatement> {
  const result = await parseStatement(bytes(csv), 'statement.csv', options);
  if (!result.ok) throw new Error(result.error.message);
  return result.statement;
}

const amountsOf = (statement: ParsedStatement) =>
  statement.transactions.map((row) => row.amountMinor);
const balancesOf = (statement: ParsedStatement) =>
  statement.transactions.map((row) => row.balanceMinor);

/** Every sentence the reader would say if it left a line out or doubted the mark. */
const doubts = (statement: ParsedStatement) =>
  statement.warnings.filter((warning) => /couldn't read|three digits/.test(warning));

describe('dinars: three decimals, read from the whole column and the currency', () => {
  it('reads the statement of the report exactly', async () => {
    const statement = await read(
      [
        'Date,Description,Amount,Currency,Balance',
        '2026-01-01,SALARY ACME LTD,1000.000,BHD,1000.000',
        '2026-01-03,HOTEL INTERCONTINENTAL,-41.531,BHD,958.469',
        '2026-01-05,UBER TRIP,-8.555,BHD,949.914',
        '2026-01-09,NETFLIX.COM,-38.197,BHD,911.717',
      ].join('\n'),
    );
    expect(statement.currency).toBe('BHD');
    expect(amountsOf(statement)).toEqual([1000000, -41531, -8555, -38197]);
    expect(balancesOf(statement)).toEqual([1000000, 958469, 949914, 911717]);
    expect(statement.warnings).toEqual([]);
  });

  const cases: Omit<DecimalStatementOptions, 'seed' | 'decimals'>[] = [];
  for (const currency of ['BHD', 'KWD', 'OMR']) {
    for (const currencyIn of ['column', 'header'] as const) {
      for (const balance of [true, false]) {
        for (const grouped of [false, true]) cases.push({ currency, currencyIn, balance, grouped });
      }
    }
  }

  it.each(cases)(
    'reads $currency named in its $currencyIn (balance $balance, grouped $grouped)',
    async (options) => {
      for (const seed of [1, 2, 3]) {
        const made = decimalStatement({ ...options, seed, decimals: 3 });
        // The history mixes magnitudes: the point of `1234.567` cannot group thousands.
        expect(made.amounts.some((amount) => Math.abs(amount) >= 1_000_000)).toBe(true);
        expect(made.amounts.some((amount) => Math.abs(amount) < 1_000_000)).toBe(true);
        const statement = await read(made.csv);
        expect(statement.currency).toBe(options.currency);
        expect(amountsOf(statement)).toEqual(made.amounts);
        if (options.balance) {
          expect(balancesOf(statement)).toEqual(made.balances);
          expect(statement.reconciliation?.reconciled).toBe(made.amounts.length - 1);
        }
        expect(doubts(statement)).toEqual([]);
        expect(statement.reading?.confidence).toBe('high');
      }
    },
  );

  it('reads dinars under 1,000 only, where every amount looks like `41.531`', async () => {
    const amounts = [950_125, -41_531, -8_555, -38_197, 120_400];
    for (const currencyIn of ['column', 'header'] as const) {
      for (const balance of [true, false]) {
        const made = decimalStatement({
          ...{ seed: 4, decimals: 3, currency: 'KWD', currencyIn, balance, amounts },
        });
        const statement = await read(made.csv);
        expect(amountsOf(statement)).toEqual(amounts);
        if (balance) expect(balancesOf(statement)).toEqual(made.balances);
        expect(doubts(statement)).toEqual([]);
      }
    }
  });

  it('reads Tunisian dinars written with a decimal comma', async () => {
    const made = decimalStatement({
      ...{ seed: 5, decimals: 3, currency: 'TND', currencyIn: 'header', balance: true },
      decimalMark: ',',
      grouped: true,
    });
    const statement = await read(made.csv);
    expect(amountsOf(statement)).toEqual(made.amounts);
    expect(balancesOf(statement)).toEqual(made.balances);
  });

  it.each([true, false])(
    'refuses thousandths in a file that names no currency (balance %s), rather than misread them',
    async (balance) => {
      for (const currency of ['BHD', 'KWD', 'OMR']) {
        const made = decimalStatement({
          seed: 6,
          decimals: 3,
          currency,
          currencyIn: 'none',
          balance,
        });
        const result = await parseStatement(bytes(made.csv), 'statement.csv');
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        expect(result.error.code).toBe('currency-needed');
        expect(result.error.message).toContain('three decimals');
      }
    },
  );

  it('reads them exactly in the currency a person gave a statement of the same layout', async () => {
    const made = decimalStatement({
      ...{ seed: 7, decimals: 3, currency: 'OMR', currencyIn: 'none', balance: true },
    });
    const headerSignature = 'h:date|description|amount|balance';
    const statement = await read(made.csv, { currencies: [{ headerSignature, currency: 'OMR' }] });
    expect(statement.currency).toBe('OMR');
    expect(amountsOf(statement)).toEqual(made.amounts);
    expect(balancesOf(statement)).toEqual(made.balances);
  });
});

describe('a mark no cell settles', () => {
  // Every value `d.ddd`: a thousands group in a currency with cents, or a third decimal.
  const amounts = [123_400, -1_250_000, -4_153_100, 200_000];

  it.each([
    ['USD', 'header', true],
    ['USD', 'header', false],
    ['EUR', 'column', true],
    ['', 'none', true],
    ['', 'none', false],
  ] as const)(
    'in %s named in its %s (balance %s) is asked about, never read silently',
    async (currency, currencyIn, balance) => {
      // Written as whole units with grouping: `1.234`, `-12.500`, `-41.531`, `2.000`.
      const made = decimalStatement({
        ...{ seed: 8, decimals: 0, currency, currencyIn, balance, grouped: true },
        amounts: amounts.map((amount) => amount / 100),
        decimalMark: ',',
      });
      const statement = await read(made.csv.replace(/;/g, ','));
      expect(statement.reading?.confidence).toBe('low');
      expect(statement.reading?.reasons).toContain(READING_REASONS.decimalMark);
      expect(doubts(statement)).toHaveLength(1);
      // The reading asked about is the one the warning names: thousands, the same for every cell.
      expect(amountsOf(statement)).toEqual(amounts);
    },
  );

  it('is settled by the running balance when only one reading adds up', async () => {
    // `-1.500` beside plain amounts: only one of 1.50 and 1,500 gives the balances printed.
    const decimal = ['Date,Description,Amount,Balance', '2026-01-01,A,10,20.500'];
    decimal.push('2026-01-02,B,-1.500,19.000', '2026-01-03,C,2,21.000');
    const asDecimals = await read(decimal.join('\n'));
    expect(amountsOf(asDecimals)).toEqual([1000, -150, 200]);
    expect(balancesOf(asDecimals)).toEqual([2050, 1900, 2100]);
    expect(asDecimals.reading?.confidence).toBe('high');
    const grouping = ['Date,Description,Amount,Balance', '2026-01-01,A,10,20.500'];
    grouping.push('2026-01-02,B,-1.500,19.000', '2026-01-03,C,1000,20.000');
    const asThousands = await read(grouping.join('\n'));
    expect(amountsOf(asThousands)).toEqual([1000, -150000, 100000]);
    expect(asThousands.reading?.confidence).toBe('high');
  });
});

describe('thousands the column itself settles', () => {
  it('reads German `1.234` and `12.500` as thousands beside `1.234,56`', async () => {
    const csv = ['Datum;Buchungstext;Betrag (EUR)', '01.03.2026;Miete;-1.234'];
    csv.push('02.03.2026;Gehalt;12.500', '03.03.2026;Kauf;-1.234,56', '04.03.2026;Kaffee;-3,5');
    const statement = await read(csv.join('\n'));
    expect(amountsOf(statement)).toEqual([-123400, 1250000, -123456, -350]);
    expect(doubts(statement)).toEqual([]);
  });

  it('reads yen `1,200` as 1,200 yen, since yen have no decimals', async () => {
    const csv = ['Date,Description,Amount (JPY)', '2026-03-01,Lunch,"-1,200"'];
    csv.push('2026-03-02,Salary,"310,000"');
    const statement = await read(csv.join('\n'));
    expect(amountsOf(statement)).toEqual([-1200, 310000]);
    expect(doubts(statement)).toEqual([]);
  });

  it('reads `2,500` as thousands beside `12.50` in dollars', async () => {
    const csv = [
      'Date,Description,Amount (USD)',
      '2026-03-01,Rent,"-2,500"',
      '2026-03-02,Tea,-12.50',
    ];
    const statement = await read(csv.join('\n'));
    expect(amountsOf(statement)).toEqual([-250000, -1250]);
  });
});
