import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Insights } from '@sheetwise/contracts';
import { stubApi } from '../test/api-stub';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import InsightsPage from './insights';

/** Two statements in euros and dollars together: no balance, euros shown, dollars named. */
const COMBINED: Insights = {
  currency: 'EUR',
  otherCurrencies: ['USD'],
  period: { start: '2026-03-01', end: '2026-04-30' },
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
      outMinor: 12_345,
      netMinor: -12_345,
    },
    {
      month: '2026-04',
      start: '2026-04-01',
      end: '2026-04-30',
      inMinor: 0,
      outMinor: 0,
      netMinor: 0,
    },
  ],
  balance: { source: 'none', points: [] },
  recurring: [],
  topMerchants: [{ merchant: 'Uber & Co', totalMinor: 12_345, count: 3 }],
};

describe('InsightsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows all statements together without a file, and links to their rows with file=all', async () => {
    const api = stubApi({ 'GET /api/insights/all': { status: 200, body: COMBINED } });
    renderPage(<InsightsPage />, '/insights', fakeSession(ADA));
    const figure = await screen.findByRole('figure', { name: 'Spending by category' });
    expect(api).toHaveBeenCalledWith('/api/insights/all', expect.anything());
    expect(document.title).toBe('Insights · Sheetwise');
    expect(screen.getByText(/Figures are in EUR.*transactions in USD are left out/)).toBeDefined();
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
        .getByRole('link', { name: 'See these transactions for April 2026' })
        .getAttribute('href'),
    ).toBe('/transactions?file=all&from=2026-04-01&to=2026-04-30');
    expect(screen.getByText(/all statements together have none/)).toBeDefined();
    expect(screen.getByText('No payment repeats at a regular interval here.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the chat' }).getAttribute('href')).toBe(
      '/my-projects?chat=all',
    );
  });

  it('asks for the named statement, its name encoded, and says when it has no balance', async () => {
    const fileName = 'march #1.csv';
    stubApi({
      [`GET /api/documents/${encodeURIComponent(fileName)}/insights`]: {
        status: 200,
        body: { ...COMBINED, otherCurrencies: [] },
      },
    });
    renderPage(
      <InsightsPage />,
      `/insights?file=${encodeURIComponent(fileName)}`,
      fakeSession(ADA),
    );
    expect(await screen.findByText(/This statement prints no balance/)).toBeDefined();
    expect(screen.queryByText(/Figures are in/)).toBeNull();
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
