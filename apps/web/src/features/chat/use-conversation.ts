import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGES, PLAN_EXPIRED_CODE, type ChatMessage } from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { askQuestion, fetchHistory, type ChatTarget } from './chat-api';

/** A message as the chat shows it: a question asked in this visit has no id of its own yet. */
export type ShownMessage = Omit<ChatMessage, 'id'> & { id?: string };

/** 'failed' shows an empty chat, as the spec says of a history that cannot be loaded. */
export type HistoryStatus = 'none' | 'loading' | 'ready' | 'failed';

export interface Conversation {
  status: HistoryStatus;
  /** Oldest first, with the questions and answers of this visit appended. */
  messages: ShownMessage[];
  /** True while an answer is awaited: 'Analyzing...' shows and the input waits. */
  pending: boolean;
  /** Sends a question; false when nothing was sent (no document, blank, or busy). */
  send: (text: string) => boolean;
}

type OnMessage = (fileName: string, message: string, at: string) => void;

/**
 * One chat with the Banking Assistant, a document's or the all-statements one. The page mounts it
 * afresh per chat (keyed), so an answer that arrives after the user moved on never lands in
 * another chat; a document's still reaches `onMessage`, which keeps the chat list's last message
 * true.
 */
export function useConversation(target: ChatTarget | null, onMessage: OnMessage): Conversation {
  // The panel is mounted afresh per chat, so the chat it was mounted with is the one for good:
  // a new object naming the same chat must not reload it.
  const [chat] = useState(target);
  const [status, setStatus] = useState<HistoryStatus>(chat ? 'loading' : 'none');
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [pending, setPending] = useState(false);
  // State lags a render behind: a second Enter in the same moment must not send twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!chat) return;
    let cancelled = false;
    fetchHistory(chat).then(
      (history) => {
        if (cancelled) return;
        setMessages(history);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [chat]);

  const send = useCallback(
    (text: string): boolean => {
      if (!chat) {
        window.alert(CHAT_MESSAGES.selectDocument);
        return false;
      }
      const question = text.trim();
      if (!question || inFlight.current || status === 'loading') return false;

      const append = (message: ShownMessage) => {
        setMessages((shown) => [...shown, message]);
        if (chat.kind === 'document') onMessage(chat.fileName, message.message, message.timestamp);
      };
      append({ role: 'user', message: question, timestamp: new Date().toISOString() });
      inFlight.current = true;
      setPending(true);
      void askQuestion(chat, question)
        .then(
          (reply): ShownMessage => ({
            ...(reply.messageId ? { id: reply.messageId } : {}),
            role: 'assistant',
            message: reply.answer,
            timestamp: new Date().toISOString(),
            ...(reply.data ? { data: reply.data } : {}),
          }),
          // Any failure ends in the spec's apology rather than silence, except an ended plan,
          // which is no fault and says what to do.
          (error: unknown): ShownMessage => ({
            role: 'assistant',
            message:
              error instanceof ApiError && error.code === PLAN_EXPIRED_CODE
                ? error.message
                : CHAT_MESSAGES.answerFailed,
            timestamp: new Date().toISOString(),
          }),
        )
        .then(append)
        .finally(() => {
          inFlight.current = false;
          setPending(false);
        });
      return true;
    },
    [chat, onMessage, status],
  );

  return { status, messages, pending, send };
}
