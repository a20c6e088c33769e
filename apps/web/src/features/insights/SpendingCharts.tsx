import type { CurrencyInsights } from '@sheetwise/contracts';
import { BarTable } from './BarTable';
import { formatMonthKey, formatShare } from './format';
import { transactionsPath } from './insights-links';
import { useDisplayFormat } from '../preferences/use-display-format';

interface ChartProps {
  insights: CurrencyInsights;
  /** The `file` of the transactions page's links: a file name, or `all`. */
  file: string;
}

const EMPTY = <p className="text-sm text-slate-600">No money went out in this period.</p>;

export function SpendingByCategory({ insights, file }: ChartProps) {
  const display = useDisplayFormat();
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
          display.money(category.totalMinor, insights.currency),
          category.count,
          formatShare(category.share),
        ],
        link: transactionsPath(file, { category: category.label, direction: 'out' }),
      }))}
    />
  );
}

export function MonthlyFlows({ insights, file }: ChartProps) {
  const display = useDisplayFormat();
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
            display.money(month.inMinor, insights.currency),
            display.money(month.outMinor, insights.currency),
            display.money(month.netMinor, insights.currency),
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
  const display = useDisplayFormat();
  if (insights.topMerchants.length === 0) return EMPTY;
  return (
    <BarTable
      caption={`Top ${insights.topMerchants.length === 1 ? 'merchant' : `${insights.topMerchants.length} merchants`} by money out`}
      columns={['Merchant', 'Amount', 'Count']}
      rows={insights.topMerchants.map((merchant) => ({
        key: merchant.merchant,
        label: merchant.merchant,
        bars: [{ valueMinor: merchant.totalMinor, colour: 'bg-brand-600' }],
        cells: [display.money(merchant.totalMinor, insights.currency), merchant.count],
        link: transactionsPath(file, { merchant: merchant.merchant, direction: 'out' }),
      }))}
    />
  );
}
