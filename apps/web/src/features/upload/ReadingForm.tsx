import { useId, useState } from 'react';
import {
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  READING_ROLE_LABELS,
  READING_ROLES,
  type ReadingChoice,
  type ReadingDateOrder,
  type ReadingRole,
  type StatementReadingQuestion,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { focusRing } from '../../components/ui/styles';
import { useDisplayFormat } from '../preferences/use-display-format';

interface ReadingFormProps {
  fileName: string;
  /** The server's sentence: it was unsure, and asks the person to check. */
  message: string;
  question: StatementReadingQuestion;
  onConfirm: (reading: ReadingChoice) => void;
  onCancel: () => void;
}

/** Roles a file has one column of: choosing one for a column takes it from any other. */
const SINGLE_ROLES: readonly ReadingRole[] = [
  'amount',
  'debit',
  'credit',
  'direction',
  'balance',
  'currency',
];

const CELL = 'border-b border-slate-200 px-2 py-1 text-left align-top';

/**
 * Asks the person to check how an uncertain statement was read, as CSV importers do: the first
 * rows as the file has them and as we read them, a role for each column, the date order when the
 * dates fit both, and the sign when the amounts have none. The choice goes with the same file
 * again; the server remembers it for the next file of this layout.
 */
export function ReadingForm({
  fileName,
  message,
  question,
  onConfirm,
  onCancel,
}: ReadingFormProps) {
  const display = useDisplayFormat();
  const id = useId();
  const [roles, setRoles] = useState<ReadingRole[]>(() => question.columns.map((c) => c.role));
  const [dateOrder, setDateOrder] = useState<ReadingDateOrder>(question.dateOrder);
  const [flipSign, setFlipSign] = useState(false);
  const name = (index: number) => question.columns[index]?.header || `Column ${index + 1}`;

  function choose(index: number, role: ReadingRole) {
    setRoles((current) =>
      current.map((old, at) => {
        if (at === index) return role;
        return SINGLE_ROLES.includes(role) && old === role ? 'ignore' : old;
      }),
    );
  }

  return (
    <form
      aria-label={`Check how we read ${fileName}`}
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm({
          headerSignature: question.headerSignature,
          roles: Object.fromEntries(roles.map((role, index) => [String(index), role])),
          dateOrder,
          flipSign,
        });
      }}
    >
      <p className="text-sm font-medium break-words text-slate-800">{message}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {question.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">First rows of {fileName} as we read them</caption>
          <thead>
            <tr>
              {question.columns.map((column) => (
                <th key={column.index} scope="col" className={CELL}>
                  <label htmlFor={`${id}-role-${column.index}`} className="block font-semibold">
                    {name(column.index)}
                  </label>
                  <select
                    id={`${id}-role-${column.index}`}
                    value={roles[column.index]}
                    onChange={(event) => {
                      choose(column.index, event.target.value as ReadingRole);
                    }}
                    className={`mt-1 rounded-md border border-slate-300 bg-white px-1 py-0.5 font-normal ${focusRing}`}
                  >
                    {READING_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {READING_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </th>
              ))}
              <th scope="col" className={`${CELL} bg-slate-50`}>
                Date as read
              </th>
              <th scope="col" className={`${CELL} bg-slate-50`}>
                Amount as read
              </th>
            </tr>
          </thead>
          <tbody>
            {question.preview.map((row, index) => (
              // The preview is fixed for the question's life: its order is its identity.
              <tr key={index}>
                {row.cells.map((cell, column) => (
                  <td key={column} className={`${CELL} break-words`}>
                    {cell}
                  </td>
                ))}
                <td className={`${CELL} bg-slate-50 whitespace-nowrap`}>
                  {display.calendarDate(row.date)}
                </td>
                <td className={`${CELL} bg-slate-50 whitespace-nowrap`}>
                  {display.money(row.amountMinor, question.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {question.dateOrderUncertain && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Date order</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {DATE_ORDERS.map((order) => (
              <label key={order} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-date-order`}
                  value={order}
                  checked={dateOrder === order}
                  onChange={() => {
                    setDateOrder(order);
                  }}
                  className={focusRing}
                />
                {DATE_ORDER_LABELS[order]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {question.signUncertain && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={flipSign}
            onChange={(event) => {
              setFlipSign(event.target.checked);
            }}
            className={focusRing}
          />
          Money out is shown as positive
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Use this reading
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
