import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { PlanReminderBanner } from './PlanReminderBanner';

// ADA's trial started on 01-November-2026 at 09:00 UTC, so it ends on 15-November at 09:00.
function at(iso: string) {
  vi.setSystemTime(new Date(iso));
}

function reminder(name: RegExp | string) {
  return screen.queryByRole('region', { name });
}

describe('PlanReminderBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing more than 3 days before the end', () => {
    at('2026-11-12T08:59:00Z');
    renderPage(<PlanReminderBanner />, '/dashboard', fakeSession(ADA));
    expect(reminder(/free trial/)).toBeNull();
  });

  it('reminds 3 days before, with a link to the plan card, until dismissed for the session', async () => {
    at('2026-11-12T09:30:00Z');
    const { unmount } = renderPage(<PlanReminderBanner />, '/dashboard', fakeSession(ADA));
    const banner = reminder('Your free trial ends on 15-November-2026');
    expect(banner).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See your plan' }).getAttribute('href')).toBe(
      '/settings#plan',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the plan reminder' }));
    expect(reminder(/free trial/)).toBeNull();
    unmount();
    renderPage(<PlanReminderBanner />, '/settings', fakeSession(ADA));
    expect(reminder(/free trial/)).toBeNull();
  });

  it('reminds again on the day it ends, after the earlier one was dismissed', () => {
    sessionStorage.setItem('plan-reminder-dismissed:ends-soon:15-November-2026', '1');
    at('2026-11-15T08:00:00Z');
    renderPage(<PlanReminderBanner />, '/dashboard', fakeSession(ADA));
    expect(reminder('Your free trial ends today')).not.toBeNull();
  });

  it('names a paid plan, ended earlier that day', () => {
    at('2026-12-20T18:00:00Z');
    const pro = { ...ADA, planType: 'Pro' as const, planEndDate: '2026-12-20T10:00:00.000Z' };
    renderPage(<PlanReminderBanner />, '/dashboard', fakeSession(pro));
    expect(reminder('Your Pro plan ended today')).not.toBeNull();
  });
});
