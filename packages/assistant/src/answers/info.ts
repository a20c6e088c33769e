import { daysBetween } from '../calendar/calendar';
import { formatRange } from '../format/format-date';
import { closingBalance } from '../statement/balances';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { day, money, plural, sumSizes } from './common';

/** When the first and last transactions happened, which may be inside the printed period. */
function dated(view: StatementView): string {
  const first = view.rows[0]?.tx.date ?? view.period.start;
  const last = view.rows[view.rows.length - 1]?.tx.date ?? view.period.end;
  if (first === view.period.start && last === view.period.end) return '';
  return ` The transactions run ${formatRange({ start: first, end: last })}.`;
}

/** Facts about the statement itself: its period, account, currency, bank, or a short overview. */
export function answerInfo(view: StatementView, query: Query): Answer {
  const { statement } = view;
  const info = (text: string): Answer => ({ text, kind: 'info', transactions: [] });
  const days = daysBetween(view.period.start, view.period.end) + 1;
  const period = `This statement covers ${day(view, view.period.start)} to ${day(view, view.period.end)} (${days} days) and lists ${plural(view.rows.length, 'transaction')}.`;
  switch (query.info) {
    case 'account':
      return info(
        statement.accountMasked
          ? `The account is ${statement.accountMasked}${statement.bank ? ` at ${statement.bank}` : ''} (only the last four digits are shown).`
          : "This statement doesn't show an account number.",
      );
    case 'bank':
      return info(
        statement.bank
          ? `The statement is from ${statement.bank}.`
          : "The statement doesn't name its bank.",
      );
    case 'currency':
      if (view.currencies)
        return info(`This statement mixes currencies: ${view.currencies.join(', ')}.`);
      return info(
        view.currency
          ? `Amounts are in ${view.currency}.`
          : "The statement doesn't say which currency it is in, so I show amounts without a currency symbol.",
      );
    case 'overview': {
      const incoming = view.rows.filter((row) => row.tx.amountMinor > 0);
      const outgoing = view.rows.filter((row) => row.tx.amountMinor < 0);
      const closing = closingBalance(view);
      const balance = closing
        ? ` The closing balance was ${money(view, closing.balanceMinor)}.`
        : '';
      const flows = view.currencies
        ? ''
        : ` Money in: ${money(view, sumSizes(incoming))} (${plural(incoming.length, 'credit')}); money out: ${money(view, sumSizes(outgoing))} (${plural(outgoing.length, 'debit')}).`;
      return info(`${period}${flows}${balance}`);
    }
    case 'recategorize':
      return info(
        "I can't change categories. I work them out from each transaction's description (and use the bank's own where the statement has them), so a question about a category covers the transactions I put there; name a merchant to ask about its transactions whatever their category.",
      );
    default:
      return info(`${period}${dated(view)}`);
  }
}
