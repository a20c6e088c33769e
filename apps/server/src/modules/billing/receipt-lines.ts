import {
  PAYMENT_STATUS_LABELS,
  SELLER_NAME,
  defaultDateFormatter,
  formatUsd,
} from '@sheetwise/contracts';
import type { Receipt } from './history';

export interface ReceiptLine {
  label: string;
  value: string;
}

function money(amountMinor: number, currency: string): string {
  return `${formatUsd(amountMinor)} ${currency}`;
}

/** What a receipt says, in order, so that its printable page and its PDF never disagree. */
export function receiptLines(receipt: Receipt, supportEmail: string): ReceiptLine[] {
  const date = (iso: string) => defaultDateFormatter(new Date(iso));
  const period = receipt.period
    ? `${date(receipt.period.startsAt)} to ${date(receipt.period.endsAt)}`
    : 'Not applied: the plan had already changed; this payment is to be refunded';
  const lines: ReceiptLine[] = [
    { label: 'Invoice number', value: receipt.invoiceNumber },
    { label: 'Date paid', value: date(receipt.paidAt) },
    { label: 'Seller', value: `${SELLER_NAME} (${supportEmail})` },
    { label: 'Billed to', value: receipt.buyerEmail },
    { label: 'Plan', value: `${SELLER_NAME} ${receipt.plan}` },
    { label: 'Period', value: period },
    { label: 'Amount paid', value: money(receipt.amountMinor, receipt.currency) },
  ];
  if (receipt.refundedMinor > 0) {
    lines.push({ label: 'Refunded', value: money(receipt.refundedMinor, receipt.currency) });
  }
  lines.push(
    { label: 'Status', value: PAYMENT_STATUS_LABELS[receipt.status] },
    { label: 'Razorpay payment ID', value: receipt.paymentId },
  );
  return lines;
}

export function receiptTitle(receipt: Receipt): string {
  return `${SELLER_NAME} receipt ${receipt.invoiceNumber}`;
}
