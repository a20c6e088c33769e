import {
  ALL_STATEMENTS,
  describeTransactionFilters,
  merchantRuleKey,
  type SheetTransaction,
  type TransactionCorrectionBody,
  type TransactionSortColumn,
} from '@sheetwise/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass, textLinkClass } from '../components/ui/styles';
import { SendToGoogleSheets } from '../features/statement-exports/SendToGoogleSheets';
import { SendToOneDrive } from '../features/statement-exports/SendToOneDrive';
import { CorrectionDialog } from '../features/transactions/CorrectionDialog';
import { SheetFilterBar } from '../features/transactions/SheetFilterBar';
import { SheetTable } from '../features/transactions/SheetTable';
import { SheetTotalsLine } from '../features/transactions/SheetTotalsLine';
import {
  filtersFromSearch,
  filtersQuery,
  type SheetFilters,
} from '../features/transactions/sheet-filters';
import { useSheetRows } from '../features/transactions/use-sheet-rows';
import { apiRequest } from '../lib/api';
import { errorMessage } from '../lib/error-message';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Every transaction of a statement (`?file=`), or of all the user's statements, as a sheet:
 * sorted, filtered and totalled by the server, corrected here, downloaded as CSV or XLSX. The
 * filters live in the address, so a filtered view can be linked to (the insights page does).
 */
export default function TransactionsPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(search, ALL_STATEMENTS), [search]);
  const query = filtersQuery(filters);
  const rows = useSheetRows(query);
  const [editing, setEditing] = useState<SheetTransaction | null>(null);
  const all = filters.file === ALL_STATEMENTS;
  usePageTitle(all ? 'All transactions' : `Transactions: ${filters.file}`);

  const apply = useCallback(
    (next: SheetFilters) => void navigate({ search: `?${filtersQuery(next)}` }, { replace: true }),
    [navigate],
  );
  const sort = (column: TransactionSortColumn) => {
    apply({
      ...filters,
      sort: column,
      order: filters.sort === column && filters.order === 'asc' ? 'desc' : 'asc',
    });
  };

  const save = async (row: SheetTransaction, body: TransactionCorrectionBody) => {
    try {
      const path = `/api/transactions/${encodeURIComponent(row.statement)}/${row.position}`;
      await apiRequest('PATCH', path, { body });
      toast.success(
        body.everyRowOfMerchant
          ? 'Saved as your rule. Every statement, and the Banking Assistant, now use it.'
          : 'Saved. The Banking Assistant now answers with your change.',
        { id: 'correction' },
      );
      rows.refresh();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Your change was not saved. Please try again.'), {
        id: 'correction',
      });
      return false;
    }
  };
  const removeRule = async (row: SheetTransaction) => {
    const key = merchantRuleKey(row.original?.merchant ?? row.merchant);
    try {
      await apiRequest('DELETE', `/api/merchant-rules/${encodeURIComponent(key)}`);
      toast.success(`Removed the rule for ${row.original?.merchant ?? row.merchant}.`, {
        id: 'correction',
      });
      rows.refresh();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'The rule was not removed. Please try again.'), {
        id: 'correction',
      });
      return false;
    }
  };

  const { summary } = rows;
  const title = all ? 'All transactions' : 'Transactions';
  return (
    <div className="space-y-5">
      <PageHeading title={title}>
        {all ? (
          'Every transaction of all your statements.'
        ) : (
          <span className="[overflow-wrap:anywhere]">Every transaction of {filters.file}.</span>
        )}
      </PageHeading>
      <nav
        aria-label="This statement"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
      >
        <Link
          to={
            all ? '/my-projects?chat=all' : `/my-projects?doc=${encodeURIComponent(filters.file)}`
          }
          className={textLinkClass}
        >
          Ask the Banking Assistant
        </Link>
        <Link to={`/insights?file=${encodeURIComponent(filters.file)}`} className={textLinkClass}>
          Insights
        </Link>
        {!all && (
          <Link to="/transactions?file=all" className={textLinkClass}>
            All my statements
          </Link>
        )}
      </nav>
      <SheetFilterBar
        filters={filters}
        categories={summary.status === 'ready' ? summary.summary.categories : []}
        onChange={apply}
      />
      {summary.status === 'loading' && <Spinner label="Loading the transactions" />}
      {summary.status === 'error' && (
        <LoadError what="the transactions" message={summary.message} onRetry={rows.retry} />
      )}
      {summary.status === 'ready' && (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SheetTotalsLine
              summary={summary.summary}
              filtered={describeTransactionFilters(filters)}
            />
            <div className="flex flex-wrap gap-2">
              {!all && (
                <>
                  <SendToGoogleSheets file={filters.file} />
                  <SendToOneDrive file={filters.file} />
                </>
              )}
              <a
                href={`/api/transactions/export.csv?${query}`}
                className={buttonClass('secondary', 'sm')}
                download
              >
                Download CSV
              </a>
              <a
                href={`/api/transactions/export.xlsx?${query}`}
                className={buttonClass('secondary', 'sm')}
                download
              >
                Download Excel (XLSX)
              </a>
            </div>
          </div>
          {summary.summary.total === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
              No transactions match these filters.
            </p>
          ) : (
            <SheetTable
              filters={filters}
              total={summary.summary.total}
              rows={rows}
              showStatement={all}
              onSort={sort}
              onEdit={setEditing}
            />
          )}
        </>
      )}
      {editing && (
        <CorrectionDialog
          row={editing}
          categories={summary.status === 'ready' ? summary.summary.categories : []}
          onClose={() => {
            setEditing(null);
          }}
          onSave={save}
          onRemoveRule={removeRule}
        />
      )}
    </div>
  );
}
