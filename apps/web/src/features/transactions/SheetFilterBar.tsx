import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { focusRing } from '../../components/ui/styles';
import { isFiltered, withoutFilters, type SheetFilters } from './sheet-filters';

/** Typing in the search or an amount applies it once the user pauses. */
const TYPING_PAUSE_MS = 400;
const AMOUNT = /^\d{0,12}(\.\d{0,3})?$/;

interface SheetFilterBarProps {
  filters: SheetFilters;
  categories: readonly string[];
  onChange: (filters: SheetFilters) => void;
}

/**
 * The sheet's filters. Choices apply at once; typed text after a pause, so each key press does
 * not ask the server again. An amount that is not a number stays in the box with a message and
 * is not applied.
 */
export function SheetFilterBar({ filters, categories, onChange }: SheetFilterBarProps) {
  const [draft, setDraft] = useState(filters);
  const [shown, setShown] = useState(filters);
  // A new address (a link, Back, Clear) replaces what is in the boxes.
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const amountError = (value: string) =>
    AMOUNT.test(value.trim()) ? undefined : 'Enter an amount such as 12.50.';
  const valid = !amountError(draft.min) && !amountError(draft.max);

  useEffect(() => {
    if (!valid || draft === filters) return;
    const timer = setTimeout(() => {
      onChange(draft);
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, filters, valid, onChange]);

  const choose = (change: Partial<SheetFilters>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (valid) onChange(next);
  };

  return (
    <form
      role="search"
      aria-label="Filter transactions"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onChange(draft);
      }}
    >
      <TextField
        label="Search descriptions"
        name="q"
        type="search"
        value={draft.q}
        onValueChange={(q) => {
          setDraft({ ...draft, q });
        }}
      />
      <Choice
        label="Category"
        value={draft.category}
        onChange={(category) => {
          choose({ category });
        }}
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Choice>
      <Choice
        label="Money"
        value={draft.direction}
        onChange={(direction) => {
          choose({ direction: direction as SheetFilters['direction'] });
        }}
      >
        <option value="">In and out</option>
        <option value="in">Money in</option>
        <option value="out">Money out</option>
      </Choice>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="From"
          name="from"
          type="date"
          value={draft.from}
          onValueChange={(from) => {
            choose({ from });
          }}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          value={draft.to}
          onValueChange={(to) => {
            choose({ to });
          }}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Smallest amount"
          name="min"
          inputMode="decimal"
          value={draft.min}
          error={amountError(draft.min)}
          onValueChange={(min) => {
            setDraft({ ...draft, min });
          }}
        />
        <TextField
          label="Largest amount"
          name="max"
          inputMode="decimal"
          value={draft.max}
          error={amountError(draft.max)}
          onValueChange={(max) => {
            setDraft({ ...draft, max });
          }}
        />
      </div>
      {draft.merchant && (
        <p className="self-end text-sm text-slate-700">
          Merchant: <strong>{draft.merchant}</strong>{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              choose({ merchant: '' });
            }}
          >
            Any merchant
          </Button>
        </p>
      )}
      {isFiltered(filters) && (
        <div className="self-end">
          <Button
            variant="secondary"
            onClick={() => {
              onChange(withoutFilters(filters));
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}

function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
        className={`mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm ${focusRing}`}
      >
        {props.children}
      </select>
    </div>
  );
}
