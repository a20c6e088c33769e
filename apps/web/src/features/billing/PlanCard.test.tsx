import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingChoices } from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { PlanCard } from './PlanCard';

const DAY = 86_400_000;
const END = '2099-03-05T12:00:00.000Z';

/** A Starter plan with 12 days left, as GET /api/billing/choices answers it. */
const RENEW_STARTER: BillingChoices['choices'][number] = {
  plan: 'Starter',
  kind: 'renew',
  amountMinor: 1900,
  currency: 'USD',
  startsAt: END,
  endsAt: '2099-04-04T12:00:00.000Z',
  daysLeft: null,
  summary: 'Renew Starter until 04-April-2099: $19.00',
};
const UPGRADE_TO_PRO: BillingChoices['choices'][number] = {
  plan: 'Pro',
  kind: 'upgrade',
  amountMinor: 400,
  currency: 'USD',
  startsAt: '2099-02-21T12:00:00.000Z',
  endsAt: END,
  daysLeft: 12,
  summary: 'Upgrade to Pro now: $4.00 for the 12 days left',
};

const STARTER: BillingChoices = {
  planType: 'Starter',
  endsAt: END,
  expired: false,
  scheduledPlan: null,
  cancelled: false,
  canCancel: true,
  canReactivate: false,
  choices: [RENEW_STARTER, UPGRADE_TO_PRO],
};

describe('PlanCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names each plan’s price and project limit, and marks the current plan with each choice as charged now', async () => {
    stubApi({ 'GET /api/billing/choices': { status: 200, body: STARTER } });
    const user = { ...ADA, planType: 'Starter' as const, planEndDate: END };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByText('STARTER')).toBeDefined();
    expect(screen.getByText('Renew by 05-March-2099')).toBeDefined();
    const starter = screen.getByRole('radio', {
      name: 'Starter $19/month, 5 projects, personal use',
    });
    const pro = screen.getByRole('radio', {
      name: 'Pro $29/month, 50 projects, growing businesses',
    });
    await vi.waitFor(() => {
      expect(starter.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText('Current plan')).toBeDefined();
    });
    const described = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(described(starter)).toBe('Current plan Renew Starter until 04-April-2099: $19.00');
    expect(described(pro)).toBe('Upgrade to Pro now: $4.00 for the 12 days left');
  });

  it('cancels the plan to run to its end date, then reactivates it', async () => {
    const user = userEvent.setup();
    const cancelled = { ...STARTER, cancelled: true, canCancel: false, canReactivate: true };
    const api = stubApi({
      'GET /api/billing/choices': { status: 200, body: STARTER },
      'POST /api/billing/cancel': { status: 200, body: cancelled },
      'POST /api/billing/reactivate': { status: 200, body: STARTER },
    });
    const me = { ...ADA, planType: 'Starter' as const, planEndDate: END };
    renderPage(<PlanCard user={me} />, '/settings', fakeSession(me));
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    expect(
      await screen.findByText('Cancelled: runs until 05-March-2099, not renewed'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Renew by 05-March-2099')).toBeDefined();
    expect(api.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`)).toEqual([
      'GET /api/billing/choices',
      'POST /api/billing/cancel',
      'POST /api/billing/reactivate',
    ]);
  });

  it('schedules a lower plan for the end date instead of charging for it', async () => {
    const user = userEvent.setup();
    const pro: BillingChoices = {
      ...STARTER,
      planType: 'Pro',
      choices: [
        { ...RENEW_STARTER, kind: 'downgrade', amountMinor: 0, summary: '' },
        { ...UPGRADE_TO_PRO, kind: 'renew', amountMinor: 2900, summary: '' },
      ],
    };
    const scheduled = { ...pro, scheduledPlan: 'Starter' as const, canReactivate: true };
    const api = stubApi({
      'GET /api/billing/choices': { status: 200, body: pro },
      'POST /api/billing/schedule': { status: 200, body: scheduled },
    });
    const me = { ...ADA, planType: 'Pro' as const, planEndDate: END };
    renderPage(<PlanCard user={me} />, '/settings', fakeSession(me));
    await screen.findByText('Change to Starter on 05-March-2099: nothing to pay now');
    await user.click(screen.getByRole('radio', { name: /^Starter/ }));
    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(
      await screen.findByText('Runs until 05-March-2099, then changes to Starter'),
    ).toBeDefined();
    expect(api).not.toHaveBeenCalledWith('/api/create-order', expect.anything());
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeDefined();
  });

  it('says when a plan has ended and that reading stays open', () => {
    stubApi({});
    const user = { ...ADA, planType: 'Starter' as const, planEndDate: '2025-01-10T12:00:00.000Z' };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByRole('status').textContent).toBe(
      'Expired on 10-January-2025.Your documents and chats are still here to read. Renew or choose a plan below to upload statements and ask new questions.',
    );
  });

  it('shows a running trial’s last day', () => {
    stubApi({});
    const createdAt = new Date(Date.now() - DAY);
    const user = { ...ADA, createdAt: createdAt.toISOString() };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByText('TRIAL')).toBeDefined();
    const lastDay = formatDisplayDate(new Date(createdAt.getTime() + 14 * DAY));
    expect(screen.getByText(`Free trial until ${lastDay}`)).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
