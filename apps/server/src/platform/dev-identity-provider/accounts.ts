import { sha256Hex } from '../tokens';

export interface DevAccount {
  name: string;
  email: string;
}

/** Stable per address, whatever its case: signing in again as the same e-mail is the same person. */
export function subjectFor(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

/**
 * The development Google accounts people have typed in, by subject, so the provider can answer
 * with their claims. Held in memory: the provider's own sessions do not outlive the process either.
 */
export class DevAccounts {
  private readonly bySubject = new Map<string, DevAccount>();

  /** Remembers the latest name given for this address and returns its subject. */
  remember(account: DevAccount): string {
    const subject = subjectFor(account.email);
    this.bySubject.set(subject, account);
    return subject;
  }

  find(subject: string): DevAccount | undefined {
    return this.bySubject.get(subject);
  }
}
