import { PAYMENT_STATUS_LABELS, formatUsd, type BillingHistoryEntry } from '@sheetwise/contracts';
import { textLinkClass } from '../../components/ui/styles';
import { formatDisplayDate, formatDisplayPeriod } from '../../lib/dates';
import { useDisplayPreferences } from '../preferences/use-display-format';

/** The printable receipt; with `.pdf`, the same receipt as a PDF download. */
export function receiptHref(invoiceNumber: string, pdf = false): string {
  return `/api/billing/receipts/${encodeURIComponent(invoiceNumber)}${pdf ? '.pdf' : ''}`;
}

function statusText(payment: BillingHistoryEntry): string {
  const label = PAYMENT_STATUS_LABELS[payment.status];
  return payment.status === 'partly-refunded'
    ? `${label} (${formatUsd(payment.refundedMinor)})`
    : label;
}

/** Payments as a table a screen reader can walk by column, each with its receipt links. */
export function BillingHistoryTable({ payments }: { payments: BillingHistoryEntry[] }) {
  const { dateDisplay } = useDisplayPreferences();
  const headers = ['Date', 'Invoice', 'Plan', 'Period', 'Amount', 'Status', 'Receipt'];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm text-slate-800">
        <caption className="sr-only">Your payments, newest first</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-4">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment.invoiceNumber}>
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={payment.paidAt}>
                  {formatDisplayDate(payment.paidAt, dateDisplay)}
                </time>
              </td>
              <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{payment.invoiceNumber}</td>
              <td className="py-2 pr-4">{payment.plan}</td>
              <td className="py-2 pr-4">
                {payment.period
                  ? formatDisplayPeriod(
                      { start: payment.period.startsAt, end: payment.period.endsAt },
                      dateDisplay,
                    )
                  : 'Not applied: to be refunded'}
              </td>
              <td className="py-2 pr-4 tabular-nums">
                {formatUsd(payment.amountMinor)} {payment.currency}
              </td>
              <td className="py-2 pr-4">{statusText(payment)}</td>
              <td className="py-2 whitespace-nowrap">
                <a href={receiptHref(payment.invoiceNumber)} className={textLinkClass}>
                  Receipt<span className="sr-only"> {payment.invoiceNumber}</span>
                </a>{' '}
                <a
                  href={receiptHref(payment.invoiceNumber, true)}
                  className={textLinkClass}
                  download
                >
                  PDF<span className="sr-only"> of receipt {payment.invoiceNumber}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
