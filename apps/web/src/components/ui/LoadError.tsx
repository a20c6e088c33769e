import { CircleAlert } from 'lucide-react';
import { Button } from './Button';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "your usage". */
  what: string;
  message: string;
  onRetry: () => void;
}

/** An inline failure with a way to try again, so a missing figure never breaks the page. */
export function LoadError({ what, message, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Could not load {what}.</span> {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
