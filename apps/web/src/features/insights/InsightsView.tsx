import type { ReactNode } from 'react';
import type { Insights } from '@sheetwise/contracts';
import { BalanceChart } from './BalanceChart';
import { RecurringPayments } from './RecurringPayments';
import { MonthlyFlows, SpendingByCategory, TopMerchants } from './SpendingCharts';
import { useDisplayFormat } from '../preferences/use-display-format';

interface InsightsViewProps {
  insights: Insights;
  /** The `file` of the transactions page's links: a file name, or `all`. */
  file: string;
  combined: boolean;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `insights-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Totals({ insights }: { insights: Insights }) {
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

/** Every insight of a statement (or of all of them), each chart linking to its rows. */
export function InsightsView({ insights, file, combined }: InsightsViewProps) {
  const display = useDisplayFormat();
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {display.period(insights.period)}
        {insights.otherCurrencies.length > 0 && insights.currency && (
          <>
            . Figures are in {insights.currency}, the most used currency here; transactions in{' '}
            {insights.otherCurrencies.join(', ')} are left out.
          </>
        )}
      </p>
      <Totals insights={insights} />
      <p className="text-sm text-slate-600">
        Moves between your own accounts, currency conversions and holds count as neither money in
        nor money out.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Spending by category">
          <SpendingByCategory insights={insights} file={file} />
        </Panel>
        <Panel title="Money in and out by month">
          <MonthlyFlows insights={insights} file={file} />
        </Panel>
        <Panel title="Balance over time">
          <BalanceChart insights={insights} file={file} combined={combined} />
        </Panel>
        <Panel title="Recurring payments">
          <RecurringPayments insights={insights} file={file} />
        </Panel>
        <Panel title="Top merchants">
          <TopMerchants insights={insights} file={file} />
        </Panel>
      </div>
    </div>
  );
}
