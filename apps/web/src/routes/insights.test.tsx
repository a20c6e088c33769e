import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyInsights, Insights } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import InsightsPage from './insights';

/** Three months of euros: March's rows, none in April, May's; no balance, one merchant. */
const EUROS: CurrencyInsights = {
  currency: 'EUR',
  period: { start: '2026-03-01', end: '2026-05-31' },
  transactionCount: 3,
  totalOutMinor: 12_345,
  totalInMinor: 0,
  spendingByCategory: [{ label: 'Travel & transport', totalMinor: 12_345, count: 3, share: 1 }],
  months: [
    {
      month: '2026-03',
      start: '2026-03-01',
      end: '2026-03-31',
      inMinor: 0,
      outMinor: 10_000,
      netMinor: -10_000,
    },
    {
      month: '2026-05',
      start: '2026-05-01',
      end: '2026-05-31',
      inMinor: 0,
      outMinor: 2_345,
      netMinor: -2_345,
    },
  ],
  balance: { source: 'none', points: [] },
  recurring: [],
  topMerchants: [{ merchant: 'Uber & Co', totalMinor: 12_345, count: 3 }],
};

/** A dollar account's one month, June. */
const DOLLARS: CurrencyInsights = {
  ...EUROS,
  currency: 'USD',
  period: { start: '2026-06-02', end: '2026-06-20' },
  transactionCount: 2,
  totalOutMinor: 4_200,
  totalInMinor: 50_000,
  spendingByCategory: [{ label: 'Transport', totalMinor: 4_200, count: 1, share: 1 }],
  months: [
    {
      month: '2026-06',
      start: '2026-06-01',
      end: '2026-06-30',
      inMinor: 50_000,
      outMinor: 4_200,
      netMinor: 45_800,
    },
  ],
  topMerchants: [{ merchant: 'Lyft', totalMinor: 4_200, count: 1 }],
};

const EUROS_ONLY: Insights = { period: EUROS.period, sections: [EUROS] };
const BOTH: Insights = {
  period: { start: '2026-03-01', end: '2026-06-20' },
  sections: [EUROS, DOLLARS],
};

describe('InsightsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows all statements together without a file, and links to their rows with file=all', async () => {
    const api = stubApi({ 'GET /api/insights/all': { status: 200, body: EUROS_ONLY } });
    renderPage(<InsightsPage />, '/insights', fakeSession(ADA));
    const figure = await screen.findByRole('figure', { name: 'Spending by category' });
    expect(api).toHaveBeenCalledWith('/api/insights/all', expect.anything());
    expect(document.title).toBe('Insights · Sheetwise');
    // One currency: no currency heading, the panels' headings directly under the page's.
    expect(screen.queryByRole('heading', { level: 2, name: 'Euro (EUR)' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Spending by category' })).toBeDefined();
    expect(
      within(figure)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€123.45', '3', '100.0%']);
    expect(
      screen
        .getByRole('link', { name: 'See these transactions for Uber & Co' })
        .getAttribute('href'),
    ).toBe('/transactions?file=all&merchant=Uber+%26+Co&direction=out');
    expect(
      screen
        .getByRole('link', { name: 'See these transactions for May 2026' })
        .getAttribute('href'),
    ).toBe('/transactions?file=all&from=2026-05-01&to=2026-05-31');
    expect(screen.getByText(/all statements together have none/)).toBeDefined();
    expect(screen.getByText('No payment repeats at a regular interval here.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the chat' }).getAttribute('href')).toBe(
      '/my-projects?chat=all',
    );
  });

  it('shows each currency in a section of its own, under its name, in its own money', async () => {
    stubApi({ 'GET /api/insights/all': { status: 200, body: BOTH } });
    renderPage(<InsightsPage />, '/insights', fakeSession(ADA));
    const euros = await screen.findByRole('region', { name: 'Euro (EUR)' });
    const dollars = screen.getByRole('region', { name: 'US Dollar (USD)' });
    expect(screen.getByText(/Your statements hold money in EUR and USD/)).toBeDefined();
    const cells = (region: HTMLElement, figure: string) =>
      within(within(region).getByRole('figure', { name: figure }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(euros, 'Money in and out by month')).toEqual([
      '€0.00',
      '€100.00',
      '-€100.00',
      '€0.00',
      '€23.45',
      '-€23.45',
    ]);
    expect(cells(dollars, 'Money in and out by month')).toEqual(['$500.00', '$42.00', '$458.00']);
    expect(within(dollars).getByRole('heading', { level: 3, name: 'Top merchants' })).toBeDefined();
    expect(within(dollars).getByText('Money out').nextSibling?.textContent).toBe('$42.00');
    expect(within(euros).queryByText(/Lyft/)).toBeNull();
  });

  it('asks for the named statement, its name encoded, and says when it has no balance', async () => {
    const fileName = 'march #1.csv';
    stubApi({
      [`GET /api/documents/${encodeURIComponent(fileName)}/insights`]: {
        status: 200,
        body: EUROS_ONLY,
      },
    });
    renderPage(
      <InsightsPage />,
      `/insights?file=${encodeURIComponent(fileName)}`,
      fakeSession(ADA),
    );
    expect(await screen.findByText(/This statement prints no balance/)).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'See these transactions for Travel & transport' })
        .getAttribute('href'),
    ).toBe('/transactions?file=march+%231.csv&category=Travel+%26+transport&direction=out');
  });

  it('says why when the insights cannot be loaded', async () => {
    stubApi({});
    renderPage(<InsightsPage />, '/insights?file=gone.csv', fakeSession(ADA));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the insights');
  });
});
