import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { formatMoney } from '../format/format-money';
import { TODAY } from '../test-support/sample';
import type { Line } from '../test-support/statement';
import {
  FROM_CURRENT,
  TO_SAVINGS,
  combinedTwoCurrencies,
  sumCents,
  twoCurrencyStatements,
} from '../test-support/two-currencies';

const spent = ([, description, amount]: Line) => amount < 0 && description !== TO_SAVINGS;

/** The answer's line for a statement: `• dollars.csv (…): $12.00 (2 transactions)`. */
const lineOf = (text: string, name: string) =>
  text.split('\n').find((line) => line.startsWith(`• ${name} (`));

describe.each([1, 2, 3])('statements in euros and dollars, listed by name (seed %i)', (seed) => {
  const generated = twoCurrencyStatements(seed);
  const { current, savings, dollars } = generated;
  const all = combinedTwoCurrencies(generated);
  const ask = (question: string) => answerQuestion(all, question, TODAY);

  it('gives each statement its spending in its own currency, and no one figure', () => {
    const answer = ask('How much did I spend in each statement?');
    const dollarOut = sumCents(dollars.lines, spent);
    const dollarCount = dollars.lines.filter(spent).length;
    expect(lineOf(answer.text, dollars.name)).toMatch(
      new RegExp(`: \\${formatMoney(dollarOut, 'USD')} \\(${dollarCount} transactions?\\)$`),
    );
    expect(lineOf(answer.text, current.name)).toMatch(
      `: ${formatMoney(sumCents(current.lines, spent), 'EUR')} (${current.lines.filter(spent).length} transactions)`,
    );
    // Savings spent nothing: its zero is in euros, its own currency.
    expect(lineOf(answer.text, savings.name)).toMatch(/: €0\.00 \(0 transactions\)$/);
    expect(lineOf(answer.text, dollars.name)).not.toContain('€');
    expect(answer.value).toBeUndefined();
    expect(answer.chart).toBeUndefined();
    expect(answer.text).toContain(
      `${formatMoney(sumCents(current.lines, spent), 'EUR')} and ${formatMoney(dollarOut, 'USD')} in all`,
    );
    expect(answer.reading?.assumed).toEqual([]);
  });

  it('tells a statement with none of the rows asked about its zero in its own currency', () => {
    // March's rows are all in euros: the dollar account shows $0.00, never €0.00.
    const answer = ask('How much did I spend in each statement in March 2026?');
    expect(lineOf(answer.text, dollars.name)).toMatch(/: \$0\.00 \(0 transactions\)$/);
    const march = current.lines.filter(([date]) => date.startsWith('2026-03'));
    expect(answer).toMatchObject({ value: sumCents(march, spent), currency: 'EUR' });
    // Oldest first by the period's end; the dollar account has no bar on the euro chart.
    expect(answer.chart?.points.map((point) => point.label.split(' ')[0])).toEqual([
      savings.name,
      current.name,
    ]);
  });

  it('breaks spending down by category with each currency’s figure', () => {
    const answer = ask('Show my spending by category');
    const rides = dollars.lines.filter(spent);
    expect(answer.text).toContain(
      `• Taxis & ride-hailing: ${formatMoney(sumCents(rides, spent), 'USD')} (${rides.length} transaction`,
    );
    expect(answer.text).not.toMatch(/€0\.00|\$0\.00/);
  });

  it('lists by month only the months some statement has rows in', () => {
    const answer = ask('How much did I spend each month?');
    const months = answer.text
      .split('\n')
      .flatMap((line) => /^• (\w+ 2026):/.exec(line)?.[1] ?? []);
    // No statement has a row in May or July.
    expect(months).toEqual([
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'June 2026',
      'August 2026',
    ]);
  });

  it('tells a month with only dollar rows its zero in dollars, never in euros', () => {
    const answer = ask('How much did I spend on groceries each month?');
    expect(answer).toMatchObject({
      value: sumCents(current.lines, ([, d]) => d.startsWith('LIDL')),
    });
    expect(answer.text).toContain('• June 2026: $0.00 (0 transactions)');
    expect(answer.text).not.toContain('€0.00');
    expect(answer.chart?.points.map((point) => point.label)).not.toContain('June 2026');
  });

  it('tells money in and out per currency, never one net of both', () => {
    const answer = ask('How much came in and went out?');
    const received = ([, description, amount]: Line) => amount > 0 && description !== FROM_CURRENT;
    const euroLines = [...current.lines, ...savings.lines];
    const [inEur, outEur] = [sumCents(euroLines, received), sumCents(euroLines, spent)];
    expect(answer.text).toContain(
      `• EUR: in ${formatMoney(inEur, 'EUR')} (4 credits), out ${formatMoney(outEur, 'EUR')}`,
    );
    expect(answer.text).toContain(`net +${formatMoney(inEur - outEur, 'EUR')}`);
    expect(answer.text).toContain(
      `• USD: in ${formatMoney(sumCents(dollars.lines, received), 'USD')} (1 credit)`,
    );
    expect(answer.value).toBeUndefined();
  });

  it('weighs two months in different currencies each in its own, neither the larger', () => {
    const inMonth = (lines: Line[], month: string) =>
      lines.filter((line) => line[0].startsWith(month) && spent(line));
    const march = sumCents(inMonth(current.lines, '2026-03'), spent);
    const june = sumCents(inMonth(dollars.lines, '2026-06'), spent);
    const answer = ask('Did I spend more in March 2026 or June 2026?');
    expect(answer.text).toBe(
      `You spent ${formatMoney(march, 'EUR')} in March 2026 and ${formatMoney(june, 'USD')} in June 2026: they are in different currencies, so neither is the larger.`,
    );
    expect(answer.value).toBeUndefined();
    // Two dollar months weigh as ever, in dollars.
    const august = sumCents(inMonth(dollars.lines, '2026-08'), spent);
    expect(ask('Did I spend more in June 2026 or August 2026?')).toMatchObject({
      value: Math.abs(june - august),
      currency: 'USD',
    });
  });
});
