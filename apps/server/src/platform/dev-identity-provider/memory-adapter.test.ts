import { describe, expect, it } from 'vitest';
import { memoryAdapter } from './memory-adapter';

describe('memoryAdapter', () => {
  function adapterAt(start: number) {
    const clock = { now: start };
    const factory = memoryAdapter(() => clock.now);
    return { factory, clock };
  }

  it('forgets entries when they expire', async () => {
    const { factory, clock } = adapterAt(1_000_000);
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a' }, 60);
    clock.now += 59_999;
    expect(await codes.find('c1')).toEqual({ accountId: 'a' });
    clock.now += 1;
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps each model apart and finds sessions by uid', async () => {
    const { factory } = adapterAt(0);
    await factory('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await factory('Session').findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await factory('Grant').find('s1')).toBeUndefined();
  });

  it('marks a code consumed, so that it cannot be redeemed twice', async () => {
    const { factory } = adapterAt(5_000);
    const codes = factory('AuthorizationCode');
    await codes.upsert('c1', {}, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toEqual({ consumed: 5 });
  });

  it('revokes everything issued under a grant', async () => {
    const { factory } = adapterAt(0);
    await factory('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await factory('AccessToken').upsert('t1', { grantId: 'g1' }, 60);
    await factory('AccessToken').upsert('t2', { grantId: 'g2' }, 60);
    await factory('Grant').revokeByGrantId('g1');
    expect(await factory('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await factory('AccessToken').find('t1')).toBeUndefined();
    expect(await factory('AccessToken').find('t2')).toBeDefined();
  });
});
