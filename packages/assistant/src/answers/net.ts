import { categoryFromLabel } from '../categories/categorize';
import { closingBalance, openingBalance } from '../statement/balances';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, periodText, scopeText, sumSizes } from './common';
import { select } from './select';
import { formatSignedMoney } from '../format/format-money';

/**
 * Net change: money in less money out; asked of the balance ("the net change in my balance"),
 * closing less opening balance; asked as a rate ("my savings rate"), the share of money in that
 * was kept.
 */
export function answerNetQuestion(view: StatementView, query: Query): Answer {
  if (query.rate) return answerSavingsRate(view, query);
  if (query.balance === 'change' && !query.filters.range) {
    const opening = openingBalance(view);
    const closing = closingBalance(view);
    if (opening !== undefined && closing) {
      const change = closing.balanceMinor - opening;
      const currency = currencyOf(view, query);
      const text = `Your balance changed by ${formatSignedMoney(change, currency)}${periodText(view, query)}: from ${money(view, opening)} at the start to ${money(view, closing.balanceMinor)} at the end.`;
      return moneyAnswer(text, change, closing.row ? [closing.row] : [], currency);
    }
  }
  return answerNet(view, query);
}

function answerSavingsRate(view: StatementView, asked: Query): Answer {
  // "What share of my income did I save?": income is what the rate is of, not a filter on it,
  // whether the word named our category or the bank's own ("Income").
  const query = {
    ...asked,
    filters: {
      ...asked.filters,
      categories: asked.filters.categories.filter((id) => id !== 'income'),
      bankCategories: asked.filters.bankCategories.filter(
        (label) => categoryFromLabel(label) !== 'income' && !/\bincome\b/i.test(label),
      ),
    },
  };
  const incoming = sumSizes(select(view, query, 'in'));
  const outgoing = sumSizes(select(view, query, 'out'));
  const currency = currencyOf(view, query);
  const scope = periodText(view, query);
  if (incoming === 0) {
    return moneyAnswer(
      `No money came in${scope}, so there is no savings rate to work out: money out was ${money(view, outgoing, query)}.`,
      0,
      select(view, query, 'out'),
      currency,
    );
  }
  const kept = incoming - outgoing;
  const rate = ((kept / incoming) * 100).toFixed(1);
  const text = `Your savings rate${scope} was ${rate}%: money in ${money(view, incoming, query)}, money out ${money(view, outgoing, query)}, so you kept ${formatSignedMoney(kept, currency)} (money in minus money out, divided by money in).`;
  return moneyAnswer(text, kept, select(view, query, 'both'), currency);
}

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
