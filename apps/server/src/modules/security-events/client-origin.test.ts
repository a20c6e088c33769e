import { describe, expect, it } from 'vitest';
import { coarseNetwork, deviceOf } from './client-origin';

describe('coarseNetwork', () => {
  it('keeps an IPv4 /24, reading an IPv4 address mapped into IPv6 as IPv4', () => {
    expect(coarseNetwork('203.0.113.57')).toBe('203.0.113.x');
    expect(coarseNetwork('::ffff:198.51.100.9')).toBe('198.51.100.x');
  });

  it('keeps an IPv6 /48, expanding a shortened address first', () => {
    expect(coarseNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(coarseNetwork('::1')).toBe('0:0:0::/48');
  });

  it('keeps nothing of what is not an address', () => {
    expect(coarseNetwork('')).toBe('');
    expect(coarseNetwork('localhost')).toBe('');
  });
});

describe('deviceOf', () => {
  it('names the browser and the system, not the whole user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe('Firefox on macOS');
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
  });

  it('answers empty for no user agent or one it does not recognise', () => {
    expect(deviceOf(undefined)).toBe('');
    expect(deviceOf('curl/8.5.0')).toBe('');
  });
});
