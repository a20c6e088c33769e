import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findToast, renderPage } from '../../test/render';
import { SyncHistorySection } from './SyncHistorySection';
import { RETRY_SYNC_PREVIEW_MESSAGE } from './sync-history-data';

describe('SyncHistorySection', () => {
  it('is labelled as sample data', () => {
    renderPage(<SyncHistorySection />);
    expect(screen.getByText(/sample data/i)).toBeDefined();
  });

  it('shows every status the spec lists', () => {
    renderPage(<SyncHistorySection />);
    for (const status of ['Success', 'Conflicts Resolved', 'Failed', 'Scheduled']) {
      expect(screen.getAllByText(status).length).toBeGreaterThan(0);
    }
  });

  it('shows every field of an entry, with the file pair as its heading', () => {
    renderPage(<SyncHistorySection />);
    const [first] = screen.getAllByRole('article');
    if (!first) throw new Error('no entries');
    expect(
      within(first).getByRole('heading', {
        name: 'Budget 2024.xlsx ↔ Budget 2024 (Google Sheets)',
      }),
    ).toBeDefined();
    for (const label of ['Duration', 'Cells updated', 'Conflicts', 'Range', 'Schedule']) {
      expect(within(first).getByText(label)).toBeDefined();
    }
  });

  it('names the three conflict choices', () => {
    renderPage(<SyncHistorySection />);
    for (const choice of ['Google preferred', 'Excel preferred', 'Manual']) {
      expect(screen.getAllByText(new RegExp(`^${choice}:? ?$`)).length).toBeGreaterThan(0);
    }
  });

  it('gives only the failed entry an error and a Retry Sync action that explains itself', async () => {
    const user = userEvent.setup();
    renderPage(<SyncHistorySection />);
    const retry = screen.getByRole('button', { name: 'Retry Sync' });
    const failed = retry.closest('article');
    if (!failed) throw new Error('Retry Sync is outside an entry');
    expect(within(failed).getByText('Failed')).toBeDefined();
    expect(within(failed).getByText(/Error:/)).toBeDefined();

    await user.click(retry);

    expect(await findToast(RETRY_SYNC_PREVIEW_MESSAGE)).toBeDefined();
  });
});
