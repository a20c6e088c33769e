import { useId, type ReactNode } from 'react';
import type { CurrencyInsights } from '@sheetwise/contracts';
import { BalanceChart } from './BalanceChart';
import { RecurringPayments } from './RecurringPayments';
import { MonthlyFlows, SpendingByCategory, TopMerchants } from './SpendingCharts';
import { useDisplayFormat } from '../preferences/use-display-format';

/** Headings of a currency's panels: 2 when it is the page's only one, 3 under its own heading. */
export type PanelLevel = 2 | 3;

function Panel({
  title,
  level,
  children,
}: {
  title: string;
  level: PanelLevel;
  children: ReactNode;
}) {
  // Each currency has panels of the same titles, so the heading's id cannot come from the title.
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Money in, money out and the number of transactions, in the section's own currency. */
export function CurrencyTotals({ insights }: { insights: CurrencyInsights }) {
  const display = useDisplayFormat();
  const money = (minor: number) => display.money(minor, insights.currency);
  const figures = [
    ['Money in', money(insights.totalInMinor)],
    ['Money out', money(insights.totalOutMinor)],
    ['Transactions', String(insights.transactionCount)],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CurrencyPanelsProps {
  insights: CurrencyInsights;
  /** The `file` of the transactions page's links: a file name, or `all`. */
  file: string;
  combined: boolean;
  level: PanelLevel;
}

/** One currency's charts and lists, each linking to its rows. */
export function CurrencyPanels({ insights, file, combined, level }: CurrencyPanelsProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Spending by category" level={level}>
        <SpendingByCategory insights={insights} file={file} />
      </Panel>
      <Panel title="Money in and out by month" level={level}>
        <MonthlyFlows insights={insights} file={file} />
      </Panel>
      <Panel title="Balance over time" level={level}>
        <BalanceChart insights={insights} file={file} combined={combined} />
      </Panel>
      <Panel title="Recurring payments" level={level}>
        <RecurringPayments insights={insights} file={file} />
      </Panel>
      <Panel title="Top merchants" level={level}>
        <TopMerchants insights={insights} file={file} />
      </Panel>
    </div>
  );
}
