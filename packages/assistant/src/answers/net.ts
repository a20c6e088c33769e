import { closingBalance, openingBalance } from '../statement/balances';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, periodText, scopeText, sumSizes } from './common';
import { select } from './select';
import { formatSignedMoney } from '../format/format-money';

/** Net change: money in less money out, and over the whole statement the balances it moved between. */
export function answerNet(view: StatementView, query: Query): Answer {
  const incoming = select(view, query, 'in');
  const outgoing = select(view, query, 'out');
  const net = sumSizes(incoming) - sumSizes(outgoing);
  const currency = currencyOf(view, query);
  const scope = scopeText(view, query) || periodText(view, query);
  let text = `Net change${scope}: ${formatSignedMoney(net, currency)} (money in ${money(view, sumSizes(incoming), query)} minus money out ${money(view, sumSizes(outgoing), query)}).`;
  const onlyPeriod = scopeText(view, query) === '';
  const opening = openingBalance(view);
  const closing = closingBalance(view);
  // Balances that the amounts do not account for (a statement whose running balances do not
  // add up) would contradict the net change beside them, so they are only quoted when they agree.
  if (onlyPeriod && opening !== undefined && closing && opening + net === closing.balanceMinor) {
    text += ` The balance went from ${money(view, opening)} to ${money(view, closing.balanceMinor)}.`;
  }
  return moneyAnswer(text, net, select(view, query, 'both'), currency);
}
