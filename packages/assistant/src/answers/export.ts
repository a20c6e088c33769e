import type { StatementView } from '../statement/view';
import type { Answer, PreviousTurn } from '../types';
import { namesSomething, type Query } from '../understand/query';
import { cite, periodText, plural, scopeText } from './common';
import { select } from './select';

const READY = 'ready to download';

/** Whether an export question says which rows it wants ("export my Tesco payments in March"). */
function choosesRows(asked: Query): boolean {
  const { filters } = asked;
  return (
    namesSomething(filters) ||
    asked.direction !== undefined ||
    filters.range !== undefined ||
    filters.min !== undefined ||
    filters.max !== undefined ||
    filters.exact !== undefined ||
    filters.pending === true
  );
}

/**
 * "Export these transactions", "download this as Excel": the rows behind the chat's last answer
 * (the caller keeps them and attaches the download), or the rows the question itself names, or,
 * with neither, the whole statement. Never a figure: the file is the answer.
 */
export function answerExport(
  view: StatementView,
  asked: Query,
  full: Query,
  previous: PreviousTurn | undefined,
): Answer {
  if (choosesRows(asked)) {
    const rows = select(view, full);
    const scope = scopeText(view, full) || periodText(view, full);
    if (rows.length > 0) {
      return {
        text: `Here ${rows.length === 1 ? 'is' : 'are'} the ${plural(rows.length, 'transaction')}${scope}, ${READY}.`,
        kind: 'export',
        exportOf: 'these',
        transactions: cite(rows),
      };
    }
    return wholeStatement(
      view,
      `There are no transactions${scope}, so there is nothing to export.`,
    );
  }
  const rowCount = previous?.rowCount ?? 0;
  if (rowCount > 0) {
    return {
      text: `Here ${rowCount === 1 ? 'is' : 'are'} the ${plural(rowCount, 'transaction')} behind your last answer, ${READY}.`,
      kind: 'export',
      exportOf: 'previous',
      transactions: [],
    };
  }
  const why = previous
    ? 'Your last answer did not rest on transactions I can export.'
    : 'There is no earlier answer to export yet.';
  return wholeStatement(view, why);
}

function wholeStatement(view: StatementView, why: string): Answer {
  return {
    text: `${why} Here ${view.rows.length === 1 ? 'is' : 'are'} all ${plural(view.rows.length, 'transaction')} instead, ${READY} or to open in the transactions sheet.`,
    kind: 'export',
    exportOf: 'statement',
    transactions: [],
  };
}
