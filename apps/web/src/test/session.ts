import { vi } from 'vitest';
import { DEFAULT_DISPLAY_PREFERENCES, type Me } from '@sheetwise/contracts';
import type { Session } from '../features/session/session-context';

export const ADA: Me = {
  uid: '6f1c9a8e-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  planType: 'Trial',
  createdAt: '2026-11-01T09:00:00.000Z',
  planStartDate: null,
  planEndDate: null,
  loginTime: Date.parse('2026-11-22T09:00:00.000Z'),
  hasPassword: true,
  preferences: DEFAULT_DISPLAY_PREFERENCES,
};

/** A session for component tests: signed out unless a user is given; actions are spies. */
export function fakeSession(user: Me | null = null): Session {
  const actions = { signIn: vi.fn(), signOut: vi.fn(() => Promise.resolve()), expire: vi.fn() };
  return user
    ? { status: 'authenticated', user, ...actions }
    : { status: 'unauthenticated', user: null, ...actions };
}
