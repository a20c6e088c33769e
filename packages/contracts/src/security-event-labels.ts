/** Every kind of security event the app records, in the words Settings shows for each. */
export const SECURITY_EVENT_LABELS = {
  'sign-up': 'Account created',
  'google-sign-up': 'Account created with Google',
  'sign-in': 'Signed in with password',
  'google-sign-in': 'Signed in with Google',
  'sign-in-failed': 'Failed sign-in: wrong password',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset from an e-mail link',
  'email-changed': 'E-mail address changed',
  'other-sessions-ended': 'Other sessions ended',
} as const;

export type SecurityEventKind = keyof typeof SECURITY_EVENT_LABELS;
export const SECURITY_EVENT_KINDS = Object.keys(SECURITY_EVENT_LABELS) as [
  SecurityEventKind,
  ...SecurityEventKind[],
];

/** Settings lists this many of the latest events. */
export const SECURITY_EVENTS_SHOWN = 50;

export const SESSION_END_MESSAGES = {
  ended: (count: number) =>
    count === 0
      ? 'No other sessions were signed in.'
      : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
  failed: 'Other sessions could not be ended. Please try again.',
} as const;
