import { PageHeading } from '../components/ui/PageHeading';
import { usePageTitle } from '../lib/use-page-title';

/** The spec's placeholder for team management. */
export default function UsersPage() {
  usePageTitle('Manage Users');
  return (
    <div className="space-y-6">
      <PageHeading title="Manage Users" />
      <p className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
        Inviting teammates and choosing what they can see is on its way. For now, each Sheetwise
        account has a single user.
      </p>
    </div>
  );
}
