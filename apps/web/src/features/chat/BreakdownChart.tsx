import { useId } from 'react';
import type { AnswerData } from '@sheetwise/contracts';
import { useDisplayFormat } from '../preferences/use-display-format';

type Chart = NonNullable<AnswerData['chart']>;

interface BreakdownChartProps {
  chart: Chart;
  currency: string | null | undefined;
}

/** A bar too short to see reads as zero; any amount at all gets at least this much. */
const MIN_BAR_PERCENT = 2;

/** A bar's CSS width: its value's share of the largest, never too thin to see. */
export function barWidth(value: number, largest: number): string {
  if (value === 0 || largest === 0) return '0%';
  return `${Math.max(MIN_BAR_PERCENT, (Math.abs(value) / largest) * 100).toFixed(1)}%`;
}

/**
 * A breakdown (by category, by month…) as labelled bars. Each row says its label and amount in
 * text, so the bars are decoration for the eye and hidden from screen readers; no chart library.
 */
export function BreakdownChart({ chart, currency }: BreakdownChartProps) {
  const display = useDisplayFormat();
  const captionId = useId();
  const largest = Math.max(0, ...chart.points.map((point) => Math.abs(point.valueMinor)));
  return (
    // The caption names the figure; said outright, as not every screen reader infers it.
    <figure aria-labelledby={captionId} className="rounded-lg border border-slate-200 bg-white p-3">
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        {chart.title}
      </figcaption>
      <ul className="mt-2 space-y-2">
        {chart.points.map((point, index) => (
          <li key={index} className="text-sm text-slate-800">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">{point.label}</span>
              <span className="shrink-0 font-medium tabular-nums">
                {display.money(point.valueMinor, currency)}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: barWidth(point.valueMinor, largest) }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
