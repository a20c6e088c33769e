import type { DisplayPreferences, Me } from '@sheetwise/contracts';
import type { UserRow } from './store';

/** Chooses exactly what the browser sees of a user; the password hash never leaves the server. */
export function presentMe(user: UserRow, loginAt: Date): Me {
  return {
    uid: user.id,
    name: user.name,
    email: user.email,
    planType: user.plan_type,
    createdAt: user.created_at.toISOString(),
    planStartDate: user.plan_start_date?.toISOString() ?? null,
    planEndDate: user.plan_end_date?.toISOString() ?? null,
    loginTime: loginAt.getTime(),
    hasPassword: user.password_hash !== null,
    preferences: presentPreferences(user),
  };
}

export function presentPreferences(user: UserRow): DisplayPreferences {
  return {
    theme: user.theme,
    dateDisplay: user.date_display,
    currencyDisplay: user.currency_display,
  };
}
