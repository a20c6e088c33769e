import { PageHeading } from '../components/ui/PageHeading';
import { SampleChat } from '../features/sample-chat/SampleChat';
import { usePageTitle } from '../lib/use-page-title';

/** The spec's static mock chat (the route keeps the spec's spelling, /rescent-project). */
export default function RecentProjectPage() {
  usePageTitle('Recent project');
  return (
    <div className="space-y-6">
      <PageHeading title="Recent project">
        How a conversation with the Banking Assistant about a statement looks.
      </PageHeading>
      <SampleChat />
    </div>
  );
}
