import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../components/ui/PageHeading';
import { ChatPanel } from '../features/chat/ChatPanel';
import { ALL_STATEMENTS, chatKey, type ChatTarget } from '../features/chat/chat-api';
import { ChatSidebar } from '../features/chat/ChatSidebar';
import { useChatList } from '../features/chat/use-chat-list';
import { usePageTitle } from '../lib/use-page-title';

/** The chat the address names; Analyze File on the dashboard lands here with it. */
const DOC_PARAM = 'doc';
/** `?chat=all` shows the chat about all statements together. */
const CHAT_PARAM = 'chat';

/**
 * My Projects (spec section 2): the recent chats, one per uploaded document, and the chat with
 * the Banking Assistant about the one selected. The selection lives in `?doc=`, so a chat can be
 * linked to and survives a reload; choosing another replaces the entry rather than adding one.
 */
export default function MyProjectsPage() {
  usePageTitle('My Projects');
  // useLocation and useNavigate rather than useSearchParams: the router lives in the entry chunk,
  // and useSearchParams would add its code to every page, the landing page included.
  const { search } = useLocation();
  const navigate = useNavigate();
  const chats = useChatList();
  const { state } = chats.list;

  const params = new URLSearchParams(search);
  const all = params.get(CHAT_PARAM) === 'all';
  // An empty ?doc= names nothing.
  const requested = all ? null : params.get(DOC_PARAM) || null;
  // Until the list arrives the address is trusted, so the chat loads alongside it; a name the
  // list does not hold (deleted, mistyped) then selects nothing.
  const known = state.status !== 'ready' || state.data.some((chat) => chat.fileName === requested);
  const selected = requested !== null && known ? requested : null;

  // A chat opened from the address (a link, a reload) leaves focus where the page puts it; one
  // chosen from the list hands it to the message box.
  const [chosen, setChosen] = useState(false);
  const select = useCallback(
    (fileName: string | null, allStatements = false) => {
      const next = new URLSearchParams(search);
      next.delete(CHAT_PARAM);
      if (allStatements) next.set(CHAT_PARAM, 'all');
      if (fileName === null) next.delete(DOC_PARAM);
      else next.set(DOC_PARAM, fileName);
      const query = next.toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, search],
  );

  const target: ChatTarget | null = all
    ? ALL_STATEMENTS
    : selected === null
      ? null
      : { kind: 'document', fileName: selected };

  const remove = async (fileName: string) => {
    const removed = await chats.remove(fileName);
    if (removed && fileName === requested) select(null);
    return removed;
  };

  return (
    // On a wide screen the page is one window high (SignedInLayout): the chat list and the
    // conversation scroll inside their own boxes, and the message box stays in view.
    <div data-fills-window className="flex flex-col gap-6 lg:min-h-0 lg:flex-1">
      <PageHeading title="My Projects">Your chats with the Banking Assistant.</PageHeading>
      <div className="grid items-start gap-6 lg:min-h-0 lg:flex-1 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)] lg:items-stretch">
        <ChatSidebar
          model={chats}
          selected={selected}
          onSelect={(fileName) => {
            setChosen(true);
            select(fileName);
          }}
          allSelected={all}
          onSelectAll={() => {
            setChosen(true);
            select(null, true);
          }}
          onDelete={remove}
        />
        <ChatPanel
          key={target ? chatKey(target) : ''}
          target={target}
          missing={requested !== null && !known ? requested : null}
          onMessage={chats.noteMessage}
          focusComposer={chosen}
        />
      </div>
    </div>
  );
}
