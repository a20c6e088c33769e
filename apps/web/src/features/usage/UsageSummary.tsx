import type { Usage } from '@sheetwise/contracts';
import { LinkButton } from '../../components/ui/Button';

/** A null limit or remainder means the plan has no project limit (spec section 6). */
function orUnlimited(value: number | null): string {
  return value === null ? 'Unlimited' : String(value);
}

/** The plan and its project allowance, as the server counts them. */
export function UsageSummary({ usage }: { usage: Usage }) {
  const figures = [
    { term: 'Plan', value: usage.planType },
    { term: 'Project limit', value: orUnlimited(usage.limit) },
    { term: 'Used this month', value: String(usage.used) },
    { term: 'Remaining', value: orUnlimited(usage.remaining) },
  ];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(({ term, value }) => (
          <div key={term} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">Need more projects?</p>
        <LinkButton to="/settings" variant="secondary" size="sm">
          Compare plans
        </LinkButton>
      </div>
    </div>
  );
}
