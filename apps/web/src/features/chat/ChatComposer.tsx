import { Send } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { MAX_QUESTION_LENGTH } from '@sheetwise/contracts';
import { focusRing } from '../../components/ui/styles';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Until a document is chosen, and while an answer is awaited. */
  inputDisabled: boolean;
  sendDisabled: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}

/**
 * The message box. Enter sends and Shift+Enter starts a new line, as the hint says. Send stays
 * enabled when no document is chosen, so pressing it explains why nothing can be sent.
 */
export function ChatComposer(props: ChatComposerProps) {
  const { value, onChange, onSend, inputDisabled, sendDisabled, inputRef } = props;
  const id = useId();
  const hintId = `${id}-hint`;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing, Enter picks a character; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="border-t border-slate-100 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          ref={inputRef}
          rows={2}
          value={value}
          disabled={inputDisabled}
          maxLength={MAX_QUESTION_LENGTH}
          placeholder="Type your message..."
          aria-describedby={hintId}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className={`max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 [field-sizing:content] placeholder:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-50 ${focusRing}`}
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={sendDisabled}
          className={`grid size-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 ${focusRing}`}
        >
          <Send aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        Press Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
