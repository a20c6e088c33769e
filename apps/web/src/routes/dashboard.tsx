import { CHAT_MESSAGES } from '@sheetwise/contracts';
import { greetingName, useSession } from '../features/session/session-context';
import { usePageTitle } from '../lib/use-page-title';

/** The signed-in home. The statistics, upload card and sheets panel arrive with the dashboard issue. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  return (
    <section aria-labelledby="dashboard-heading" className="space-y-4">
      <h1 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
        Dashboard
      </h1>
      {user && (
        <p className="text-slate-700">
          Welcome, {greetingName(user)}. You are on the {user.planType} plan.
        </p>
      )}
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {CHAT_MESSAGES.greeting}
      </p>
    </section>
  );
}
