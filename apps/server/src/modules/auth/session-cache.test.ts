import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/store';
import { SessionCache, type CachedSession } from './session-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const session = (userId: string, expiresAtMs = 60_000): CachedSession => ({
  user: { id: userId } as UserRow,
  loginAt: at(0),
  expiresAt: at(expiresAtMs),
  tokenHash: `hash-of-${userId}`,
});

describe('SessionCache', () => {
  it('believes a session for its lifetime, then asks again', () => {
    const cache = new SessionCache(3_000, 10);
    cache.set('t1', session('u1'), at(0));
    expect(cache.get('t1', at(2_999))?.user.id).toBe('u1');
    expect(cache.get('t1', at(3_000))).toBeUndefined();
  });

  it('never answers for a session past its own end', () => {
    const cache = new SessionCache(3_000, 10);
    cache.set('t1', session('u1', 1_000), at(0));
    expect(cache.get('t1', at(1_000))).toBeUndefined();
  });

  it('drops one session, or every session of a user', () => {
    const cache = new SessionCache(3_000, 10);
    cache.set('a1', session('ada'), at(0));
    cache.set('a2', session('ada'), at(0));
    cache.set('b1', session('bob'), at(0));
    cache.forget('a1');
    expect(cache.get('a1', at(1))).toBeUndefined();
    cache.forgetUser('ada');
    expect(cache.get('a2', at(1))).toBeUndefined();
    expect(cache.get('b1', at(1))?.user.id).toBe('bob');
  });

  it('holds no more than its bound, dropping the oldest first', () => {
    const cache = new SessionCache(3_000, 3);
    for (const token of ['t1', 't2', 't3', 't4']) cache.set(token, session(token), at(0));
    expect(cache.size).toBe(3);
    expect(cache.get('t1', at(1))).toBeUndefined();
    expect(cache.get('t4', at(1))?.user.id).toBe('t4');
  });
});
