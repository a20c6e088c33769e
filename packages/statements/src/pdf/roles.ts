import type { Role } from '../table/columns';

const DATE_ROLES = new Set<Role>(['date', 'secondaryDate', 'bookingDate']);
/** Columns whose amount is a transaction's: a header needs one of these. */
const AMOUNT_ROLES = new Set<Role>(['amount', 'debit', 'credit', 'net', 'gross']);
const MONEY_ROLES = new Set<Role>([...AMOUNT_ROLES, 'fee', 'balance']);

/** Columns holding a transaction's amount, or one side of it. */
export function isAmountRole(role: Role | null): boolean {
  return role !== null && AMOUNT_ROLES.has(role);
}

/** Columns holding money: amounts, fees and balances. */
export function isMoneyRole(role: Role | null): boolean {
  return role !== null && MONEY_ROLES.has(role);
}

/** Columns holding dates: the transaction's, a value or posting date, a booking date. */
export function isDateRole(role: Role | null): boolean {
  return role !== null && DATE_ROLES.has(role);
}
