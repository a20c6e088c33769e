import {
  DEFAULT_DISPLAY_PREFERENCES,
  type DateDisplay,
  type UploadedDocument,
} from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';

/**
 * The success line naming the file and what was read from it, e.g.
 * "statement.csv uploaded: 42 transactions, 01-March-2026 to 31-March-2026."
 * Parts the server could not read (null) are left out rather than shown as blanks.
 */
export function uploadSummary(
  document: UploadedDocument,
  dateDisplay: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): string {
  const parts: string[] = [];
  const count = document.transactionCount;
  parts.push(count === 1 ? '1 transaction' : `${count} transactions`);
  if (document.periodStart && document.periodEnd) {
    parts.push(
      `${formatDisplayDate(document.periodStart, dateDisplay)} to ${formatDisplayDate(document.periodEnd, dateDisplay)}`,
    );
  }
  return `${document.fileName} uploaded: ${parts.join(', ')}.`;
}

/** Where Analyze File goes: the document's chat. */
export function analyzeLink(fileName: string): string {
  return `/my-projects?doc=${encodeURIComponent(fileName)}`;
}
