import { ProfileForm } from '../features/profile/ProfileForm';
import { useSession } from '../features/session/session-context';
import { usePageTitle } from '../lib/use-page-title';

/** Account and subscription. The plan card arrives with the payments issue. */
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
        <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <ProfileForm user={session.user} onUpdated={session.signIn} />
        </div>
      )}
    </div>
  );
}
