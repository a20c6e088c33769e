import { Link } from 'react-router';
import { textLinkClass } from '../components/ui/styles';
import { DeleteAccountSection } from '../features/account-deletion/DeleteAccountSection';
import { DataExportSection } from '../features/data-export/DataExportSection';
import { BillingHistory } from '../features/billing/BillingHistory';
import { PlanCard } from '../features/billing/PlanCard';
import { NotificationSettingsSection } from '../features/notifications/NotificationSettingsSection';
import { DisplaySection } from '../features/preferences/DisplaySection';
import { ProfileForm } from '../features/profile/ProfileForm';
import { useSession } from '../features/session/session-context';
import { SignInActivity } from '../features/sign-in-activity/SignInActivity';
import { usePageTitle } from '../lib/use-page-title';

const card = 'max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/**
 * Account and subscription: the profile form, the plan card, billing history, display
 * preferences, notifications, sign-in activity, the data export, deletion.
 */
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
        <>
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <div className={card}>
              <ProfileForm user={session.user} onUpdated={session.signIn} />
            </div>
            <div className={card}>
              <PlanCard user={session.user} />
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <BillingHistory />
          </div>
          <div className={card}>
            <DisplaySection user={session.user} onSaved={session.signIn} />
          </div>
          <div className={card}>
            <NotificationSettingsSection />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <SignInActivity />
          </div>
          <div className={card}>
            <DataExportSection />
          </div>
          <nav aria-label="More in your account" className={card}>
            <h2 className="text-lg font-semibold text-slate-900">More in your account</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <Link to="/plan-usage" className={textLinkClass}>
                  Plan usage
                </Link>
                : the projects your plan allows and how many are used this month.
              </li>
              <li>
                <Link to="/users" className={textLinkClass}>
                  Manage users
                </Link>
                : who can use this account.
              </li>
            </ul>
          </nav>
          <div className="max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
            <DeleteAccountSection user={session.user} />
          </div>
        </>
      )}
    </div>
  );
}
