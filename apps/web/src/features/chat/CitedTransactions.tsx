import { useId, useRef } from 'react';
import type { CitedTransaction } from '@sheetwise/contracts';
import { focusRing } from '../../components/ui/styles';
import { useDisplayFormat } from '../preferences/use-display-format';
import { useOverflowsX } from '../../lib/use-overflows-x';

/** Enough to check an answer by eye; a long list would bury the conversation. */
export const MAX_CITED_ROWS = 50;

interface CitedTransactionsProps {
  /** The first of them; the server sends a limited number. */
  transactions: CitedTransaction[];
  /** How many transactions are behind the answer in all. */
  total: number;
  /** The answer's currency, for rows that do not carry their own. */
  currency: string | null | undefined;
}

const cell = 'px-3 py-2 align-top';
/**
 * On a phone the date moves above the description, so the amount fits beside it without
 * scrolling sideways; screen readers meet it once either way, as the other copy is not shown.
 */
const wideOnly = 'hidden sm:table-cell';

/** The transactions an answer rests on, as the statement printed them. */
export function CitedTransactions({ transactions, total, currency }: CitedTransactionsProps) {
  const display = useDisplayFormat();
  const captionId = useId();
  const shown = transactions.slice(0, MAX_CITED_ROWS);
  // A message saved before the server sent a total has none: count what is there.
  const all = Number.isInteger(total) ? Math.max(total, transactions.length) : transactions.length;
  const more = all - shown.length;
  const withBalance = shown.some((row) => row.balanceMinor !== undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(scroller);

  return (
    <div>
      {/*
       * Scrolls sideways on a phone instead of the page; focusable then, so the keyboard can
       * scroll it, and only then: a long chat would otherwise make every answer a tab stop on the
       * way to the message box. A group, not a region: every answer has one, and landmarks must
       * have unique names.
       */}
      <div
        ref={scroller}
        role="group"
        aria-labelledby={captionId}
        tabIndex={scrolls ? 0 : undefined}
        className={`overflow-x-auto rounded-lg border border-slate-200 bg-white ${focusRing}`}
      >
        <table className="w-full text-left text-sm text-slate-800">
          <caption
            id={captionId}
            className="px-3 pt-2 pb-1 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            Transactions behind this answer
          </caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className={`${cell} ${wideOnly} font-semibold`}>
                Date
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Description
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Amount
              </th>
              {withBalance && (
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  Balance
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row, index) => {
              const rowCurrency = row.currency ?? currency;
              const date = display.date(row.date);
              return (
                // Rows have no id, and two can be identical; their order never changes.
                <tr key={index}>
                  <td className={`${cell} ${wideOnly} whitespace-nowrap`}>{date}</td>
                  {/*
                   * Wrapped anywhere, not only at spaces: a narration with none
                   * (`UPI/ZOMATO/zomato@hdfc`) would otherwise set the column's width and push
                   * the money columns out of the box.
                   */}
                  <td className={`${cell} min-w-36 [overflow-wrap:anywhere] sm:min-w-40`}>
                    <span data-narrow-only className="block text-xs text-slate-600 sm:hidden">
                      {date}
                    </span>
                    {row.description}
                  </td>
                  <td
                    className={`${cell} text-right whitespace-nowrap tabular-nums ${row.amountMinor < 0 ? 'text-red-700' : 'text-green-800'}`}
                  >
                    {display.money(row.amountMinor, rowCurrency)}
                  </td>
                  {withBalance && (
                    <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                      {row.balanceMinor === undefined
                        ? '—'
                        : display.money(row.balanceMinor, rowCurrency)}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="mt-1.5 text-xs text-slate-600">
          and {more} more {more === 1 ? 'transaction' : 'transactions'} not shown
        </p>
      )}
    </div>
  );
}
