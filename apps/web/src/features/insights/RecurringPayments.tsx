import type { CurrencyInsights } from '@sheetwise/contracts';
import { SeeTransactions } from './SeeTransactions';
import { transactionsPath } from './insights-links';
import { useDisplayFormat } from '../preferences/use-display-format';

const FREQUENCY_TEXT = {
  weekly: 'Every week',
  fortnightly: 'Every two weeks',
  monthly: 'Every month',
  quarterly: 'Every three months',
  yearly: 'Every year',
} as const;

/** Payments that repeat, the soonest due first, each with when the next one is expected. */
export function RecurringPayments({
  insights,
  file,
}: {
  insights: CurrencyInsights;
  file: string;
}) {
  const display = useDisplayFormat();
  if (insights.recurring.length === 0) {
    return <p className="text-sm text-slate-600">No payment repeats at a regular interval here.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {insights.recurring.map((payment) => (
        <li key={`${payment.merchant}:${payment.frequency}`} className="py-3 first:pt-0">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {payment.merchant}
          </h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            <dt>Usually</dt>
            <dd className="tabular-nums">
              {display.money(payment.typicalMinor, insights.currency)}
            </dd>
            <dt>How often</dt>
            <dd>{FREQUENCY_TEXT[payment.frequency]}</dd>
            <dt>Last paid</dt>
            <dd>{display.date(payment.lastDate)}</dd>
            <dt>Next expected</dt>
            <dd className="font-medium text-slate-900">{display.date(payment.nextExpectedDate)}</dd>
          </dl>
          <SeeTransactions
            to={transactionsPath(file, { merchant: payment.merchant, direction: 'out' })}
            of={`${payment.merchant}’s payments`}
          />
        </li>
      ))}
    </ul>
  );
}
