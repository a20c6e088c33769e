import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * Storage for the development provider's interactions, sessions, grants and codes, in this
 * process's memory: a restart signs everyone out of it, which is fine for a stand-in. Ours rather
 * than oidc-provider's, which prints a production warning every time a provider is built.
 */
export function memoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const keysByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  function live(key: string | undefined): AdapterPayload | undefined {
    const entry = key === undefined ? undefined : entries.get(key);
    return entry && entry.expiresAt > now() ? entry.payload : undefined;
  }

  function sweep(): void {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
    for (const [uid, key] of keysByUid) if (!entries.has(key)) keysByUid.delete(uid);
    for (const [grantId, keys] of keysByGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) keysByGrant.delete(grantId);
    }
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      upsert(id, payload, expiresIn) {
        sweep();
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: now() + expiresIn * 1000 });
        if (payload.uid) keysByUid.set(`${model}:${payload.uid}`, key);
        if (payload.grantId) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
          keysByGrant.set(payload.grantId, keys.add(key));
        }
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(keyOf(id))),
      findByUid: (uid) => Promise.resolve(live(keysByUid.get(`${model}:${uid}`))),
      // Only the device flow looks codes up by user code, and it is switched off.
      findByUserCode: () => Promise.resolve(undefined),
      consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyOf(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
        return Promise.resolve();
      },
    };
  };
}
