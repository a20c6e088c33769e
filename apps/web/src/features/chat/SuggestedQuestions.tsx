import { useId } from 'react';
import { Button } from '../../components/ui/Button';

interface SuggestedQuestionsProps {
  suggestions: string[];
  /** Asks the suggestion as it is; refused while another answer is awaited. */
  onAsk: (question: string) => void;
  disabled: boolean;
}

/** What the assistant can answer, offered when it could not answer the question asked. */
export function SuggestedQuestions({ suggestions, onAsk, disabled }: SuggestedQuestionsProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-semibold text-slate-600">
        Try asking
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {suggestions.map((question) => (
          <Button
            key={question}
            variant="secondary"
            size="sm"
            disabled={disabled}
            className="text-left"
            onClick={() => {
              onAsk(question);
            }}
          >
            {question}
          </Button>
        ))}
      </div>
    </div>
  );
}
