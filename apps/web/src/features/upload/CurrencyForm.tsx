import { useId, useState } from 'react';
import {
  CURRENCY_QUESTION,
  KNOWN_CURRENCIES,
  type DocumentCurrencyResponse,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { focusRing } from '../../components/ui/styles';
import { apiRequest } from '../../lib/api';
import { currencyLabel } from '../../lib/currency-label';
import { errorMessage } from '../../lib/error-message';

const OPTIONS = KNOWN_CURRENCIES.map((code) => ({ code, label: currencyLabel(code) })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

const SAVE_FAILED = "We couldn't save the currency. Please try again.";

/**
 * Asks for the currency of a statement that names none, in its row once it is uploaded: until
 * then its figures have no currency, in the chat as in the sheets.
 */
export function CurrencyForm({ fileName }: { fileName: string }) {
  const id = useId();
  const [currency, setCurrency] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (saved) {
    return (
      <p role="status" className="mt-2 text-sm text-slate-700">
        Amounts in {fileName} are in {currencyLabel(saved)}.
      </p>
    );
  }
  return (
    <form
      aria-label={`Currency of ${fileName}`}
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        setError(null);
        apiRequest<DocumentCurrencyResponse>(
          'PATCH',
          `/api/documents/${encodeURIComponent(fileName)}`,
          { body: { currency } },
        )
          .then((response) => {
            setSaved(response.currency);
          })
          .catch((failure: unknown) => {
            setError(errorMessage(failure, SAVE_FAILED));
          })
          .finally(() => {
            setSaving(false);
          });
      }}
    >
      <label htmlFor={`${id}-currency`} className="block text-sm font-semibold text-slate-800">
        {CURRENCY_QUESTION.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {CURRENCY_QUESTION.hint}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <select
          id={`${id}-currency`}
          required
          value={currency}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setCurrency(event.target.value);
          }}
          className={`max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm ${focusRing}`}
        >
          <option value="">{CURRENCY_QUESTION.placeholder}</option>
          {OPTIONS.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" disabled={saving}>
          {CURRENCY_QUESTION.save}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
