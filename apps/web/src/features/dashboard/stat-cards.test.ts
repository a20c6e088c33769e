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

  it('works each trend out from the figures', () => {
    expect(
      lines({
        totalFiles: 24,
        filesThisMonth: 2,
        activeSyncs: 18,
        syncsAddedThisMonth: 5,
        successfulSyncs: 156,
        failedSyncs: 3,
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
});
