import { createContext, useContext } from 'react';
import type { Me } from '@sheetwise/contracts';

export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'authenticated'; user: Me }
  | { status: 'unauthenticated'; user: null };

export type Session = SessionState & {
  /** Records a fresh sign-in (from a form, Google, or a profile change that rotated it). */
  signIn: (user: Me) => void;
  /** Ends the session on the server, then here; rejects when the server could not be told. */
  signOut: () => Promise<void>;
  /** Forgets a login older than 24 hours. */
  expire: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}

/** The spec's greeting name: the display name, else the e-mail, else 'User'. */
export function greetingName(user: Me): string {
  return user.name || user.email || 'User';
}
