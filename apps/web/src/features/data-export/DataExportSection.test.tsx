import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_EXPORT_PATH,
  preparedExportPath,
  type DataExportState,
  type PreparedExport,
} from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { DataExportSection, EXPORT_POLL_MS } from './DataExportSection';

const ID = '6f1c1f7e-3b1a-4c55-9a51-0f6f5e2b9d10';
const QUEUED: PreparedExport = {
  id: ID,
  status: 'queued',
  requestedAt: '2026-11-23T09:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
const READY: PreparedExport = {
  ...QUEUED,
  status: 'ready',
  readyAt: '2026-11-23T09:01:00.000Z',
  expiresAt: '2026-11-30T09:01:00.000Z',
  size: 2_400_000,
};

const answer = (body: DataExportState) => ({ status: 200, body });

describe('DataExportSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('downloads a small account at once, with the session cookie, as a plain link', async () => {
    stubApi({ 'GET /api/me/exports': answer({ delivery: 'download', latest: null }) });
    renderPage(<DataExportSection />);
    expect(screen.getByRole('heading', { name: 'Export my data' })).toBeDefined();
    expect(screen.getByText(/transactions as a CSV file, your chats as JSON/)).toBeDefined();
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe(DATA_EXPORT_PATH);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Prepare my export' })).toBeNull();
  });

  it('prepares a large account in the background and follows it until it can be downloaded', async () => {
    let latest: PreparedExport | null = null;
    const fetch = stubApi({
      'GET /api/me/exports': () => answer({ delivery: 'prepare', latest }),
      'POST /api/me/exports': () => {
        latest = QUEUED;
        return { status: 202, body: { delivery: 'prepare', latest } };
      },
    });
    const user = userEvent.setup();
    renderPage(<DataExportSection />);
    const prepare = await screen.findByRole('button', { name: 'Prepare my export' });
    expect(screen.queryByRole('link', { name: 'Download my data' })).toBeNull();
    await user.click(prepare);
    expect((await screen.findByRole('status')).textContent).toContain('Preparing your export');
    expect(prepare).toHaveProperty('disabled', true);

    latest = READY;
    const link = await screen.findByRole(
      'link',
      { name: 'Download your export' },
      { timeout: EXPORT_POLL_MS + 2000 },
    );
    expect(link.getAttribute('href')).toBe(preparedExportPath(ID));
    expect(screen.getByText(/^2\.4 MB, ready until/)).toBeDefined();
    const gets = fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(2);
    expect(prepare).toHaveProperty('disabled', false);
  }, 10_000);

  it('says when the last export has expired', async () => {
    stubApi({
      'GET /api/me/exports': answer({
        delivery: 'prepare',
        latest: { ...READY, status: 'expired' },
      }),
    });
    renderPage(<DataExportSection />);
    expect(await screen.findByText('Your last export has expired.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download your export' })).toBeNull();
  });

  it('says when an export failed, and when another could not start', async () => {
    stubApi({
      'GET /api/me/exports': answer({
        delivery: 'prepare',
        latest: { ...QUEUED, status: 'failed' },
      }),
      'POST /api/me/exports': { status: 500, body: { code: 'internal', message: 'Down.' } },
    });
    const user = userEvent.setup();
    renderPage(<DataExportSection />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not prepare your export. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Prepare my export' }));
    expect(await findToast('Down.')).toBeDefined();
  });
});
