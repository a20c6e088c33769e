import { describe, expect, it } from 'vitest';
import { needsAttention, sheetStatus } from './sheet-status';

const at = new Date('2026-11-10T09:00:00Z');

describe('sheetStatus', () => {
  it('is what the last run left while nothing waits', () => {
    expect(sheetStatus({ status: 'pending', paused_at: null }, 0)).toBe('pending');
    expect(sheetStatus({ status: 'synced', paused_at: null }, 0)).toBe('synced');
  });

  it('is never synced while conflicts stand', () => {
    expect(sheetStatus({ status: 'synced', paused_at: null }, 2)).toBe('conflicts-waiting');
  });

  it('puts a pause before a failure, and a failed last run before older conflicts', () => {
    expect(sheetStatus({ status: 'error', paused_at: at }, 2)).toBe('paused');
    expect(sheetStatus({ status: 'error', paused_at: null }, 2)).toBe('error');
  });

  it('asks for attention on the three that wait on the person', () => {
    expect(needsAttention('conflicts-waiting')).toBe(true);
    expect(needsAttention('paused')).toBe(true);
    expect(needsAttention('error')).toBe(true);
    expect(needsAttention('synced')).toBe(false);
    expect(needsAttention('pending')).toBe(false);
  });
});
