import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_MESSAGES } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { NotificationSettingsSection } from './NotificationSettingsSection';

const box = (channel: string, kind: string) =>
  within(screen.getByRole('group', { name: channel })).getByRole('checkbox', { name: kind });

describe('NotificationSettingsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a labelled checkbox per kind under each channel, ticked as the settings are', async () => {
    stubApi({
      'GET /api/me/notification-settings': { status: 200, body: DEFAULT_NOTIFICATION_SETTINGS },
    });
    renderPage(<NotificationSettingsSection />);
    await screen.findByRole('group', { name: 'In the app' });
    for (const kind of ['A sync fails', 'Conflicts wait for your choice']) {
      expect(box('In the app', kind)).toHaveProperty('checked', true);
    }
    expect(box('By e-mail', 'A sync fails')).toHaveProperty('checked', true);
    expect(box('By e-mail', 'Conflicts wait for your choice')).toHaveProperty('checked', false);
    expect(box('By e-mail', 'A sync is paused after failing repeatedly')).toHaveProperty(
      'checked',
      true,
    );
    // E-mails link to Settings' #notifications.
    expect(screen.getByRole('heading', { name: 'Notifications' }).closest('section')?.id).toBe(
      'notifications',
    );
  });

  it('saves one choice as it is ticked, and puts it back when saving fails', async () => {
    let fail = false;
    const sent: unknown[] = [];
    stubApi({
      'GET /api/me/notification-settings': { status: 200, body: DEFAULT_NOTIFICATION_SETTINGS },
      'PATCH /api/me/notification-settings': (body) => {
        sent.push(body);
        return fail
          ? { status: 500, body: { code: 'internal', message: 'Something went wrong.' } }
          : {
              status: 200,
              body: {
                ...DEFAULT_NOTIFICATION_SETTINGS,
                email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, conflictsWaiting: true },
              },
            };
      },
    });
    const user = userEvent.setup();
    renderPage(<NotificationSettingsSection />);
    await screen.findByRole('group', { name: 'By e-mail' });
    await user.click(box('By e-mail', 'Conflicts wait for your choice'));
    expect(await findToast(NOTIFICATION_MESSAGES.settingsSaved)).toBeDefined();
    expect(sent).toEqual([{ email: { conflictsWaiting: true } }]);
    expect(box('By e-mail', 'Conflicts wait for your choice')).toHaveProperty('checked', true);

    fail = true;
    await user.click(box('In the app', 'A sync fails'));
    expect(await findToast('Something went wrong.')).toBeDefined();
    expect(sent[1]).toEqual({ inApp: { runFailed: false } });
    expect(box('In the app', 'A sync fails')).toHaveProperty('checked', true);
  });
});
