import {
  READING_CHOICE_UNUSABLE_MESSAGE,
  READING_ROLES,
  type ReadingChoice,
  type ReadingRole,
} from '@sheetwise/contracts';
import { isDirectionColumn } from '../layout/direction';
import { parseDate, parseDateColumn, type DateColumn, type DateOrder } from '../parse-date';
import { namesDirection, type Columns } from './columns';

type Rows = readonly (readonly string[])[];

/** Roles a table has one column of at most: a second would leave the reader two answers. */
const SINGLE: readonly ReadingRole[] = [
  'amount',
  'debit',
  'credit',
  'direction',
  'balance',
  'currency',
];

/**
 * Each column's role in the words a person chooses from. Roles the person is not offered
 * (references, categories, fees) show as 'ignore', and are kept unless the person changes them.
 */
export function displayedRoles(columns: Columns, rows: Rows): ReadingRole[] {
  const roles: ReadingRole[] = columns.names.map(() => 'ignore');
  const set = (index: number | undefined, role: ReadingRole) => {
    if (index !== undefined && index < roles.length) roles[index] = role;
  };
  for (const index of columns.descriptions) set(index, 'description');
  for (const index of columns.payees) set(index, 'description');
  for (const index of columns.secondaryDates) set(index, 'date');
  set(columns.bookingDate, 'date');
  set(columns.date, 'date');
  set(columns.amount ?? columns.net, 'amount');
  set(columns.debit, 'debit');
  set(columns.credit, 'credit');
  set(columns.balance, 'balance');
  set(columns.currency, 'currency');
  set(columns.flag, 'direction');
  const { type } = columns;
  if (type !== undefined && columns.flag === undefined) {
    const direction = isDirectionColumn(rows, type) || namesDirection(columns.names[type] ?? '');
    if (direction) set(type, 'direction');
  }
  return roles;
}

export type AppliedChoice = { ok: true; columns: Columns } | { ok: false; message: string };

/**
 * The table's columns with the person's roles: a column whose role they left as shown keeps
 * everything the reader knew of it; a changed one takes the chosen role alone. The result must
 * have a date and money: one amount (with a direction column or not), or money out and in.
 */
export function applyChoice(
  columns: Columns,
  rows: Rows,
  roles: ReadingChoice['roles'],
): AppliedChoice {
  const width = columns.names.length;
  const shown = displayedRoles(columns, rows);
  const final = [...shown];
  const changed: number[] = [];
  for (const [key, role] of Object.entries(roles)) {
    const index = Number(key);
    if (
      !/^\d+$/.test(key) ||
      index >= width ||
      !(READING_ROLES as readonly string[]).includes(role)
    ) {
      return { ok: false, message: READING_CHOICE_UNUSABLE_MESSAGE };
    }
    final[index] = role;
    if (role !== shown[index]) changed.push(index);
  }
  if (!usable(final)) return { ok: false, message: READING_CHOICE_UNUSABLE_MESSAGE };
  if (changed.length === 0) return { ok: true, columns };
  const result = withoutColumns(columns, changed);
  const newDates: number[] = [];
  for (const index of changed) {
    const role = final[index];
    if (role === 'date') newDates.push(index);
    else if (role === 'description') result.descriptions.push(index);
    else if (role === 'direction') result.type = index;
    else if (role && role !== 'ignore') result[role] = index;
  }
  if (result.date === undefined) result.date = newDates.shift() ?? result.secondaryDates.shift();
  result.secondaryDates.push(...newDates);
  return { ok: true, columns: result };
}

function usable(roles: readonly ReadingRole[]): boolean {
  const count = (role: ReadingRole) => roles.filter((r) => r === role).length;
  if (SINGLE.some((role) => count(role) > 1)) return false;
  if (count('date') === 0) return false;
  if (count('direction') > 0 && count('amount') === 0) return false;
  const money = count('amount') + count('debit') + count('credit');
  return money > 0 && !(count('amount') > 0 && count('debit') + count('credit') > 0);
}

/** A copy of the columns with the given ones taken out of every role. */
function withoutColumns(columns: Columns, removed: readonly number[]): Columns {
  const gone = new Set(removed);
  const keep = (list: readonly number[]) => list.filter((index) => !gone.has(index));
  const result: Columns = {
    ...columns,
    secondaryDates: keep(columns.secondaryDates),
    descriptions: keep(columns.descriptions),
    payees: keep(columns.payees),
    references: keep(columns.references),
    names: [...columns.names],
  };
  for (const key of SINGLE_KEYS) {
    const index = result[key];
    if (index !== undefined && gone.has(index)) Reflect.deleteProperty(result, key);
  }
  return result;
}

const SINGLE_KEYS = [
  'date',
  'bookingDate',
  'amount',
  'debit',
  'credit',
  'gross',
  'fee',
  'net',
  'balance',
  'type',
  'flag',
  'currency',
  'category',
  'status',
  'account',
  'from',
  'to',
] as const satisfies readonly (keyof Columns)[];

/** A date order a person chose: always applied when given now, a remembered one only if needed. */
export interface DateChoice {
  order?: DateOrder;
  forced: boolean;
}

/**
 * The date column in the order the file settles, or the chosen one: a choice given with the file
 * always wins; a remembered one only where the dates themselves leave the order open (January's
 * export asked, February's has a 15th and says so itself).
 */
export function chosenDateColumn(
  values: readonly string[],
  hint: DateOrder | undefined,
  { order, forced }: DateChoice,
): DateColumn {
  const read = forced && order ? null : parseDateColumn(values, hint);
  if (read && (!order || !read.guessed)) return read;
  const chosen = order ?? 'dmy';
  return { dates: values.map((value) => parseDate(value, chosen)), order: chosen, guessed: false };
}
