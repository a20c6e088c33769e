import { useId } from 'react';
import type { CurrencyInsights } from '@sheetwise/contracts';
import { SeeTransactions } from './SeeTransactions';
import { transactionsPath } from './insights-links';
import { useDisplayFormat } from '../preferences/use-display-format';

interface BalanceChartProps {
  insights: CurrencyInsights;
  file: string;
  /** All statements together: their balances belong to different accounts. */
  combined: boolean;
}

const WIDTH = 300;
const HEIGHT = 100;

const SOURCE_TEXT = {
  printed: 'From the balances the statement printed, at the end of each day.',
  'opening-balance':
    'Worked out from the opening balance and the amounts, at the end of each day: the statement prints no running balance.',
} as const;

/** The line's points in the SVG's own units: the lowest balance at the bottom, time left to right. */
function linePoints(points: CurrencyInsights['balance']['points']): string {
  const values = points.map((point) => point.balanceMinor);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  return points
    .map((point, index) => {
      const y = HEIGHT - ((point.balanceMinor - low) / span) * HEIGHT;
      return `${(index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * The balance at the end of each day as a line, summed up in words for screen readers, with every
 * day's figure in a table one click away. A statement that gives no balance says so.
 */
export function BalanceChart({ insights, file, combined }: BalanceChartProps) {
  const display = useDisplayFormat();
  const summaryId = useId();
  const { source, points } = insights.balance;
  const first = points[0];
  const last = points[points.length - 1];
  if (source === 'none' || !first || !last) {
    return (
      <p className="text-sm text-slate-600">
        {combined
          ? 'Each statement’s balance belongs to its own account, so all statements together have none: open one statement’s insights to see its balance.'
          : 'This statement prints no balance and no opening balance, so its balance over time cannot be shown.'}
      </p>
    );
  }
  const lowest = points.reduce((low, point) =>
    point.balanceMinor < low.balanceMinor ? point : low,
  );
  const highest = points.reduce((high, point) =>
    point.balanceMinor > high.balanceMinor ? point : high,
  );
  const money = (minor: number) => display.money(minor, insights.currency);
  return (
    <figure aria-describedby={summaryId} className="space-y-2">
      <figcaption className="sr-only">Balance over time</figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full overflow-visible"
      >
        <polyline
          points={linePoints(points)}
          fill="none"
          vectorEffect="non-scaling-stroke"
          className="stroke-brand-600"
          strokeWidth={2}
        />
      </svg>
      <p id={summaryId} className="text-sm text-slate-700">
        {money(first.balanceMinor)} on {display.date(first.date)}, {money(last.balanceMinor)} on{' '}
        {display.date(last.date)}. Lowest {money(lowest.balanceMinor)} on{' '}
        {display.date(lowest.date)}; highest {money(highest.balanceMinor)} on{' '}
        {display.date(highest.date)}.
      </p>
      <p className="text-xs text-slate-600">{SOURCE_TEXT[source]}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">
          The balance on each day
        </summary>
        <table className="mt-2 w-full">
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 text-left font-semibold">
                Date
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Balance at the end of the day
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {points.map((point) => (
              <tr key={point.date}>
                <td className="py-1">{display.date(point.date)}</td>
                <td className="py-1 text-right tabular-nums">{money(point.balanceMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <SeeTransactions
        to={transactionsPath(file, { from: first.date, to: last.date })}
        of="the balance over time"
      />
    </figure>
  );
}
