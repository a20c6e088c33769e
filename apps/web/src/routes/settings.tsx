import { PlanCard } from '../features/billing/PlanCard';
import { ProfileForm } from '../features/profile/ProfileForm';
import { useSession } from '../features/session/session-context';
import { usePageTitle } from '../lib/use-page-title';

/** Account and subscription: the profile form and the plan card. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const session = useSession();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Manage account &amp; subscription</h1>
        <p className="mt-1 text-slate-600">Your details and your plan.</p>
      </header>
      {session.user && (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <ProfileForm user={session.user} onUpdated={session.signIn} />
          </div>
          <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <PlanCard user={session.user} />
          </div>
        </div>
      )}
    </div>
  );
}
