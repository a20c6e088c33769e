import { BadgeCheck, FileText, OctagonAlert, RefreshCw, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '@sheetwise/contracts';

export interface StatCard {
  label: string;
  value: number;
  trend: string;
  icon: LucideIcon;
}

function addedThisMonth(count: number): string {
  return count === 0 ? 'None this month' : `+${count} this month`;
}

function successRate(successful: number, failed: number): string {
  const total = successful + failed;
  if (total === 0) return 'No syncs run yet';
  return `${Math.round((successful / total) * 100)}% success rate`;
}

function failures(failed: number): string {
  if (failed === 0) return 'All clear';
  return failed === 1 ? '1 failed run this month' : `${failed} failed runs this month`;
}

/** The dashboard's four statistic cards, each with a short trend line worked out from the figures. */
export function statCards(stats: DashboardStats): StatCard[] {
  return [
    {
      label: 'Total Files',
      value: stats.totalFiles,
      trend: addedThisMonth(stats.filesThisMonth),
      icon: FileText,
    },
    {
      label: 'Active Syncs',
      value: stats.activeSyncs,
      trend: addedThisMonth(stats.syncsAddedThisMonth),
      icon: RefreshCw,
    },
    {
      label: 'Successful Syncs',
      value: stats.successfulSyncs,
      trend: successRate(stats.successfulSyncs, stats.failedSyncs),
      icon: BadgeCheck,
    },
    {
      label: 'Failed Syncs',
      value: stats.failedSyncs,
      trend: failures(stats.failedSyncs),
      icon: OctagonAlert,
    },
  ];
}
