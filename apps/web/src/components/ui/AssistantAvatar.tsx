import { Bot } from 'lucide-react';

/** The Banking Assistant's round badge, wherever it speaks. */
export function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"
    >
      <Bot className="size-5" />
    </span>
  );
}
