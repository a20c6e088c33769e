import type { DashboardStats } from '@sheetwise/contracts';
import { LoadError } from '../../components/ui/LoadError';
import type { Resource } from '../../lib/use-api-resource';
import { statCards } from './stat-cards';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

function CardSkeletons() {
  return (
    <div role="status" aria-busy="true" className={grid}>
      <span className="sr-only">Loading your figures</span>
      {[0, 1, 2, 3].map((n) => (
        <div
          key={n}
          aria-hidden="true"
          className="h-32 animate-pulse rounded-2xl bg-slate-200/70"
        />
      ))}
    </div>
  );
}

/** Total Files, Active Syncs, Successful Syncs and Failed Syncs, counted by the server. */
export function StatCards({ stats }: { stats: Resource<DashboardStats> }) {
  const { state } = stats;
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      {state.status === 'loading' && <CardSkeletons />}
      {state.status === 'error' && (
        <LoadError what="your figures" message={state.message} onRetry={stats.retry} />
      )}
      {state.status === 'ready' && (
        <ul aria-label="Statistics" className={grid}>
          {statCards(state.data).map(({ label, value, trend, icon: Icon }) => (
            <li
              key={label}
              className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
              </div>
              <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
              <p className="mt-1 text-sm text-slate-600">{trend}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
