import { parseDate, type DateOrder } from '../parse-date';

/** A date written inside a label: `31/03/2024`, `31.03.24`, `2024-03-31`, `20240331`. */
const DATE_IN_TEXT =
  /(?:^|\D)(\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|(?:19|20)\d{6})(?!\d)/;

export interface DatedBalance {
  date: string;
  minor: number;
}

/** The statement's first and last transaction dates, ISO (they compare as text). */
export interface Span {
  earliest: string;
  latest: string;
}

/** The date in a balance line's words ("Solde au 31/03/2024"), in the statement's date order. */
export function dateInLabel(text: string, order: DateOrder): string | null {
  const found = DATE_IN_TEXT.exec(text)?.[1];
  return found ? parseDate(found, order) : null;
}

/**
 * Balances a statement names by their date alone ("Solde au …", "Kontostand vom …", a last
 * "Saldo do dia"): one dated on or after its last transaction closes it, one dated before its
 * first opens it, and one dated in between is a day's balance, neither. The words cannot say
 * which, the dates can.
 */
export function placeDatedBalances(
  balances: readonly DatedBalance[],
  span: Span | null,
): { opening?: number; closing?: number } {
  if (!span) return {};
  let opening: DatedBalance | undefined;
  let closing: DatedBalance | undefined;
  for (const balance of balances) {
    if (balance.date >= span.latest) {
      if (!closing || balance.date >= closing.date) closing = balance;
    } else if (balance.date < span.earliest) {
      if (!opening || balance.date < opening.date) opening = balance;
    }
  }
  return {
    ...(opening ? { opening: opening.minor } : {}),
    ...(closing ? { closing: closing.minor } : {}),
  };
}

/** The span of the dated rows, or null when none is dated. */
export function spanOf(dates: readonly (string | null)[]): Span | null {
  let span: Span | null = null;
  for (const date of dates) {
    if (!date) continue;
    if (!span) span = { earliest: date, latest: date };
    else if (date < span.earliest) span.earliest = date;
    else if (date > span.latest) span.latest = date;
  }
  return span;
}
