import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { ChatSummary } from '@sheetwise/contracts';
import { focusRing } from '../../components/ui/styles';
import { useDisplayFormat } from '../preferences/use-display-format';
import { messagePreview } from './chat-preview';
import { relativeTime } from './relative-time';

interface ChatListEntryProps {
  chat: ChatSummary;
  selected: boolean;
  now: number;
  onSelect: () => void;
  onDelete: () => void;
}

/**
 * One recent chat: the document's name (the button's name), and its last message and age (the
 * button's description), with a delete button beside it.
 */
export function ChatListEntry({ chat, selected, now, onSelect, onDelete }: ChatListEntryProps) {
  const display = useDisplayFormat();
  const id = useId();
  const at = chat.lastMessageAt ?? chat.createdAt;
  return (
    <li
      className={`flex items-stretch gap-1 rounded-xl border ${selected ? 'border-brand-500 bg-brand-50' : 'border-transparent hover:bg-slate-50'}`}
    >
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${chat.period ? `${id}-period ` : ''}${id}-preview ${id}-time`}
        onClick={onSelect}
        className={`min-w-0 flex-1 rounded-xl p-3 text-left ${focusRing}`}
      >
        <span className="flex items-baseline justify-between gap-2">
          {/* The whole name, wrapped: exports of one bank differ only at the end of theirs. */}
          <span
            id={`${id}-name`}
            className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {chat.fileName}
          </span>
          <time id={`${id}-time`} dateTime={at} className="shrink-0 text-xs text-slate-600">
            {relativeTime(at, now)}
          </time>
        </span>
        {chat.period && (
          <span id={`${id}-period`} className="block text-xs text-slate-600">
            {display.period(chat.period)}
          </span>
        )}
        <span
          id={`${id}-preview`}
          className={`mt-0.5 block truncate text-sm ${chat.lastMessage ? 'text-slate-700' : 'text-slate-600 italic'}`}
        >
          {chat.lastMessage ? messagePreview(chat.lastMessage) : 'No messages yet'}
        </span>
      </button>
      <button
        type="button"
        aria-label={`Delete ${chat.fileName}`}
        onClick={onDelete}
        className={`grid w-10 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-red-50 hover:text-red-700 ${focusRing}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
