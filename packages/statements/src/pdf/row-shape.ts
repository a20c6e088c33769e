import { looksLikeDate } from './dates';
import { isDateRole, isMoneyRole } from './roles';
import { isAmountText } from './values';
import type { Column } from './types';

/** What a row's cells hold, by the roles of their columns. */
export interface RowShape {
  /** A date column holds a date (with or without a year). */
  dated: boolean;
  /** A money column holds an amount. */
  amount: boolean;
  /** Some money column holds something, amount or not. */
  moneyFilled: boolean;
  /** Only description-like columns (description, payee, unnamed) hold text. */
  textOnly: boolean;
  /** A date column holds words instead: a group heading such as `Payments` or a holder's name. */
  wordsInDate: boolean;
  /** Text outside the money columns. */
  labelled: boolean;
}

export function describeRow(cells: readonly string[], columns: readonly Column[]): RowShape {
  const shape: RowShape = {
    dated: false,
    amount: false,
    moneyFilled: false,
    textOnly: true,
    wordsInDate: false,
    labelled: false,
  };
  let filled = false;
  for (const [index, column] of columns.entries()) {
    const cell = cells[index] ?? '';
    if (!cell) continue;
    filled = true;
    const { role } = column;
    if (isMoneyRole(role)) {
      shape.moneyFilled = true;
      if (isAmountText(cell)) shape.amount = true;
    } else {
      shape.labelled = true;
    }
    if (isDateRole(role)) {
      if (looksLikeDate(cell)) shape.dated = true;
      else if (/\p{L}{2}/u.test(cell)) shape.wordsInDate = true;
    }
    if (role !== null && role !== 'description' && role !== 'payee') shape.textOnly = false;
  }
  if (!filled) shape.textOnly = false;
  return shape;
}
