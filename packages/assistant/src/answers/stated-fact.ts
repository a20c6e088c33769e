import type { StatedFacts } from '@sheetwise/statements';
import type { StatementView } from '../statement/view';
import type { Answer } from '../types';
import type { Query, StatedFactKind } from '../understand/query';
import { currencyOf, day, money } from './common';
import { NoBalance } from './no-balance';

/** Each figure by the name the answer gives it, and where the statement keeps it. */
const FACTS: Readonly<
  Record<StatedFactKind, { name: string; field: keyof StatedFacts; article: string }>
> = {
  amountDue: { name: 'total amount due', field: 'amountDueMinor', article: 'a' },
  minimumDue: { name: 'minimum payment', field: 'minimumDueMinor', article: 'a' },
  creditLimit: { name: 'credit limit', field: 'creditLimitMinor', article: 'a' },
  availableCredit: { name: 'available credit', field: 'availableCreditMinor', article: 'an' },
  dueDate: { name: 'payment due date', field: 'dueDate', article: 'a' },
};

/** The name a reading shows for a figure: `info · minimum payment`. */
export const factName = (fact: StatedFactKind) => FACTS[fact].name;

/**
 * A figure the statement prints in its summary (amount due, minimum payment, credit limit,
 * available credit, due date), as the statement printed it and the reader checked it. When the
 * statement prints none, the answer says so and gives no figure: the rows cannot make one (the
 * smallest row is no minimum payment, and no row is a credit limit).
 */
export function answerStatedFact(view: StatementView, query: Query): Answer | NoBalance {
  const fact = query.fact ?? 'amountDue';
  const { name, field, article } = FACTS[fact];
  const facts = view.statement.statedFacts;
  const value = facts?.[field];
  if (value === undefined) return new NoBalance(`This statement doesn't print ${article} ${name}.`);
  if (typeof value === 'string') {
    return {
      text: `The statement prints a payment due date of ${day(view, value)}.`,
      kind: 'info',
      transactions: [],
    };
  }
  const by =
    fact === 'amountDue' && facts?.dueDate ? `, to be paid by ${day(view, facts.dueDate)}` : '';
  return {
    text: `The statement prints ${article} ${name} of ${money(view, value)}${by}.`,
    kind: 'money',
    value,
    currency: currencyOf(view, query),
    transactions: [],
  };
}
