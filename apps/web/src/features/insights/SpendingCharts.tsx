import type { Insights } from '@sheetwise/contracts';
import { formatMoney } from '../../lib/format-money';
import { BarTable } from './BarTable';
import { formatMonthKey, formatShare } from './format';
import { transactionsPath } from './insights-links';

interface ChartProps {
  insights: Insights;
  /** The `file` of the transactions page's links: a file name, or `all`. */
  file: string;
}

const EMPTY = <p className="text-sm text-slate-600">No money went out in this period.</p>;

export function SpendingByCategory({ insights, file }: ChartProps) {
  if (insights.spendingByCategory.length === 0) return EMPTY;
  return (
    <BarTable
      caption="Spending by category"
      columns={['Category', 'Amount', 'Count', 'Share']}
      rows={insights.spendingByCategory.map((category) => ({
        key: category.label,
        label: category.label,
        bars: [{ valueMinor: category.totalMinor, colour: 'bg-brand-600' }],
        cells: [
          formatMoney(category.totalMinor, insights.currency),
          category.count,
          formatShare(category.share),
        ],
        link: transactionsPath(file, { category: category.label, direction: 'out' }),
      }))}
    />
  );
}

export function MonthlyFlows({ insights, file }: ChartProps) {
  return (
    <div className="space-y-2">
      <BarTable
        caption="Money in and out by month"
        columns={['Month', 'In', 'Out', 'Net']}
        rows={insights.months.map((month) => ({
          key: month.month,
          label: formatMonthKey(month.month),
          bars: [
            { valueMinor: month.inMinor, colour: 'bg-green-600' },
            { valueMinor: month.outMinor, colour: 'bg-red-500' },
          ],
          cells: [
            formatMoney(month.inMinor, insights.currency),
            formatMoney(month.outMinor, insights.currency),
            formatMoney(month.netMinor, insights.currency),
          ],
          link: transactionsPath(file, { from: month.start, to: month.end }),
        }))}
      />
      <p aria-hidden="true" className="flex gap-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block size-2 rounded-full bg-green-600" />
          In (upper bar)
        </span>
        <span>
          <span className="mr-1 inline-block size-2 rounded-full bg-red-500" />
          Out (lower bar)
        </span>
      </p>
    </div>
  );
}

export function TopMerchants({ insights, file }: ChartProps) {
  if (insights.topMerchants.length === 0) return EMPTY;
  return (
    <BarTable
      caption={`Top ${insights.topMerchants.length === 1 ? 'merchant' : `${insights.topMerchants.length} merchants`} by money out`}
      columns={['Merchant', 'Amount', 'Count']}
      rows={insights.topMerchants.map((merchant) => ({
        key: merchant.merchant,
        label: merchant.merchant,
        bars: [{ valueMinor: merchant.totalMinor, colour: 'bg-brand-600' }],
        cells: [formatMoney(merchant.totalMinor, insights.currency), merchant.count],
        link: transactionsPath(file, { merchant: merchant.merchant, direction: 'out' }),
      }))}
    />
  );
}
