import type { UserRow } from '../users/store';

/** What a live session answers: its user as stored, and when it signed in and ends. */
export interface CachedSession {
  user: UserRow;
  loginAt: Date;
  expiresAt: Date;
}

/**
 * How long a looked-up session is believed without asking the database again. Changes made in
 * this process drop their entries at once; this bounds how long another server process can see
 * an ended session or an old plan.
 */
export const SESSION_CACHE_TTL_MS = 3_000;
/** About 1 KB each: a few megabytes at most, whatever the traffic. */
export const SESSION_CACHE_MAX_ENTRIES = 5_000;

/**
 * Live sessions by token hash, so that an authenticated request costs no query while its
 * session was seen moments ago. Bounded in size (least recently stored go first) and in age.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; believedUntil: number }>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  /** The session, unless it is unknown, stale, or has ended by `now`. */
  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const time = now.getTime();
    if (time >= entry.believedUntil || time >= entry.session.expiresAt.getTime()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession, now: Date): void {
    this.entries.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, believedUntil: now.getTime() + this.ttlMs });
  }

  /** A session that ended (logout). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /**
   * Every session of a user whose row or sessions changed (profile, password, plan, deletion).
   * Called after the change commits, so that no request in between caches the old row again.
   */
  forgetUser(userId: string): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(tokenHash);
    }
  }

  /** Every session: for a change whose users are not known here. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
