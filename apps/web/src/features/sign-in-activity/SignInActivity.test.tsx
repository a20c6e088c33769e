import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityEvent } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { formatEventTime } from './SecurityEventTable';
import { SignInActivity } from './SignInActivity';

const SIGN_IN: SecurityEvent = {
  id: '2',
  kind: 'sign-in',
  at: '2026-11-23T09:30:00.000Z',
  network: '203.0.113.x',
  device: 'Chrome on Linux',
};
const FAILED: SecurityEvent = {
  id: '1',
  kind: 'sign-in-failed',
  at: '2026-11-22T08:05:00.000Z',
  network: '',
  device: '',
};

describe('SignInActivity', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the events with the date in the display format, what happened and from where', async () => {
    stubApi({
      'GET /api/me/security-events': { status: 200, body: { events: [SIGN_IN, FAILED] } },
    });
    renderPage(<SignInActivity />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('Signed in with password')).toBeDefined();
    expect(first.getByText('Chrome on Linux')).toBeDefined();
    expect(first.getByText('203.0.113.x')).toBeDefined();
    expect(first.getByText(formatEventTime(SIGN_IN.at))).toBeDefined();
    expect(formatEventTime(SIGN_IN.at)).toMatch(/^\d{2}-November-2026, \d{2}:\d{2}$/);
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Failed sign-in: wrong password')).toBeDefined();
    expect(second.getAllByText('Unknown')).toHaveLength(2);
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/security-events': () =>
        fail
          ? { status: 500, body: { code: 'internal', message: 'Something went wrong.' } }
          : { status: 200, body: { events: [] } },
    });
    const user = userEvent.setup();
    renderPage(<SignInActivity />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Could not load your sign-in activity.'),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No sign-in activity yet.')).toBeDefined();
  });

  it('ends the other sessions, confirms with a toast and shows the new event', async () => {
    let ended = false;
    const fetch = stubApi({
      'GET /api/me/security-events': () => ({
        status: 200,
        body: {
          events: ended
            ? [{ ...SIGN_IN, id: '3', kind: 'other-sessions-ended' }, SIGN_IN]
            : [SIGN_IN],
        },
      }),
      'POST /api/me/sessions/end-others': () => {
        ended = true;
        return { status: 200, body: { ended: 2 } };
      },
    });
    const user = userEvent.setup();
    renderPage(<SignInActivity />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'End other sessions' }));
    expect(await findToast('Signed out of 2 other sessions.')).toBeDefined();
    expect(await screen.findByText('Other sessions ended')).toBeDefined();
    expect(fetch).toHaveBeenCalledWith('/api/me/sessions/end-others', expect.anything());
  });

  it('reports a failure to end the other sessions', async () => {
    stubApi({
      'GET /api/me/security-events': { status: 200, body: { events: [] } },
      'POST /api/me/sessions/end-others': { status: 502 },
    });
    const user = userEvent.setup();
    renderPage(<SignInActivity />);
    await screen.findByText('No sign-in activity yet.');
    await user.click(screen.getByRole('button', { name: 'End other sessions' }));
    expect(await findToast('Other sessions could not be ended. Please try again.')).toBeDefined();
  });
});
