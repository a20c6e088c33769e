import type { ChatList, DashboardStats } from '@sheetwise/contracts';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { CHATS_PATH } from '../features/chat/chat-api';
import { AssistantGreeting } from '../features/dashboard/AssistantGreeting';
import { RecentStatements } from '../features/dashboard/RecentStatements';
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
  const statements = useApiResource<ChatList>(CHATS_PATH);

  if (!user) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading your plan" />
      </div>
    );
  }
  // The upload and the user's statements come first: they are the work; the figures follow.
  return (
    <div className="space-y-8">
      <PageHeading title="Dashboard">Welcome back, {greetingName(user)}.</PageHeading>
      <PlanBanner user={user} />
      <section aria-labelledby="create-sync-heading" className="space-y-4">
        <h2 id="create-sync-heading" className="text-xl font-semibold text-slate-900">
          Create new sync
        </h2>
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <UploadCard
            onUploaded={() => {
              stats.refresh();
              statements.refresh();
            }}
          />
          <RecentStatements statements={statements} />
        </div>
        <SheetsPanel onChange={stats.refresh} />
      </section>
      <StatCards stats={stats} />
      <AssistantGreeting />
    </div>
  );
}
