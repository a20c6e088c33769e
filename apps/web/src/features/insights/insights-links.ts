import { ALL_STATEMENTS } from '@sheetwise/contracts';

/** The insights of one statement, or of all of them when `fileName` is null. */
export function insightsPath(fileName: string | null): string {
  return `/insights?${new URLSearchParams({ file: fileName ?? ALL_STATEMENTS }).toString()}`;
}

/** Which rows of the transactions page a chart's figure comes from. */
export type TransactionFilter =
  | { category: string; direction: 'out' }
  | { merchant: string; direction: 'out' }
  | { from: string; to: string };

/** The transactions page showing the rows behind a figure. */
export function transactionsPath(file: string, filter: TransactionFilter): string {
  return `/transactions?${new URLSearchParams({ file, ...filter }).toString()}`;
}

/** What the insights page is about: a statement's file name, or null for all of them. */
export function fileOf(search: string): string | null {
  const file = new URLSearchParams(search).get('file');
  return !file || file === ALL_STATEMENTS ? null : file;
}

export function insightsApiPath(fileName: string | null): string {
  return fileName === null
    ? '/api/insights/all'
    : `/api/documents/${encodeURIComponent(fileName)}/insights`;
}
