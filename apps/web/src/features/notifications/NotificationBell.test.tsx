import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_REFRESH_MS,
  type InAppNotification,
} from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { formatEventTime } from '../sign-in-activity/SecurityEventTable';
import { NotificationBell } from './NotificationBell';

const FAILED: InAppNotification = {
  id: '0b6c4f5e-8d7a-4c1e-9f3b-2a1d0e9c8b7a',
  kind: 'run-failed',
  title: 'Sync failed: New Sheet 1',
  body: 'The sync of “New Sheet 1” failed. The sheet was not found.',
  link: '/sync/pair-1',
  createdAt: '2026-11-23T09:30:00.000Z',
  readAt: null,
};
const CONFLICTS: InAppNotification = {
  ...FAILED,
  id: '1c7d5a6f-9e8b-4d2f-8a4c-3b2e1f0a9c8d',
  kind: 'conflicts-waiting',
  title: 'Conflicts waiting: New Sheet 2',
  body: 'The sync of “New Sheet 2” left 1 conflict for you to settle.',
  link: '/sync/pair-2/conflicts',
};

/** A server holding two unread notifications, counting what is marked read. */
function serverWithTwo() {
  let readIds = new Set<string>();
  const list = () => ({
    status: 200,
    body: {
      notifications: [CONFLICTS, FAILED].map((notice) => ({
        ...notice,
        readAt: readIds.has(notice.id) ? '2026-11-23T10:00:00.000Z' : null,
      })),
      unread: 2 - readIds.size,
    },
  });
  const fetch = stubApi({
    'GET /api/notifications': list,
    [`POST /api/notifications/${FAILED.id}/read`]: () => {
      readIds.add(FAILED.id);
      return { status: 200, body: { unread: 2 - readIds.size } };
    },
    'POST /api/notifications/read-all': () => {
      readIds = new Set([FAILED.id, CONFLICTS.id]);
      return { status: 200, body: { unread: 0 } };
    },
  });
  return fetch;
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

describe('NotificationBell', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the unread count, and lists each notification with its words, time and link', async () => {
    serverWithTwo();
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeDefined();
    expect(bell().getAttribute('aria-expanded')).toBe('false');

    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const failed = within(items[1] as HTMLElement);
    expect(failed.getByRole('link', { name: FAILED.title }).getAttribute('href')).toBe(
      '/sync/pair-1',
    );
    expect(failed.getByText(FAILED.body)).toBeDefined();
    expect(failed.getByText(formatEventTime(FAILED.createdAt))).toBeDefined();
    expect(failed.getByText('Unread:')).toBeDefined();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: CONFLICTS.title })
        .getAttribute('href'),
    ).toBe('/sync/pair-2/conflicts');
  });

  it('marks a notification read when its link is followed, and all of them on asking', async () => {
    const fetch = serverWithTwo();
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: FAILED.title }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
    expect(fetch).toHaveBeenCalledWith(
      `/api/notifications/${FAILED.id}/read`,
      expect.objectContaining({ method: 'POST' }),
    );
    // Following a link closes the list.
    expect(bell().getAttribute('aria-expanded')).toBe('false');

    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    expect(screen.queryByText('Unread:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens from the keyboard, and Escape closes it and gives focus back to the bell', async () => {
    serverWithTwo();
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark all as read' }));
    await user.tab();
    expect(document.activeElement).toBe(await screen.findByRole('link', { name: CONFLICTS.title }));
    await user.keyboard('{Escape}');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    const fetch = stubApi({
      'GET /api/notifications': () => ({ status: 200, body: { notifications: [], unread } }),
    });
    renderPage(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeDefined();
    unread = 1;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeDefined();
    unread = 3;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stays a plain bell that says so when the notifications cannot be loaded', async () => {
    stubApi({ 'GET /api/notifications': { status: 500 } });
    const user = userEvent.setup();
    renderPage(<NotificationBell />);
    await user.click(bell('Notifications'));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeDefined();
  });
});
