import { useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  DISPLAY_PREFERENCES_SAVED_MESSAGE,
  type CurrencyDisplay,
  type DateDisplay,
  type DisplayPreferences,
  type Me,
  type Theme,
} from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/format-money';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { updateDisplayPreferences } from './preferences-api';

const SAVE_FAILED_MESSAGE = 'Your display preferences could not be saved. Please try again.';

const THEME_CHOICES: readonly Choice<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Each choice shows today's date and an amount as it would look. */
function dateChoices(today: Date): Choice<DateDisplay>[] {
  const example = (display: DateDisplay) => formatDisplayDate(today, display);
  return [
    { value: 'day-month-year', label: 'Day, month, year', example: example('day-month-year') },
    { value: 'month-day-year', label: 'Month, day, year', example: example('month-day-year') },
    { value: 'iso', label: 'Year-month-day', example: example('iso') },
  ];
}

const EXAMPLE_AMOUNT = { minor: 123456, currency: 'INR' };

function currencyChoices(): Choice<CurrencyDisplay>[] {
  const example = (display: CurrencyDisplay) =>
    formatMoney(EXAMPLE_AMOUNT.minor, EXAMPLE_AMOUNT.currency, display);
  return [
    { value: 'symbol-before', label: 'Symbol first', example: example('symbol-before') },
    { value: 'symbol-after', label: 'Symbol after', example: example('symbol-after') },
    { value: 'code', label: 'Currency code', example: example('code') },
  ];
}

interface DisplaySectionProps {
  user: Me;
  onSaved: (user: Me) => void;
}

/**
 * Settings' "Display": the theme, how dates are written and where the currency goes. Each choice
 * is saved as it is made and applies at once through the session's user.
 */
export function DisplaySection({ user, onSaved }: DisplaySectionProps) {
  const [shown, setShown] = useState<DisplayPreferences>(user.preferences);
  // Only the newest choice's answer counts: arrowing through a group sends one request per step.
  const latestRequest = useRef(0);
  const [today] = useState(() => new Date());

  async function choose(change: Partial<DisplayPreferences>) {
    const before = shown;
    setShown({ ...shown, ...change });
    latestRequest.current += 1;
    const request = latestRequest.current;
    try {
      const saved = await updateDisplayPreferences(change);
      if (request !== latestRequest.current) return;
      onSaved(saved);
      toast.success(DISPLAY_PREFERENCES_SAVED_MESSAGE, { id: 'display-preferences' });
    } catch (error) {
      if (request !== latestRequest.current) return;
      setShown(before);
      toast.error(errorMessage(error, SAVE_FAILED_MESSAGE), { id: 'display-preferences' });
    }
  }

  return (
    <section aria-labelledby="display-heading" className="space-y-5">
      <div>
        <h2 id="display-heading" className="text-lg font-semibold text-slate-900">
          Display
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Saved to your account as you choose. The assistant&apos;s answers keep the standard
          format.
        </p>
      </div>
      <ChoiceGroup
        legend="Theme"
        choices={THEME_CHOICES}
        value={shown.theme}
        onChange={(theme) => void choose({ theme })}
      />
      <ChoiceGroup
        legend="Dates"
        choices={dateChoices(today)}
        value={shown.dateDisplay}
        onChange={(dateDisplay) => void choose({ dateDisplay })}
      />
      <ChoiceGroup
        legend="Amounts"
        choices={currencyChoices()}
        value={shown.currencyDisplay}
        onChange={(currencyDisplay) => void choose({ currencyDisplay })}
      />
    </section>
  );
}
