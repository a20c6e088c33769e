import { useContext, useMemo } from 'react';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  type DisplayPreferences,
} from '@sheetwise/contracts';
import { formatDisplayDate, formatDisplayPeriod } from '../../lib/dates';
import { formatMoney } from '../../lib/format-money';
import { SessionContext } from '../session/session-context';

/** The signed-in user's choices; the defaults for a visitor or outside a session. */
export function useDisplayPreferences(): DisplayPreferences {
  return useContext(SessionContext)?.user?.preferences ?? DEFAULT_DISPLAY_PREFERENCES;
}

export interface DisplayFormat {
  /** A Date, an ISO timestamp (its local day) or a calendar date. */
  date: (date: Date | string) => string;
  period: (period: { start: string; end: string }) => string;
  /** A statement row's date as read, returned as it is when it is no calendar date. */
  calendarDate: (iso: string) => string;
  money: (minor: number, currency?: string | null) => string;
}

/**
 * The date and money formatters with the user's choices applied. Components format through this
 * rather than calling lib/dates and lib/format-money directly, so a changed preference shows at
 * once: the session's user changes, and every component using it renders again.
 */
export function useDisplayFormat(): DisplayFormat {
  const { dateDisplay, currencyDisplay } = useDisplayPreferences();
  return useMemo(
    () => ({
      date: (date) => formatDisplayDate(date, dateDisplay),
      period: (period) => formatDisplayPeriod(period, dateDisplay),
      calendarDate: (iso) => formatCalendarDate(iso, dateDisplay),
      money: (minor, currency) => formatMoney(minor, currency, currencyDisplay),
    }),
    [dateDisplay, currencyDisplay],
  );
}
