import { LoaderCircle, MessageSquare } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AssistantAvatar } from '../../components/ui/AssistantAvatar';
import { Spinner } from '../../components/ui/Spinner';
import { textLinkClass } from '../../components/ui/styles';
import { insightsPath } from '../insights/insights-links';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import { ALL_STATEMENTS_LABEL, sheetFileOf, type ChatTarget } from './chat-api';
import { useConversation } from './use-conversation';

interface ChatPanelProps {
  /** The selected chat; null before a choice. Mount one panel per chat (key). */
  target: ChatTarget | null;
  /** A document asked for in the address that is not among the chats. */
  missing: string | null;
  onMessage: (fileName: string, message: string, at: string) => void;
  /**
   * The person just chose this chat: once it has loaded, the message box takes the focus, which
   * also brings it into view on a phone, where the list stands above the conversation.
   */
  focusComposer?: boolean;
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 p-6 text-center">
      <MessageSquare aria-hidden="true" className="size-8 text-slate-400" />
      <div className="max-w-sm space-y-1 font-medium text-slate-700">{children}</div>
    </div>
  );
}

/**
 * The right column of /my-projects: the chat with the Banking Assistant about one document, or
 * about all of the user's statements together.
 */
export function ChatPanel({ target, missing, onMessage, focusComposer = false }: ChatPanelProps) {
  const { status, messages, pending, send } = useConversation(target, onMessage);
  const title =
    target === null ? null : target.kind === 'all' ? ALL_STATEMENTS_LABEL : target.fileName;
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  // The input is disabled while an answer is awaited, which drops keyboard focus to the page;
  // give it back once the answer is in, so the next question can be typed straight away.
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) input.current?.focus();
  }, [pending]);

  // Once per chosen chat: after its history has loaded, when the box is enabled.
  const focusedOnOpen = useRef(false);
  const ready = target !== null && status !== 'loading';
  useEffect(() => {
    if (!focusComposer || !ready || focusedOnOpen.current) return;
    focusedOnOpen.current = true;
    input.current?.focus();
  }, [focusComposer, ready]);

  const sendDraft = () => {
    if (send(draft)) setDraft('');
  };
  const ask = (question: string) => {
    send(question);
  };

  return (
    <section
      aria-labelledby="chat-heading"
      // No taller than the window below the top bar, so a long chat scrolls in its list and the
      // message box stays in view; on a wide screen the page's row sets the height.
      className="flex max-h-[calc(100dvh-5rem)] min-h-0 min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm lg:max-h-none"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 p-4">
        <AssistantAvatar />
        <div className="min-w-0">
          <h2 id="chat-heading" className="font-semibold text-slate-900">
            Banking Assistant
          </h2>
          <p className="truncate text-sm text-slate-600">{title ?? 'No project selected'}</p>
        </div>
        {target && (
          <nav aria-label="This statement's data" className="ml-auto flex shrink-0 gap-3 text-sm">
            <Link
              to={`/transactions?file=${encodeURIComponent(sheetFileOf(target))}`}
              className={textLinkClass}
            >
              Transactions
            </Link>
            <Link
              to={insightsPath(target.kind === 'all' ? null : target.fileName)}
              className={textLinkClass}
            >
              Insights
            </Link>
          </nav>
        )}
      </div>

      {target === null && (
        <Notice>
          {missing && <p>“{missing}” is not among your chats.</p>}
          {/* Below the lg breakpoint the list stands above the chat, not to its left. */}
          <p className="hidden lg:block">
            Select a project from the left sidebar to start chatting.
          </p>
          <p className="lg:hidden">Choose a chat from the list above to start chatting.</p>
        </Notice>
      )}
      {status === 'loading' && (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      )}
      {(status === 'ready' || status === 'failed') &&
        (messages.length > 0 && target ? (
          <MessageList messages={messages} target={target} onAsk={ask} busy={pending} />
        ) : (
          <Notice>
            {/* The spec shows a history that fails to load as an empty chat; we also say why. */}
            {status === 'failed' && (
              <p className="text-sm font-normal text-slate-600">
                Earlier messages could not be loaded.
              </p>
            )}
            <p>No messages yet. Type your first message!</p>
          </Notice>
        ))}

      {/* Always in the page, so that 'Analyzing...' is announced when it appears. */}
      <div role="status" className="px-4 empty:hidden">
        {pending && (
          <p className="inline-flex items-center gap-2 rounded-2xl bg-slate-100 px-4 py-2 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Analyzing...
          </p>
        )}
      </div>

      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={sendDraft}
        inputDisabled={target === null || status === 'loading' || pending}
        sendDisabled={pending}
        inputRef={input}
      />
    </section>
  );
}
