import { MessageSquare } from 'lucide-react';
import { LinkButton } from '../components/ui/Button';
import { PageHeading } from '../components/ui/PageHeading';
import { usePageTitle } from '../lib/use-page-title';

/** Chats per uploaded document. Until uploads exist there are none, and the page says so. */
export default function MyProjectsPage() {
  usePageTitle('My Projects');
  return (
    <div className="space-y-6">
      <PageHeading title="My Projects">Your chats with the Banking Assistant.</PageHeading>
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <MessageSquare aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 font-medium text-slate-800">
          No recent chats found. Start a new project to begin!
        </p>
        <LinkButton to="/dashboard" className="mt-4">
          New Chat
        </LinkButton>
      </div>
    </div>
  );
}
