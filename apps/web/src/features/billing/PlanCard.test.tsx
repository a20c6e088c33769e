import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../lib/dates';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { PlanCard } from './PlanCard';

const DAY = 86_400_000;

describe('PlanCard', () => {
  it('shows a paid plan in upper case with its renew-by date', () => {
    const user = { ...ADA, planType: 'Pro' as const, planEndDate: '2099-03-05T12:00:00.000Z' };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByText('PRO')).toBeDefined();
    expect(screen.getByText('Renew by 05-March-2099')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Starter $19/month, personal use' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Pro $29/month, growing businesses' })).toBeDefined();
  });

  it('says when a plan has ended and that reading stays open', () => {
    const user = { ...ADA, planType: 'Starter' as const, planEndDate: '2025-01-10T12:00:00.000Z' };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByRole('status').textContent).toBe(
      'Expired on 10-January-2025.Your documents and chats are still here to read. Renew or choose a plan below to upload statements and ask new questions.',
    );
  });

  it('shows a running trial’s last day', () => {
    const createdAt = new Date(Date.now() - DAY);
    const user = { ...ADA, createdAt: createdAt.toISOString() };
    renderPage(<PlanCard user={user} />, '/settings', fakeSession(user));
    expect(screen.getByText('TRIAL')).toBeDefined();
    const lastDay = formatDisplayDate(new Date(createdAt.getTime() + 14 * DAY));
    expect(screen.getByText(`Free trial until ${lastDay}`)).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
