import type { DashboardStats } from '@sheetwise/contracts';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { AssistantGreeting } from '../features/dashboard/AssistantGreeting';
import { StatCards } from '../features/dashboard/StatCards';
import { PlanBanner } from '../features/dashboard/PlanBanner';
import { greetingName, useSession } from '../features/session/session-context';
import { SheetsPanel } from '../features/sheets/SheetsPanel';
import { UploadCard } from '../features/upload/UploadCard';
import { usePageTitle } from '../lib/use-page-title';
import { useApiResource } from '../lib/use-api-resource';

/** The signed-in home (spec section 2, Dashboard). */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const stats = useApiResource<DashboardStats>('/api/dashboard');

  if (!user) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your plan" />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <PageHeading title="Dashboard">Welcome back, {greetingName(user)}.</PageHeading>
      <PlanBanner user={user} />
      <StatCards stats={stats} />
      <AssistantGreeting />
      <section aria-labelledby="create-sync-heading" className="space-y-4">
        <h2 id="create-sync-heading" className="text-xl font-semibold text-slate-900">
          Create new sync
        </h2>
        <UploadCard onUploaded={stats.refresh} />
        <SheetsPanel onChange={stats.refresh} />
      </section>
    </div>
  );
}
