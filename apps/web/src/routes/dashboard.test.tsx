import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MESSAGES,
  type ChatList,
  type DashboardStats,
  type SheetsPanel,
} from '@sheetwise/contracts';
import { stubApi, type StubAnswer } from '../test/api-stub';
import { lastXhr, stubXhr } from '../test/fake-xhr';
import { renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import { formatDisplayDate } from '../lib/dates';
import DashboardPage from './dashboard';

const STATS: DashboardStats = {
  totalFiles: 3,
  filesThisMonth: 2,
  activeSyncs: 4,
  syncsAddedThisMonth: 0,
  successfulSyncs: 1,
  failedSyncs: 1,
  conflictSyncs: 0,
  successRate: 50,
  needsAttention: { 'conflicts-waiting': 0, paused: 0, error: 0 },
};
const PANEL: SheetsPanel = { connected: false, sheets: [] };
const DAY = 86_400_000;
/** A trial that started three days ago, so it is running whenever the test runs. */
const TRIAL_START = new Date(Date.now() - 3 * DAY);

function card(label: string) {
  const cards = within(screen.getByRole('list', { name: 'Statistics' })).getAllByRole('listitem');
  const found = cards.find((item) => item.textContent.startsWith(label));
  if (!found) throw new Error(`No card ${label}`);
  return found;
}

describe('DashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sets the title, greets with the assistant and shows the trial dates', async () => {
    stubApi({
      'GET /api/dashboard': { status: 200, body: STATS },
      'GET /api/sheets': { status: 200, body: PANEL },
    });
    renderPage(
      <DashboardPage />,
      '/dashboard',
      fakeSession({ ...ADA, createdAt: TRIAL_START.toISOString() }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    expect(document.title).toBe('Dashboard · Sheetwise');
    const banner = screen.getByRole('region', { name: 'You are on the free trial' });
    expect(banner.textContent).toBe(
      `You are on the free trial` +
        `Started on ${formatDisplayDate(TRIAL_START)}, ends on ${formatDisplayDate(new Date(TRIAL_START.getTime() + 14 * DAY))}.` +
        'Choose a plan',
    );
    expect(within(banner).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.getByText(CHAT_MESSAGES.greeting)).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Create new sync' })).toBeDefined();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Google sheets sync' }),
    ).toBeDefined();
  });

  it('shows no banner on a running paid plan', () => {
    stubApi({
      'GET /api/dashboard': { status: 200, body: STATS },
      'GET /api/sheets': { status: 200, body: PANEL },
    });
    const planEndDate = new Date(Date.now() + DAY).toISOString();
    renderPage(
      <DashboardPage />,
      '/dashboard',
      fakeSession({ ...ADA, planType: 'Starter', planEndDate }),
    );
    expect(screen.queryByRole('region', { name: /trial|plan has expired/ })).toBeNull();
  });

  it('says when the trial or a paid plan has ended, and offers the way back', () => {
    stubApi({
      'GET /api/dashboard': { status: 200, body: STATS },
      'GET /api/sheets': { status: 200, body: PANEL },
    });
    const trial = renderPage(
      <DashboardPage />,
      '/dashboard',
      fakeSession({ ...ADA, createdAt: '2024-06-05T10:00:00.000Z' }),
    );
    const ended = screen.getByRole('region', { name: 'Your free trial has ended' });
    expect(ended.textContent).toContain('Started on 05-June-2024, ended on 19-June-2024.');
    expect(ended.textContent).toContain('Your documents and chats are still here to read');
    trial.unmount();
    renderPage(
      <DashboardPage />,
      '/dashboard',
      fakeSession({ ...ADA, planType: 'Pro', planEndDate: '2025-01-10T12:00:00.000Z' }),
    );
    const expired = screen.getByRole('region', { name: 'Your Pro plan has expired' });
    expect(expired.textContent).toContain('It ended on 10-January-2025.');
    expect(within(expired).getByRole('link', { name: 'Renew plan' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('fills the four cards from /api/dashboard with their trends', async () => {
    stubApi({
      'GET /api/dashboard': { status: 200, body: STATS },
      'GET /api/sheets': { status: 200, body: PANEL },
    });
    renderPage(<DashboardPage />, '/dashboard', fakeSession(ADA));
    await screen.findByRole('list', { name: 'Statistics' });
    expect(card('Total Files').textContent).toBe('Total Files3+2 this month');
    expect(card('Active Syncs').textContent).toBe('Active Syncs4None this month');
    expect(card('Successful Syncs').textContent).toBe('Successful Syncs150% success rate');
    expect(card('Failed Syncs').textContent).toBe('Failed Syncs11 failed run this month');
  });

  it('explains a failure to load the figures and retries on request', async () => {
    const user = userEvent.setup();
    let answer: StubAnswer = {
      status: 500,
      body: { code: 'internal', message: 'Something went wrong on our side.' },
    };
    stubApi({
      'GET /api/dashboard': () => answer,
      'GET /api/sheets': { status: 200, body: PANEL },
      'GET /api/documents': { status: 200, body: [] },
    });
    renderPage(<DashboardPage />, '/dashboard', fakeSession(ADA));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your figures.');
    answer = { status: 200, body: STATS };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Statistics' })).toBeDefined();
  });

  it('puts the upload card and the statements first, and recounts both after an upload', async () => {
    let stats = STATS;
    let statements: ChatList = [];
    stubApi({
      'GET /api/dashboard': () => ({ status: 200, body: stats }),
      'GET /api/sheets': { status: 200, body: PANEL },
      'GET /api/documents': () => ({ status: 200, body: statements }),
    });
    stubXhr();
    renderPage(<DashboardPage />, '/dashboard', fakeSession(ADA));
    await screen.findByRole('list', { name: 'Statistics' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Upload local file to sync',
      'Your statements',
      'Google sheets sync',
    ]);
    // The work comes before the figures.
    const upload = screen.getByRole('heading', { name: 'Upload local file to sync' });
    const figures = screen.getByRole('list', { name: 'Statistics' });
    expect(upload.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('None yet: upload a statement and ask the Banking Assistant about it.'),
    ).toBeDefined();

    const file = new File(['Date,Description,Amount,Balance\n'], 'march.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByRole('region', { name: 'Drag and drop your file here' }), {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    stats = { ...STATS, totalFiles: 4, filesThisMonth: 3 };
    statements = [
      {
        fileName: 'march.csv',
        createdAt: '2026-04-02T09:00:00.000Z',
        lastMessage: null,
        lastMessageAt: null,
        period: { start: '2026-03-01', end: '2026-03-31' },
      },
    ];
    act(() => {
      lastXhr().respond(201, {
        document: {
          fileName: 'march.csv',
          createdAt: '2026-04-02T09:00:00.000Z',
          transactionCount: 3,
          currency: null,
          periodStart: null,
          periodEnd: null,
          reconciled: null,
          warnings: [],
        },
      });
    });
    await vi.waitFor(() => {
      expect(card('Total Files').textContent).toBe('Total Files4+3 this month');
    });
    const link = await screen.findByRole('link', { name: 'march.csv' });
    expect(link.getAttribute('href')).toBe('/my-projects?doc=march.csv');
    expect(link.nextElementSibling?.textContent).toBe('01-March-2026 – 31-March-2026');
  });
});
