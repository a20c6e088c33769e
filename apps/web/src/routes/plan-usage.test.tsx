import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Usage } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import PlanUsagePage from './plan-usage';

/** Each figure's value by its term, as read from the description list. */
async function figures(): Promise<Record<string, string>> {
  const terms = await screen.findAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('PlanUsagePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows Unlimited where the plan has no limit', async () => {
    const usage: Usage = { planType: 'Trial', limit: null, used: 0, remaining: null };
    stubApi({ 'GET /api/usage': { status: 200, body: usage } });
    renderPage(<PlanUsagePage />, '/plan-usage', fakeSession(ADA));
    expect(screen.getByRole('heading', { level: 1, name: 'Plan usage' })).toBeDefined();
    expect(document.title).toBe('Plan usage · Sheetwise');
    expect(await figures()).toEqual({
      Plan: 'Trial',
      'Project limit': 'Unlimited',
      'Used this month': '0',
      Remaining: 'Unlimited',
    });
  });

  it('shows the figures of a limited plan', async () => {
    const usage: Usage = { planType: 'Starter', limit: 5, used: 2, remaining: 3 };
    stubApi({ 'GET /api/usage': { status: 200, body: usage } });
    renderPage(<PlanUsagePage />, '/plan-usage', fakeSession(ADA));
    expect(await figures()).toEqual({
      Plan: 'Starter',
      'Project limit': '5',
      'Used this month': '2',
      Remaining: '3',
    });
  });

  it('offers Retry when the usage cannot be loaded', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = { status: 404 };
    stubApi({ 'GET /api/usage': () => answer });
    renderPage(<PlanUsagePage />, '/plan-usage', fakeSession(ADA));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your usage.');
    answer = { status: 200, body: { planType: 'Pro', limit: 50, used: 0, remaining: 50 } };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await figures()).Plan).toBe('Pro');
  });
});
