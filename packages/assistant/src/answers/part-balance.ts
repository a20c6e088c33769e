import { formatDate } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { NoBalance } from './no-balance';

/**
 * "The closing balance of my HDFC account", asked of all statements together: balances of
 * different accounts never add up, so the combined rows carry none, but a question naming one
 * statement is answered from that statement's own printed opening or closing balance.
 * Undefined when the question names no single statement.
 */
export function partBalance(view: StatementView, query: Query): Answer | NoBalance | undefined {
  const [part, other] = query.filters.statements ?? [];
  if (!view.parts || !part || other) return undefined;
  const asked = query.balance === 'opening' ? 'opening' : 'closing';
  const minor = asked === 'opening' ? part.openingBalanceMinor : part.closingBalanceMinor;
  if (query.filters.range || (query.balance !== 'opening' && query.balance !== 'closing'))
    return new NoBalance(
      `I can give ${part.name}'s opening and closing balances, but not other balances of one account while reading all your statements together: ask in that statement's own chat.`,
    );
  if (minor === undefined)
    return new NoBalance(`${part.name} doesn't print an ${asked} balance I could check.`);
  const currency = part.currency ?? null;
  const when =
    asked === 'opening'
      ? `at the start of ${formatDate(part.period.start)}`
      : `at the end of ${formatDate(part.period.end)}`;
  return {
    text: `The ${asked} balance of ${part.name} was ${formatMoney(minor, currency)} ${when}.`,
    kind: 'balance',
    value: minor,
    currency,
    transactions: [],
  };
}
