import { describe, expect, it } from 'vitest';
import { buildView } from '../statement/view';
import type { Line } from '../test-support/statement';
import {
  FROM_CURRENT,
  TO_SAVINGS,
  combinedTwoCurrencies,
  sumCents,
  twoCurrencyStatements,
} from '../test-support/two-currencies';
import { statementInsights } from './statement-insights';

const own = new Set([TO_SAVINGS, FROM_CURRENT]);
const isOut = ([, description, amount]: Line) => amount < 0 && !own.has(description);
const isIn = ([, description, amount]: Line) => amount > 0 && !own.has(description);

describe.each([1, 2, 3])('all statements together in euros and dollars (seed %i)', (seed) => {
  const generated = twoCurrencyStatements(seed);
  const euroLines = [...generated.current.lines, ...generated.savings.lines];
  const dollarLines = generated.dollars.lines;
  const insights = statementInsights(buildView(combinedTwoCurrencies(generated)));
  const [euros, dollars] = insights.sections;

  it('has a section per currency, the most used first, each with its own totals', () => {
    expect(insights.sections.map((section) => section.currency)).toEqual(['EUR', 'USD']);
    expect(euros).toMatchObject({
      transactionCount: euroLines.length,
      // The move to savings is on both euro statements, and counts neither in nor out.
      totalOutMinor: sumCents(euroLines, isOut),
      totalInMinor: sumCents(euroLines, isIn),
      balance: { source: 'none', points: [] },
    });
    expect(dollars).toMatchObject({
      transactionCount: dollarLines.length,
      totalOutMinor: sumCents(dollarLines, isOut),
      totalInMinor: sumCents(dollarLines, isIn),
      balance: { source: 'none', points: [] },
    });
  });

  it('lists only the months each currency has rows in, none before, between or after', () => {
    const monthOf = (lines: Line[], month: string) =>
      lines.filter(([date]) => date.startsWith(month));
    // The euro months end in April, though all statements together run to August.
    expect(
      euros?.months.map(({ month, inMinor, outMinor, netMinor }) => ({
        month,
        inMinor,
        outMinor,
        netMinor,
      })),
    ).toEqual(
      ['2026-01', '2026-02', '2026-03', '2026-04'].map((month) => {
        const inMonth = monthOf(euroLines, month);
        const inMinor = sumCents(inMonth, isIn);
        const outMinor = sumCents(inMonth, isOut);
        return { month, inMinor, outMinor, netMinor: inMinor - outMinor };
      }),
    );
    // July has no dollar rows: it is left out, as are the months before June.
    expect(dollars?.months.map((month) => month.month)).toEqual(['2026-06', '2026-08']);
    expect(dollars?.months[1]).toMatchObject({
      start: '2026-08-01',
      end: '2026-08-31',
      inMinor: 0,
      outMinor: sumCents(monthOf(dollarLines, '2026-08'), isOut),
    });
  });

  it('gives each currency its own period, categories, merchants and recurring payments', () => {
    const dates = (lines: Line[]) => lines.map(([date]) => date).sort();
    expect(dollars?.period).toEqual({
      start: dates(dollarLines)[0],
      end: dates(dollarLines).at(-1),
    });
    expect(euros?.period.start).toBe('2026-01-01');
    expect(insights.period.end).toBe(dates(dollarLines).at(-1));
    expect(dollars?.spendingByCategory.map((category) => category.label)).toEqual([
      'Taxis & ride-hailing',
    ]);
    expect(dollars?.topMerchants).toEqual([
      { merchant: 'Uber', totalMinor: sumCents(dollarLines, isOut), count: dollarLines.length - 1 },
    ]);
    expect(euros?.topMerchants.map((merchant) => merchant.merchant)).toEqual(['Lidl', 'Netflix']);
    const euroSpending = euros?.spendingByCategory.reduce((sum, c) => sum + c.totalMinor, 0);
    expect(euroSpending).toBe(euros?.totalOutMinor);
    expect(euros?.recurring.map((payment) => payment.merchant)).toContain('Netflix');
    expect(dollars?.recurring).toEqual([]);
  });
});
