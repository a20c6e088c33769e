import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@sheetwise/contracts';
import { statCards } from './stat-cards';

const NOTHING: DashboardStats = {
  totalFiles: 0,
  filesThisMonth: 0,
  activeSyncs: 0,
  syncsAddedThisMonth: 0,
  successfulSyncs: 0,
  failedSyncs: 0,
  conflictSyncs: 0,
  successRate: null,
  needsAttention: { 'conflicts-waiting': 0, paused: 0, error: 0 },
};

function lines(stats: DashboardStats) {
  return statCards(stats).map(({ label, value, trend }) => [label, value, trend]);
}

describe('statCards', () => {
  it('says plainly when there is nothing yet', () => {
    expect(lines(NOTHING)).toEqual([
      ['Total Files', 0, 'None this month'],
      ['Active Syncs', 0, 'None this month'],
      ['Successful Syncs', 0, 'No syncs run yet'],
      ['Failed Syncs', 0, 'All clear'],
    ]);
  });

  it('puts the server’s figures into words, its success rate as given', () => {
    expect(
      lines({
        ...NOTHING,
        totalFiles: 24,
        filesThisMonth: 2,
        activeSyncs: 18,
        syncsAddedThisMonth: 5,
        successfulSyncs: 156,
        failedSyncs: 3,
        successRate: 98,
      }),
    ).toEqual([
      ['Total Files', 24, '+2 this month'],
      ['Active Syncs', 18, '+5 this month'],
      ['Successful Syncs', 156, '98% success rate'],
      ['Failed Syncs', 3, '3 failed runs this month'],
    ]);
  });

  it('uses the singular for one failure', () => {
    expect(lines({ ...NOTHING, failedSyncs: 1 })[3]).toEqual([
      'Failed Syncs',
      1,
      '1 failed run this month',
    ]);
  });

  it('names the pairs that wait on the person, and is not all clear while one does', () => {
    const waiting = lines({
      ...NOTHING,
      activeSyncs: 1,
      syncsAddedThisMonth: 1,
      successfulSyncs: 1,
      conflictSyncs: 1,
      successRate: 50,
      needsAttention: { 'conflicts-waiting': 1, paused: 0, error: 0 },
    });
    expect(waiting[1]).toEqual(['Active Syncs', 1, 'Conflicts waiting: 1']);
    expect(waiting[2]).toEqual(['Successful Syncs', 1, '50% success rate']);
    expect(waiting[3]).toEqual(['Failed Syncs', 0, 'None this month']);

    const all = lines({
      ...NOTHING,
      needsAttention: { 'conflicts-waiting': 2, paused: 1, error: 3 },
    });
    expect(all[1]?.[2]).toBe('Conflicts waiting: 2 · Paused: 1 · Last sync failed: 3');
  });
});
