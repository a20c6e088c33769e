import { useId } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** An example of the choice, shown after its label and read with it. */
  example?: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A radio group under its legend: arrow keys move between the choices, as in any native group,
 * and each choice is named by its label and example.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => {
                onChange(choice.value);
              }}
              className="accent-brand-600"
            />
            <span>
              {choice.label}
              {choice.example && <span className="text-slate-600"> ({choice.example})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
