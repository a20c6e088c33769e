import { Link } from 'react-router';
import type { ChatList } from '@sheetwise/contracts';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { textLinkClass } from '../../components/ui/styles';
import type { Resource } from '../../lib/use-api-resource';
import { insightsPath } from '../insights/insights-links';
import { useDisplayFormat } from '../preferences/use-display-format';

/** Enough to come back to this week's work; My Projects holds them all. */
const SHOWN = 5;

/**
 * The user's latest statements beside the upload card, each a link to its chat, so the dashboard
 * leads to the work rather than burying it under the figures.
 */
export function RecentStatements({ statements }: { statements: Resource<ChatList> }) {
  const display = useDisplayFormat();
  const { state } = statements;
  return (
    <section
      aria-labelledby="recent-statements-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="recent-statements-heading" className="text-lg font-semibold text-slate-900">
        Your statements
      </h3>
      <div className="mt-3">
        {state.status === 'loading' && <Spinner label="Loading your statements" />}
        {state.status === 'error' && (
          <LoadError what="your statements" message={state.message} onRetry={statements.retry} />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <p className="text-slate-600">
            None yet: upload a statement and ask the Banking Assistant about it.
          </p>
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.slice(0, SHOWN).map((statement) => (
                <li key={statement.fileName} className="min-w-0">
                  <Link
                    to={`/my-projects?doc=${encodeURIComponent(statement.fileName)}`}
                    className={`[overflow-wrap:anywhere] ${textLinkClass}`}
                  >
                    {statement.fileName}
                  </Link>
                  {statement.period && (
                    <span className="block text-sm text-slate-600">
                      {display.period(statement.period)}
                    </span>
                  )}
                  <span className="flex gap-4 text-sm">
                    <Link
                      to={`/transactions?file=${encodeURIComponent(statement.fileName)}`}
                      className={textLinkClass}
                    >
                      Transactions<span className="sr-only"> of {statement.fileName}</span>
                    </Link>
                    <Link to={insightsPath(statement.fileName)} className={textLinkClass}>
                      Insights<span className="sr-only"> for {statement.fileName}</span>
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/my-projects" className={`mt-4 inline-block text-sm ${textLinkClass}`}>
              All your chats
            </Link>
            <Link
              to={insightsPath(null)}
              className={`mt-4 ml-4 inline-block text-sm ${textLinkClass}`}
            >
              Insights for all statements
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
