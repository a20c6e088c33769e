import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('relativeTime', () => {
  it.each([
    ['0 s', ago(0), 'just now'],
    ['59 s', ago(59_999), 'just now'],
    ['a clock slightly behind the server', ago(-5000), 'just now'],
    ['1 min', ago(MINUTE), '1m ago'],
    ['59 min 59 s', ago(60 * MINUTE - 1000), '59m ago'],
    ['1 h', ago(60 * MINUTE), '1h ago'],
    ['23 h 59 min', ago(24 * 60 * MINUTE - MINUTE), '23h ago'],
    ['1 day', ago(24 * 60 * MINUTE), '1d ago'],
    ['40 days', ago(40 * 24 * 60 * MINUTE), '40d ago'],
    ['an unreadable time', 'not a date', 'just now'],
  ])('%s reads %s', (_, iso, expected) => {
    expect(relativeTime(iso, NOW)).toBe(expected);
  });
});
