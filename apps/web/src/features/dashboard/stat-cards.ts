import { BadgeCheck, FileText, OctagonAlert, RefreshCw, type LucideIcon } from 'lucide-react';
import {
  ATTENTION_SHEET_STATUSES,
  SHEET_STATUS_LABELS,
  type DashboardStats,
} from '@sheetwise/contracts';

export interface StatCard {
  label: string;
  value: number;
  trend: string;
  icon: LucideIcon;
}

function addedThisMonth(count: number): string {
  return count === 0 ? 'None this month' : `+${count} this month`;
}

/** The server works the rate out; a screen never counts its own. */
function successRate(rate: number | null): string {
  return rate === null ? 'No syncs run yet' : `${rate}% success rate`;
}

/** Which of the user's pairs wait on them, in the panel's own words ('Paused: 1'). */
function attention(stats: DashboardStats): string | null {
  const parts = ATTENTION_SHEET_STATUSES.filter((status) => stats.needsAttention[status] > 0).map(
    (status) => `${SHEET_STATUS_LABELS[status]}: ${stats.needsAttention[status]}`,
  );
  return parts.length ? parts.join(' · ') : null;
}

function failures(stats: DashboardStats): string {
  const failed = stats.failedSyncs;
  if (failed === 1) return '1 failed run this month';
  if (failed > 1) return `${failed} failed runs this month`;
  // 'All clear' only when nothing waits on the person either.
  return attention(stats) === null ? 'All clear' : 'None this month';
}

/**
 * The dashboard's four statistic cards, each with a short trend line in words for the server's
 * figures. Active Syncs names the pairs that need the person before anything else.
 */
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
      trend: attention(stats) ?? addedThisMonth(stats.syncsAddedThisMonth),
      icon: RefreshCw,
    },
    {
      label: 'Successful Syncs',
      value: stats.successfulSyncs,
      trend: successRate(stats.successRate),
      icon: BadgeCheck,
    },
    {
      label: 'Failed Syncs',
      value: stats.failedSyncs,
      trend: failures(stats),
      icon: OctagonAlert,
    },
  ];
}
