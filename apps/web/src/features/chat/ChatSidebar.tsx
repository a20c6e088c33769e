import { Layers, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { focusRing, textLinkClass } from '../../components/ui/styles';
import { ALL_STATEMENTS_LABEL } from './chat-api';
import { ChatListEntry } from './ChatListEntry';
import { DeleteChatDialog } from './DeleteChatDialog';
import type { ChatListModel } from './use-chat-list';
import { useNow } from './use-now';

interface ChatSidebarProps {
  model: ChatListModel;
  selected: string | null;
  onSelect: (fileName: string) => void;
  /** Whether the chat about all statements together is the one shown. */
  allSelected: boolean;
  onSelectAll: () => void;
  /** Deletes after confirmation; the page clears the selection when it was this chat. */
  onDelete: (fileName: string) => Promise<boolean>;
}

/**
 * The left column of /my-projects: the chat about all statements together, the recent chats,
 * New Chat, and deletion with a confirmation.
 */
export function ChatSidebar({
  model,
  selected,
  onSelect,
  allSelected,
  onSelectAll,
  onDelete,
}: ChatSidebarProps) {
  const { state } = model.list;
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <section
      aria-labelledby="recent-chats-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:overflow-y-auto"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          id="recent-chats-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Recent chats
        </h2>
        <LinkButton to="/dashboard" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          New Chat
        </LinkButton>
      </div>

      <div className="mt-4">
        {state.status === 'loading' && <Spinner label="Loading your chats" />}
        {state.status === 'error' && (
          <LoadError what="your chats" message={state.message} onRetry={model.list.retry} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <button
            type="button"
            aria-current={allSelected ? 'true' : undefined}
            aria-describedby="all-statements-description"
            onClick={onSelectAll}
            className={`mb-3 flex w-full items-start gap-3 rounded-xl border p-3 text-left ${allSelected ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'} ${focusRing}`}
          >
            <Layers aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{ALL_STATEMENTS_LABEL}</span>
              <span id="all-statements-description" className="block text-sm text-slate-700">
                Ask across every statement you have uploaded.
              </span>
            </span>
          </button>
        )}
        {state.status === 'ready' &&
          (state.data.length > 0 ? (
            <ul aria-labelledby="recent-chats-heading" className="space-y-1">
              {state.data.map((chat) => (
                <ChatListEntry
                  key={chat.fileName}
                  chat={chat}
                  now={now}
                  selected={chat.fileName === selected}
                  onSelect={() => {
                    onSelect(chat.fileName);
                  }}
                  onDelete={() => {
                    setConfirming(chat.fileName);
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center font-medium text-slate-800">
              No recent chats found. Start a new project to begin!
            </p>
          ))}
      </div>

      <nav aria-label="Projects" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/create-project" className={textLinkClass}>
          Project templates
        </Link>
        <Link to="/rescent-project" className={textLinkClass}>
          An example conversation
        </Link>
      </nav>

      <DeleteChatDialog
        fileName={confirming}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={onDelete}
        onDeletedFocus={() => heading.current?.focus()}
      />
    </section>
  );
}
