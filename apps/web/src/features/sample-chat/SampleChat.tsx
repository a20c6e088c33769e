import { AssistantAvatar } from '../../components/ui/AssistantAvatar';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/ui/Card';
import { SAMPLE_CONVERSATION, SAMPLE_DOCUMENT, type SampleMessage } from './sample-chat-data';

function Bubble({ entry }: { entry: SampleMessage }) {
  const mine = entry.role === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        <p className="sr-only">{mine ? 'You' : 'Banking Assistant'}:</p>
        <p className="break-words">{entry.message}</p>
        <p className={`mt-1 text-xs ${mine ? 'text-brand-50' : 'text-slate-600'}`}>{entry.time}</p>
      </div>
    </li>
  );
}

/** A static chat with the Banking Assistant; the message box is shown but disabled. */
export function SampleChat() {
  const noteId = useId();
  return (
    <Card className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 p-4">
        <AssistantAvatar />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">Banking Assistant</h2>
          <p className="truncate text-sm text-slate-600">{SAMPLE_DOCUMENT}</p>
        </div>
        <span className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Sample conversation
        </span>
      </div>
      <ol aria-label="Sample conversation" className="space-y-3 p-4">
        {SAMPLE_CONVERSATION.map((entry, index) => (
          <Bubble key={index} entry={entry} />
        ))}
      </ol>
      <div className="border-t border-slate-100 p-4">
        <div className="flex gap-2">
          <label htmlFor={`${noteId}-input`} className="sr-only">
            Message
          </label>
          <input
            id={`${noteId}-input`}
            disabled
            placeholder="Type your message..."
            aria-describedby={noteId}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-slate-900 placeholder:text-slate-600 disabled:cursor-not-allowed"
          />
          <button
            type="button"
            disabled
            aria-label="Send"
            className="grid size-11 place-items-center rounded-lg bg-slate-200 text-slate-600 disabled:cursor-not-allowed"
          >
            <Send aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={noteId} className="mt-2 text-sm text-slate-600">
          This is a sample. Chats about your own statements will appear in My Projects.
        </p>
      </div>
    </Card>
  );
}
