import { ALL_STATEMENTS, type Insights } from '@sheetwise/contracts';
import { Link, useLocation } from 'react-router';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { textLinkClass } from '../components/ui/styles';
import { InsightsView } from '../features/insights/InsightsView';
import { fileOf, insightsApiPath } from '../features/insights/insights-links';
import { useApiResource } from '../lib/use-api-resource';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Insights (issue 18): one statement's (`?file=<name>`) or all statements' (`?file=all`, or no
 * file) spending by category, money in and out by month, balance, recurring payments and top
 * merchants.
 */
export default function InsightsPage() {
  usePageTitle('Insights');
  // useLocation rather than useSearchParams, as My Projects explains.
  const { search } = useLocation();
  const fileName = fileOf(search);
  const insights = useApiResource<Insights>(insightsApiPath(fileName));
  const { state } = insights;
  const chatLink =
    fileName === null
      ? '/my-projects?chat=all'
      : `/my-projects?doc=${encodeURIComponent(fileName)}`;
  return (
    <div className="space-y-6">
      <PageHeading title="Insights">
        <span className="[overflow-wrap:anywhere]">
          {fileName ?? 'All your statements together'}
        </span>
      </PageHeading>
      <Link to={chatLink} className={`inline-block text-sm ${textLinkClass}`}>
        Back to the chat
      </Link>
      {state.status === 'loading' && <Spinner label="Working out the insights" />}
      {state.status === 'error' && (
        <LoadError what="the insights" message={state.message} onRetry={insights.retry} />
      )}
      {state.status === 'ready' && (
        <InsightsView
          insights={state.data}
          file={fileName ?? ALL_STATEMENTS}
          combined={fileName === null}
        />
      )}
    </div>
  );
}
