import { AssistantAvatar } from '../../components/ui/AssistantAvatar';
import { CHAT_MESSAGES } from '@sheetwise/contracts';

/** The Banking Assistant's opening line on the dashboard (spec section 4). */
export function AssistantGreeting() {
  return (
    <section
      aria-labelledby="assistant-heading"
      className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <AssistantAvatar />
      <div className="min-w-0">
        <h2 id="assistant-heading" className="text-sm font-semibold text-slate-900">
          Banking Assistant
        </h2>
        <p className="mt-1 text-slate-700">{CHAT_MESSAGES.greeting}</p>
      </div>
    </section>
  );
}
