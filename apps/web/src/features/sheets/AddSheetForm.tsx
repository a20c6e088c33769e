import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { sheetUrlProblem } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import type { AddSheetResult } from './use-sheets-panel';

interface AddSheetFormProps {
  busy: boolean;
  onAdd: (url: string) => Promise<AddSheetResult>;
}

/** Adds a sheet by its link. The URL is trimmed and checked here first, as the server will. */
export function AddSheetForm({ busy, onAdd }: AddSheetFormProps) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('url');
    const found = sheetUrlProblem(url);
    if (found) {
      setProblem(found.message);
      toast.error(found.message);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const submitted = url;
    const result = await onAdd(submitted.trim());
    if (result.added) {
      // Only the URL that was added is cleared: one typed while it was being added stays.
      setUrl((current) => (current === submitted ? '' : current));
      setProblem(undefined);
    } else if (result.urlProblem) {
      setProblem(result.urlProblem);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <TextField
          label="Google Sheet URL"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://docs.google.com/spreadsheets/d/…"
          value={url}
          onValueChange={(value) => {
            setUrl(value);
            setProblem(undefined);
          }}
          error={problem}
        />
      </div>
      <Button type="submit" disabled={busy} className="sm:mt-7">
        Add Sheet
      </Button>
    </form>
  );
}
