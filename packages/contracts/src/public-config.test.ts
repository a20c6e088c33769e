import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './public-config';

describe('parsePublicConfig', () => {
  it('accepts what the server embeds', () => {
    expect(parsePublicConfig({ supportEmail: 'help@example.com', mode: 'production' })).toEqual({
      supportEmail: 'help@example.com',
      mode: 'production',
    });
  });

  it.each([
    null,
    'x',
    {},
    { supportEmail: 'nope', mode: 'local' },
    { supportEmail: 'a@b.co', mode: 'staging' },
  ])('refuses %j', (value) => {
    expect(parsePublicConfig(value)).toBeNull();
  });
});
