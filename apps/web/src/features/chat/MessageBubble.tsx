import { format, parseISO } from 'date-fns';
import { AnswerDetails } from './AnswerDetails';
import { MessageText } from './MessageText';
import type { ChatTarget } from './chat-api';
import type { ShownMessage } from './use-conversation';

interface MessageBubbleProps {
  entry: ShownMessage;
  target: ChatTarget;
  onAsk: (question: string) => void;
  busy: boolean;
}

/**
 * One message. The words are rendered as text, never as HTML, whatever the answer contains;
 * whitespace-pre-wrap keeps the line breaks of lists the assistant writes.
 */
export function MessageBubble({ entry, target, onAsk, busy }: MessageBubbleProps) {
  const mine = entry.role === 'user';
  const sentAt = parseISO(entry.timestamp);
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`min-w-0 rounded-2xl px-4 py-2.5 ${mine ? 'max-w-[85%] bg-brand-700 text-white' : 'w-full max-w-[95%] bg-slate-100 text-slate-900 sm:w-auto'}`}
      >
        <p className="sr-only">{mine ? 'You' : 'Banking Assistant'}:</p>
        <p className="break-words whitespace-pre-wrap">
          <MessageText text={entry.message} />
        </p>
        {entry.data && (
          <AnswerDetails
            data={entry.data}
            messageId={entry.id}
            target={target}
            onAsk={onAsk}
            busy={busy}
          />
        )}
        <p className={`mt-1 text-xs ${mine ? 'text-brand-50' : 'text-slate-600'}`}>
          <time dateTime={entry.timestamp}>{format(sentAt, 'd MMM, HH:mm')}</time>
        </p>
      </div>
    </li>
  );
}
