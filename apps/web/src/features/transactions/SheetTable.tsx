import {
  BALANCE_CHECK_LABELS,
  type SheetTransaction,
  type TransactionSortColumn,
} from '@sheetwise/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { focusRing } from '../../components/ui/styles';
import { useDisplayFormat } from '../preferences/use-display-format';
import type { SheetFilters } from './sheet-filters';
import type { SheetRows } from './use-sheet-rows';

const ROW_HEIGHT = 48;

interface Column {
  label: string;
  sort?: TransactionSortColumn;
  numeric?: boolean;
  width: string;
}

const COLUMNS: Column[] = [
  { label: 'Date', sort: 'date', width: 'w-40' },
  { label: 'Description', sort: 'description', width: 'w-72' },
  { label: 'Merchant', sort: 'merchant', width: 'w-44' },
  { label: 'Category', sort: 'category', width: 'w-44' },
  { label: 'Amount', sort: 'amount', numeric: true, width: 'w-36' },
  { label: 'Balance', sort: 'balance', numeric: true, width: 'w-36' },
  { label: 'Balance check', width: 'w-36' },
  { label: 'Status', width: 'w-28' },
];

interface SheetTableProps {
  filters: SheetFilters;
  total: number;
  rows: SheetRows;
  /** Every statement together: each row names its statement. */
  showStatement: boolean;
  onSort: (column: TransactionSortColumn) => void;
  onEdit: (row: SheetTransaction) => void;
}

/**
 * The sheet: a real table, so screen readers announce rows and columns, of which only the rows in
 * view are in the page (a statement may hold 225,000). `aria-rowcount` and `aria-rowindex` tell
 * assistive technology where a row sits in the whole. The scrolling box is one tab stop.
 */
export function SheetTable({
  filters,
  total,
  rows,
  showStatement,
  onSort,
  onEdit,
}: SheetTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change as it measures, so the React Compiler leaves this
  // component unmemoized, which is what a table that re-renders on every scroll needs anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const { load, summary } = rows;

  useEffect(() => {
    if (total > 0) load(first, last);
  }, [first, last, total, load, summary]);

  const columns = showStatement
    ? [...COLUMNS, { label: 'Statement', width: 'w-48' } satisfies Column]
    : COLUMNS;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <div
      ref={scroller}
      role="region"
      aria-label="Transactions"
      tabIndex={0}
      className={`h-[65vh] min-h-80 overflow-auto rounded-2xl border border-slate-200 bg-white ${focusRing}`}
    >
      <table aria-rowcount={total + 1} className="w-max min-w-full table-fixed text-sm">
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-700 shadow-sm">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${column.width} px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
                aria-sort={
                  column.sort && filters.sort === column.sort
                    ? filters.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sort ? (
                  <SortButton
                    column={column}
                    active={filters.sort === column.sort}
                    order={filters.order}
                    onSort={onSort}
                  />
                ) : (
                  column.label
                )}
              </th>
            ))}
            <th scope="col" className="w-24 px-3 py-2 font-semibold">
              Correct
            </th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map((item) => {
            const row = rows.rowAt(item.index);
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                style={{ height: ROW_HEIGHT }}
                className="border-t border-slate-100"
              >
                {row ? (
                  <RowCells row={row} showStatement={showStatement} onEdit={onEdit} />
                ) : (
                  <td colSpan={columns.length + 1} className="px-3 text-slate-500">
                    Loading…
                  </td>
                )}
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}

function SortButton(props: {
  column: Column;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: (column: TransactionSortColumn) => void;
}) {
  const { column, active, order, onSort } = props;
  const Arrow = order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => {
        if (column.sort) onSort(column.sort);
      }}
      className={`inline-flex items-center gap-1 rounded-sm hover:text-slate-900 ${focusRing}`}
    >
      {column.label}
      {active && <Arrow aria-hidden="true" className="h-3.5 w-3.5" />}
    </button>
  );
}

const cell = 'truncate px-3';

function RowCells(props: {
  row: SheetTransaction;
  showStatement: boolean;
  onEdit: (row: SheetTransaction) => void;
}) {
  const { row, showStatement, onEdit } = props;
  const display = useDisplayFormat();
  const corrected = row.correctedBy
    ? ` (changed by ${row.correctedBy === 'row' ? 'you' : 'your rule'})`
    : '';
  return (
    <>
      <td className={`${cell} whitespace-nowrap`}>{display.calendarDate(row.date)}</td>
      <td className={cell} title={row.description}>
        {row.description}
      </td>
      <td className={cell} title={row.merchant + corrected}>
        {row.merchant}
      </td>
      <td className={cell} title={row.category + corrected}>
        {row.category}
        {row.correctedBy && <span className="sr-only">{corrected}</span>}
      </td>
      <td
        className={`${cell} text-right tabular-nums ${row.amountMinor < 0 ? 'text-slate-900' : 'text-emerald-800'}`}
      >
        {display.money(row.amountMinor, row.currency)}
      </td>
      <td className={`${cell} text-right tabular-nums`}>
        {row.balanceMinor === null ? '' : display.money(row.balanceMinor, row.currency)}
      </td>
      <td
        className={`${cell} ${row.balanceCheck === 'breaks' ? 'font-semibold text-red-800' : ''}`}
      >
        {BALANCE_CHECK_LABELS[row.balanceCheck]}
      </td>
      <td className={cell}>{row.pending ? 'Pending' : 'Booked'}</td>
      {showStatement && (
        <td className={cell} title={row.statement}>
          {row.statement}
        </td>
      )}
      <td className="px-3">
        <button
          type="button"
          onClick={() => {
            onEdit(row);
          }}
          aria-label={`Correct ${row.description} on ${display.calendarDate(row.date)}`}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:bg-brand-50 ${focusRing}`}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </button>
      </td>
    </>
  );
}
