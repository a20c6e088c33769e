import { describe, expect, it } from 'vitest';
import {
  INVOICE_NUMBER_PATTERN,
  formatInvoiceNumber,
  paymentPeriodStart,
  paymentStatus,
} from './billing-history';

describe('invoice numbers', () => {
  it('pads the year’s sequence to six digits and matches the pattern routes accept', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('SW-2026-000001');
    expect(formatInvoiceNumber(2027, 123456)).toBe('SW-2027-123456');
    expect(INVOICE_NUMBER_PATTERN.test(formatInvoiceNumber(2026, 42))).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('SW-2026-1')).toBe(false);
  });
});

describe('payment status', () => {
  it('tells paid, partly refunded and refunded apart', () => {
    expect(paymentStatus(1900, 0)).toBe('paid');
    expect(paymentStatus(1900, 500)).toBe('partly-refunded');
    expect(paymentStatus(1900, 1900)).toBe('refunded');
  });
});

describe('the period a payment bought', () => {
  const paidAt = new Date('2026-11-22T10:00:00.000Z');
  const later = new Date('2026-12-22T10:00:00.000Z');
  const earlier = new Date('2026-11-01T10:00:00.000Z');

  it('follows the current end date for a renewal of a running plan', () => {
    expect(
      paymentPeriodStart({ plan: 'Starter', paidAt, previousPlan: 'Starter', previousEnd: later }),
    ).toEqual(later);
  });

  it('begins when paid for a purchase on the trial, an upgrade, or after the plan ended', () => {
    expect(
      paymentPeriodStart({ plan: 'Starter', paidAt, previousPlan: 'Trial', previousEnd: null }),
    ).toEqual(paidAt);
    expect(
      paymentPeriodStart({ plan: 'Pro', paidAt, previousPlan: 'Starter', previousEnd: later }),
    ).toEqual(paidAt);
    expect(
      paymentPeriodStart({ plan: 'Pro', paidAt, previousPlan: 'Pro', previousEnd: earlier }),
    ).toEqual(paidAt);
  });
});
