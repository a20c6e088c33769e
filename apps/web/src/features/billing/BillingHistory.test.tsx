import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingHistoryEntry } from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { BillingHistory } from './BillingHistory';

const RENEWAL: BillingHistoryEntry = {
  invoiceNumber: 'SW-2026-000002',
  paidAt: '2026-12-01T10:00:00.000Z',
  plan: 'Pro',
  period: { startsAt: '2027-01-05T10:00:00.000Z', endsAt: '2027-02-04T10:00:00.000Z' },
  amountMinor: 2900,
  refundedMinor: 500,
  currency: 'USD',
  status: 'partly-refunded',
};
const FIRST: BillingHistoryEntry = {
  invoiceNumber: 'SW-2026-000001',
  paidAt: '2026-11-22T10:00:00.000Z',
  plan: 'Starter',
  period: { startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2027-01-05T10:00:00.000Z' },
  amountMinor: 1900,
  refundedMinor: 1900,
  currency: 'USD',
  status: 'refunded',
};

describe('BillingHistory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each payment with its period, amount, status and receipt links', async () => {
    stubApi({ 'GET /api/billing/history': { status: 200, body: { payments: [RENEWAL, FIRST] } } });
    renderPage(<BillingHistory />);
    const table = await screen.findByRole('table', { name: 'Your payments, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const renewal = within(rows[1] as HTMLElement);
    expect(renewal.getByText(formatDisplayDate(RENEWAL.paidAt))).toBeDefined();
    expect(
      renewal.getByText(
        `${formatDisplayDate('2027-01-05T10:00:00.000Z')} – ${formatDisplayDate('2027-02-04T10:00:00.000Z')}`,
      ),
    ).toBeDefined();
    expect(renewal.getByText('$29.00 USD')).toBeDefined();
    expect(renewal.getByText('Partly refunded ($5.00)')).toBeDefined();
    expect(renewal.getByRole('link', { name: 'Receipt SW-2026-000002' }).getAttribute('href')).toBe(
      '/api/billing/receipts/SW-2026-000002',
    );
    expect(
      renewal.getByRole('link', { name: 'PDF of receipt SW-2026-000002' }).getAttribute('href'),
    ).toBe('/api/billing/receipts/SW-2026-000002.pdf');
    expect(within(rows[2] as HTMLElement).getByText('Refunded')).toBeDefined();
  });

  it('says when there are no payments yet', async () => {
    stubApi({ 'GET /api/billing/history': { status: 200, body: { payments: [] } } });
    renderPage(<BillingHistory />);
    expect(await screen.findByText(/No payments yet/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
