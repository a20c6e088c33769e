import { monthKey } from '../calendar/calendar';
import type { CategoryId } from '../categories/category-table';
import { isBankLine } from '../categories/hierarchy';
import { formatMonth } from '../format/format-date';
import { detectRecurring } from '../statement/recurring';
import type { StatementView } from '../statement/view';
import type { Answer } from '../types';

/**
 * Merchants worth suggesting are real payees: not bank lines such as fees or cash, nor money
 * moved, earned or given back, nor rent and taxes, whose payees are rarely asked about by name.
 */
const NOT_PAYEES = new Set<CategoryId | undefined>([
  'income',
  'transfers',
  'refunds',
  'conversions',
  'rent',
  'taxes',
]);
const isPayee = (id: CategoryId | undefined) => !NOT_PAYEES.has(id) && !isBankLine(id);

function topMerchant(view: StatementView): string | undefined {
  const counts = new Map<string, number>();
  for (const row of view.rows) {
    if (row.tx.amountMinor >= 0 || !isPayee(row.categoryId ?? 'other')) continue;
    counts.set(row.merchant, (counts.get(row.merchant) ?? 0) + 1);
  }
  const [name, count] =
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  return count !== undefined && count >= 2 ? name : undefined;
}

/**
 * Three questions this statement can answer, tailored to it (its busiest merchant, its last
 * month). Each candidate is put to the engine first and kept only if it gets a real answer.
 */
export function suggestQuestions(
  view: StatementView,
  ask: (question: string) => Answer,
  exclude = '',
): string[] {
  const months = [...new Set(view.rows.map((row) => monthKey(row.tx.date)))];
  const lastMonth = months[months.length - 1];
  const merchant = topMerchant(view);
  const candidates = [
    'What was the closing balance?',
    merchant ? `How much did I spend at ${merchant}?` : undefined,
    months.length > 1 && lastMonth
      ? `How much did I spend in ${formatMonth(lastMonth)}?`
      : undefined,
    'What was my biggest expense?',
    detectRecurring(view.rows).length > 0 ? 'Which payments repeat every month?' : undefined,
    'Show my spending by category',
    'How much money came in?',
    'How many transactions are there?',
  ].filter((question): question is string => question !== undefined && question !== exclude);
  const chosen: string[] = [];
  for (const question of candidates) {
    if (chosen.length === 3) break;
    const answer = ask(question);
    if (answer.kind !== 'unanswerable' && !(answer.value === 0 && answer.kind !== 'balance'))
      chosen.push(question);
  }
  return chosen;
}
