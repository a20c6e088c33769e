import { type DateRange, addDays, clampRange, daysBetween } from '../calendar/calendar';
import {
  type BalanceFact,
  balanceAtEndOf,
  balanceTrail,
  closingBalance,
  openingBalance,
} from '../statement/balances';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer, Chart } from '../types';
import { balancePerCurrency, inCurrency } from './balance-currencies';
import { type TrendPoint, balanceTrend } from './balance-trend';
import { cite, day, money, whenText } from './common';
import { NoBalance } from './no-balance';
import { partBalance } from './part-balance';

const NONE = new NoBalance(
  "This statement doesn't print a running balance or an opening balance, so I can't work out a balance from it.",
);

/**
 * Printed running balances are trusted when at least half of them follow from the amounts, as
 * the statements package decides for opening and closing balances; below that they are noise.
 */
function untrusted(view: StatementView): NoBalance | undefined {
  const check = view.statement.reconciliation;
  if (!check || check.checked === 0 || check.reconciled * 2 >= check.checked) return undefined;
  return new NoBalance(
    `The running balances printed on this statement don't add up (only ${check.reconciled} of ${check.checked} rows follow from the amounts), so I won't quote a balance from them.`,
  );
}

/** A note when printed balances do not follow from the amounts, so the figure is taken with care. */
function caveat(view: StatementView): string {
  const check = view.statement.reconciliation;
  if (!check || check.brokenRows.length === 0) return '';
  return ` Note: the statement's printed balance doesn't follow from the amounts on ${check.brokenRows.length} of ${check.checked} rows.`;
}

/** A card's balance below zero is what the holder owes: said so, rather than as a bare minus. */
const balanceMoney = (view: StatementView, minor: number) =>
  view.card && minor < 0 ? `${money(view, -minor)} owed` : money(view, minor);

function answer(
  view: StatementView,
  text: string,
  fact: { balanceMinor: number; row?: Row | undefined; rows?: Row[] },
  chart?: Chart,
): Answer {
  return {
    text,
    kind: 'balance',
    value: fact.balanceMinor,
    currency: view.currency,
    transactions: cite(fact.rows ?? (fact.row ? [fact.row] : [])),
    ...(chart ? { chart } : {}),
  };
}

/** Points a sentence can list; a longer trend is told by its ends and extremes. */
const LISTED_POINTS = 12;

function trendAnswer(view: StatementView, range: DateRange | undefined): Answer | NoBalance {
  const { unit, points } = balanceTrend(view, range);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return NONE;
  const each = unit === 'month' ? 'each month' : 'each day with transactions';
  const scope = range ? ` ${whenText(view, range)}` : '';
  const at = (point: TrendPoint) => `${balanceMoney(view, point.balanceMinor)} on ${point.label}`;
  const byBalance = [...points].sort((a, b) => a.balanceMinor - b.balanceMinor);
  const told =
    points.length <= LISTED_POINTS
      ? points
          .map((point) => `${point.label}: ${balanceMoney(view, point.balanceMinor)}`)
          .join('; ')
      : `from ${at(first)} to ${at(last)}, lowest ${at(byBalance[0] ?? first)}, highest ${at(byBalance[byBalance.length - 1] ?? last)}`;
  return answer(
    view,
    `Your balance at the end of ${each}${scope}: ${told}.`,
    { balanceMinor: last.balanceMinor, rows: points.map((point) => point.row) },
    {
      title: `Balance at the end of ${each}`,
      points: points.map((point) => ({ label: point.label, valueMinor: point.balanceMinor })),
    },
  );
}

const after = (fact: BalanceFact) => (fact.row ? `, after “${fact.row.tx.description}”` : '');

/**
 * Opening, closing, on a date (the end of that day), lowest, highest and average daily
 * balances, and the balance at the end of each month or day, from the balances the statement
 * printed (statement/balances.ts).
 */
export function answerBalance(view: StatementView, query: Query): Answer | NoBalance {
  const ofPart = partBalance(view, query);
  if (ofPart) return ofPart;
  if (view.currencies) {
    const code = query.filters.currency;
    if (code) return answerBalance(inCurrency(view, code), query);
    const each = balancePerCurrency(view, (narrowed) => {
      const one = answerBalance(narrowed, query);
      return one instanceof NoBalance ? undefined : one;
    });
    return each ?? NONE;
  }
  const result = balanceAnswer(view, query);
  return result instanceof NoBalance
    ? result
    : { ...result, text: `${result.text}${caveat(view)}` };
}

