import { addDays, clampRange, daysBetween } from '../calendar/calendar';
import {
  type BalanceFact,
  balanceAtEndOf,
  balanceTrail,
  closingBalance,
  openingBalance,
} from '../statement/balances';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, day, money, whenText } from './common';

/** Why a balance cannot be given, for the caller to turn into a refusal with suggestions. */
export class NoBalance {
  constructor(readonly reason: string) {}
}

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

function answer(
  view: StatementView,
  text: string,
  fact: { balanceMinor: number; row?: Row | undefined; rows?: Row[] },
): Answer {
  return {
    text: `${text}${caveat(view)}`,
    kind: 'balance',
    value: fact.balanceMinor,
    currency: view.currency,
    transactions: cite(fact.rows ?? (fact.row ? [fact.row] : [])),
  };
}

const after = (fact: BalanceFact) => (fact.row ? `, after “${fact.row.tx.description}”` : '');

/**
 * Opening, closing, on a date (the end of that day), lowest, highest and average daily
 * balances, from the balances the statement printed (statement/balances.ts).
 */
export function answerBalance(view: StatementView, query: Query): Answer | NoBalance {
  // The statement's own opening and closing balances were vetted when it was read; anything
  // else comes from the running balances, which must be trustworthy.
  const { openingBalanceMinor, closingBalanceMinor } = view.statement;
  const labelled =
    !query.filters.range &&
    ((query.balance === 'opening' && openingBalanceMinor !== undefined) ||
      (query.balance === 'closing' && closingBalanceMinor !== undefined));
  const distrust = labelled ? undefined : untrusted(view);
  if (distrust) return distrust;
  const range = query.filters.range ? clampRange(query.filters.range, view.period) : undefined;
  switch (query.balance) {
    case 'opening': {
      if (range && range.start > view.period.start) {
        const fact = balanceAtEndOf(view, addDays(range.start, -1));
        if (!fact) return NONE;
        return answer(
          view,
          `At the start of ${day(view, range.start)} the balance was ${money(view, fact.balanceMinor)}${after(fact)}.`,
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
        `The opening balance was ${money(view, opening)} at the start of ${day(view, view.period.start)}${before}.`,
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
        `Your ${query.balance} balance${scope} was ${money(view, pick.balanceMinor)} on ${day(view, pick.row.tx.date)}, after “${pick.row.tx.description}” (${money(view, pick.row.tx.amountMinor)}).`,
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
        `Your average end-of-day balance ${whenText(view, span)} was ${money(view, average)}, over ${days} days.`,
        {
          balanceMinor: average,
          rows: view.rows.filter((row) => row.tx.date >= span.start && row.tx.date <= span.end),
        },
      );
    }
    case 'at': {
      const date = range?.end ?? view.period.end;
      const fact = balanceAtEndOf(view, date);
      if (!fact) return NONE;
      const how = fact.source === 'printed' ? ' as printed on the statement' : '';
      return answer(
        view,
        `At the end of ${day(view, date)} the balance was ${money(view, fact.balanceMinor)}${how}${after(fact)}.`,
        fact,
      );
    }
    default: {
      const fact = closingBalance(view);
      if (!fact) return NONE;
      return answer(
        view,
        `The closing balance was ${money(view, fact.balanceMinor)} at the end of ${day(view, view.period.end)}${after(fact)}.`,
        fact,
      );
    }
  }
}
