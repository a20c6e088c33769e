import type { UserRow } from '../users/store';

/** What a live session answers: its user as stored, when it signed in and ends, its stored key. */
export interface CachedSession {
  user: UserRow;
  loginAt: Date;
  expiresAt: Date;
  /** The token's SHA-256, the session's key in the database, kept so a hit needs no hashing. */
  tokenHash: string;
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
 * Live sessions by their token, so that an authenticated request costs neither a query nor a
 * hash while its session was seen moments ago (the hash was a sixth of what a cached request
 * cost beyond bare Fastify). The tokens live only in this process's memory, as every request
 * carries them anyway; the database keeps hashes alone. Bounded in size (least recently stored
 * go first) and in age.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; believedUntil: number }>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  /** The session, unless it is unknown, stale, or has ended by `now`. */
  get(token: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const time = now.getTime();
    if (time >= entry.believedUntil || time >= entry.session.expiresAt.getTime()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  set(token: string, session: CachedSession, now: Date): void {
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { session, believedUntil: now.getTime() + this.ttlMs });
  }

  /** A session that ended (logout). */
  forget(token: string): void {
    this.entries.delete(token);
  }

  /**
   * Every session of a user whose row or sessions changed (profile, password, plan, deletion).
   * Called after the change commits, so that no request in between caches the old row again.
   */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(token);
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
