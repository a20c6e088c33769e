import { useEffect, useRef } from 'react';
import { focusRing } from '../../components/ui/styles';
import { MessageBubble } from './MessageBubble';
import type { ChatTarget } from './chat-api';
import type { ShownMessage } from './use-conversation';

interface MessageListProps {
  messages: ShownMessage[];
  target: ChatTarget;
  onAsk: (question: string) => void;
  busy: boolean;
}

/**
 * The conversation, oldest first. A log region, so screen readers read out what is added (the
 * question, then the answer) but not the history already there when it appears; focusable, so
 * it can be scrolled from the keyboard. Positioned, so that the hidden speaker labels (absolute)
 * stay inside its scrolled box rather than lengthen the page by a blank strip.
 */
export function MessageList({ messages, target, onAsk, busy }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the latest message in view, as chats do, without scrolling the page itself.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Conversation"
      tabIndex={0}
      className={`relative min-h-48 flex-1 overflow-y-auto p-4 ${focusRing}`}
    >
      <ol className="space-y-3">
        {messages.map((entry, index) => (
          // A question of this visit has no id; the list only grows at its end, so the index is stable.
          <MessageBubble key={index} entry={entry} target={target} onAsk={onAsk} busy={busy} />
        ))}
      </ol>
    </div>
  );
}