function balanceAnswer(view: StatementView, query: Query): Answer | NoBalance {
  // The statement's own opening and closing balances were vetted when it was read; anything
  // else comes from the running balances, which must be trustworthy.
  const { openingBalanceMinor, closingBalanceMinor } = view.statement;
  const labelled =
    !query.filters.range &&
    ((query.balance === 'opening' && openingBalanceMinor !== undefined) ||
      (query.balance === 'closing' && closingBalanceMinor !== undefined) ||
      (query.balance === 'both-ends' &&
        openingBalanceMinor !== undefined &&
        closingBalanceMinor !== undefined));
  const distrust = labelled ? undefined : untrusted(view);
  if (distrust) return distrust;
  const range = query.filters.range ? clampRange(query.filters.range, view.period) : undefined;
  switch (query.balance) {
    case 'both-ends': {
      // "Opening and closing balance": both answers, the closing one's figure as the headline.
      const start = balanceAnswer(view, { ...query, balance: 'opening' });
      const end = balanceAnswer(view, { ...query, balance: range ? 'at' : 'closing' });
      if (start instanceof NoBalance) return start;
      if (end instanceof NoBalance) return end;
      return {
        ...end,
        text: `${start.text} ${end.text}`,
        transactions: [...start.transactions, ...end.transactions],
      };
    }
    case 'opening': {
      if (range && range.start > view.period.start) {
        const fact = balanceAtEndOf(view, addDays(range.start, -1));
        if (!fact) return NONE;
        return answer(
          view,
          `At the start of ${day(view, range.start)} the balance was ${balanceMoney(view, fact.balanceMinor)}${after(fact)}.`,
          fact,
        );
      }
      const opening = openingBalance(view);
      if (opening === undefined) return NONE;
      // Cite the first row: the opening balance is what the account held just before it.
      const first = view.rows[0];
      const before = first ? `, before “${first.tx.description}”` : '';
      return answer(
        view,
        `The opening balance was ${balanceMoney(view, opening)} at the start of ${day(view, view.period.start)}${before}.`,
        first ? { balanceMinor: opening, row: first } : { balanceMinor: opening },
      );
    }
    case 'lowest':
    case 'highest': {
      const trail = balanceTrail(view).filter(
        ({ row }) => !range || (row.tx.date >= range.start && row.tx.date <= range.end),
      );
      const pick = trail.reduce<(typeof trail)[number] | undefined>((best, entry) => {
        if (!best) return entry;
        const better =
          query.balance === 'lowest'
            ? entry.balanceMinor < best.balanceMinor
            : entry.balanceMinor > best.balanceMinor;
        return better ? entry : best;
      }, undefined);
      if (!pick) return NONE;
      const scope = range ? ` ${whenText(view, range)}` : '';
      return answer(
        view,
        `Your ${query.balance} balance${scope} was ${balanceMoney(view, pick.balanceMinor)} on ${day(view, pick.row.tx.date)}, after “${pick.row.tx.description}” (${money(view, pick.row.tx.amountMinor)}).`,
        pick,
      );
    }
    case 'average': {
      const span = range ?? view.period;
      const days = daysBetween(span.start, span.end) + 1;
      let sum = 0;
      for (let index = 0; index < days; index++) {
        const fact = balanceAtEndOf(view, addDays(span.start, index));
        if (!fact) return NONE;
        sum += fact.balanceMinor;
      }
      const average = Math.round(sum / days);
      return answer(
        view,
        `Your average end-of-day balance ${whenText(view, span)} was ${balanceMoney(view, average)}, over ${days} days.`,
        {
          balanceMinor: average,
          rows: view.rows.filter((row) => row.tx.date >= span.start && row.tx.date <= span.end),
        },
      );
    }
    case 'trend':
      return trendAnswer(view, range);
    case 'at': {
      const date = range?.end ?? view.period.end;
      const fact = balanceAtEndOf(view, date);
      if (!fact) return NONE;
      const how = fact.source === 'printed' ? ' as printed on the statement' : '';
      return answer(
        view,
        `At the end of ${day(view, date)} the balance was ${balanceMoney(view, fact.balanceMinor)}${how}${after(fact)}.`,
        fact,
      );
    }
    default: {
      const fact = closingBalance(view);
      if (!fact) return NONE;
      return answer(
        view,
        `The closing balance was ${balanceMoney(view, fact.balanceMinor)} at the end of ${day(view, view.period.end)}${after(fact)}.`,
        fact,
      );
    }
  }
}
