import { useRef } from 'react';
import { toast } from 'sonner';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_SETTINGS_PATH,
  type NotificationChannel,
  type NotificationSettingKey,
  type NotificationSettings,
} from '@sheetwise/contracts';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/error-message';
import { useApiResource } from '../../lib/use-api-resource';
import { updateNotificationSettings } from './notifications-api';

/** Settings' "Notifications": a checkbox per kind under each channel, saved as it is ticked. */
export function NotificationSettingsSection() {
  const settings = useApiResource<NotificationSettings>(NOTIFICATION_SETTINGS_PATH);
  // Only the newest change's answer counts: ticking quickly sends one request per box.
  const latestRequest = useRef(0);

  async function choose(channel: NotificationChannel, key: NotificationSettingKey, on: boolean) {
    if (settings.state.status !== 'ready') return;
    const before = settings.state.data;
    settings.update((data) => ({ ...data, [channel]: { ...data[channel], [key]: on } }));
    latestRequest.current += 1;
    const request = latestRequest.current;
    try {
      const saved = await updateNotificationSettings({ [channel]: { [key]: on } });
      if (request !== latestRequest.current) return;
      settings.update(() => saved);
      toast.success(NOTIFICATION_MESSAGES.settingsSaved, { id: 'notification-settings' });
    } catch (error) {
      if (request !== latestRequest.current) return;
      settings.update(() => before);
      toast.error(errorMessage(error, NOTIFICATION_MESSAGES.settingsFailed), {
        id: 'notification-settings',
      });
    }
  }

  const { state } = settings;
  return (
    // Not a named region: sonner's toasts already live in a region called "Notifications".
    <section id="notifications" className="scroll-mt-24 space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Notifications</h2>
        <p className="mt-1 text-sm text-slate-600">
          What Sheetwise tells you about your syncs: in the app under the bell, and by e-mail. Saved
          as you choose.
        </p>
      </div>
      {state.status === 'loading' && <Spinner label="Loading notification settings" />}
      {state.status === 'error' && (
        <LoadError
          what="your notification settings"
          message={state.message}
          onRetry={settings.retry}
        />
      )}
      {state.status === 'ready' && (
        <div className="grid gap-5 sm:grid-cols-2">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <fieldset key={channel}>
              <legend className="text-sm font-medium text-slate-800">
                {NOTIFICATION_CHANNEL_LABELS[channel]}
              </legend>
              <div className="mt-2 space-y-2">
                {NOTIFICATION_KINDS.map((kind) => {
                  const key = NOTIFICATION_SETTING_KEYS[kind];
                  return (
                    <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={state.data[channel][key]}
                        onChange={(event) => void choose(channel, key, event.target.checked)}
                        className="size-4 accent-brand-600"
                      />
                      {NOTIFICATION_KIND_LABELS[kind]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}
