import {
  type BalanceCheck,
  type TransactionFilters,
  type TransactionSortColumn,
} from '@sheetwise/contracts';
import { movesOwnMoneyLabel } from '@sheetwise/assistant';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { digitsOf } from './currency-digits';

/** The documents a sheet shows, all the user's own (the service has checked). */
export interface SheetScope {
  userId: string;
  documentIds: readonly string[];
  /** Whether any of the documents has a corrected row, and whether the user has any rule. */
  rowCorrections: boolean;
  rules: boolean;
  /**
   * Whether the documents are read as one (the sheet of all statements): a row another
   * statement's copy stands for is left out, and a row the combined reading labels otherwise (a
   * move between the user's own accounts) shows that label, as the all-statements chat and
   * insights count them. `ensureCombinedReading` has stored both.
   */
  combined: boolean;
}

/** A row of the sheet as the database gives it: what was read, and what the user changed. */
export interface SheetRow {
  statement: string;
  position: number;
  date: string;
  description: string;
  amount_minor: number;
  balance_minor: number | null;
  currency: string | null;
  pending: boolean;
  balance_check: BalanceCheck;
  read_merchant: string;
  read_category: string;
  merchant: string;
  category: string;
  corrected_by: 'row' | 'rule' | null;
}

/**
 * Rows chosen one by one, as pairs of a statement's file name and a position in it: the rows
 * behind an assistant's answer. Matched in the database, so any number of them costs one query.
 */
export interface ChosenRows {
  statements: string[];
  positions: number[];
}

/** The sheet's filters, and for a download of an answer's rows, those rows only. */
export type SheetFilters = TransactionFilters & { chosen?: ChosenRows };

/**
 * Every row of the scope with the user's corrections over what was read: a row's own correction
 * first, then the user's rule for its merchant. A printed balance is checked when the statement
 * was reconciled, and breaks where the reconciliation found it did not follow. The rows are
 * unpacked from the chunks with only the columns the sheet shows, and the corrections joined
 * only when the user has any: on a 225,000-row statement each costs more than the page itself.
 */
function shownRows(scope: SheetScope): RawBuilder<unknown> {
  const rowCorrections = scope.rowCorrections
    ? sql`left join transaction_corrections c on c.document_id = s.id and c.position = t.position`
    : sql`left join (select null::text as merchant, null::text as category) c on false`;
  const rules = scope.rules
    ? sql`left join merchant_rules r
        on r.user_id = ${scope.userId} and r.merchant_key = lower(btrim(t.merchant))`
    : sql`left join (select null::text as merchant, null::text as category) r on false`;
  const combined = scope.combined
    ? sql`left join combined_rows x on x.document_id = s.id and x.position = t.position`
    : sql`left join (select false as shared, null::text as category) x on false`;
  return sql`
    with scope as (
      select d.id, d.file_name,
        jsonb_typeof(d.summary -> 'reconciliation') = 'object' as checked,
        array(
          select jsonb_array_elements_text(d.summary -> 'reconciliation' -> 'brokenRows')::integer
          where jsonb_typeof(d.summary -> 'reconciliation' -> 'brokenRows') = 'array'
        ) as broken
      from documents d
      where d.user_id = ${scope.userId} and d.id = any(${[...scope.documentIds]}::uuid[])
    ),
    sheet as (
      select s.file_name as statement, t.position, t.date, t.description, t.amount_minor,
        t.balance_minor, t.currency, coalesce(t.pending, false) as pending,
        case
          when t.balance_minor is null or not s.checked then 'unchecked'
          when t.position = any(s.broken) then 'breaks'
          else 'agrees'
        end as balance_check,
        coalesce(t.merchant, t.description) as read_merchant,
        coalesce(x.category, t.read_category, 'Other') as read_category,
        c.merchant as row_merchant, c.category as row_category,
        r.merchant as rule_merchant, r.category as rule_category
      from scope s
      join transaction_chunks chunk on chunk.document_id = s.id
      cross join lateral (
        select chunk.first_position + item.ordinality::integer - 1 as position, item.date,
          item.description, item.amount_minor, item.balance_minor,
          coalesce(item.currency, chunk.currency) as currency, item.merchant,
          item.read_category, item.pending
        from unnest(chunk.dates, chunk.descriptions, chunk.amounts_minor, chunk.balances_minor,
          chunk.currencies, chunk.merchants, chunk.read_categories, chunk.pendings)
          with ordinality as item (date, description, amount_minor, balance_minor, currency,
            merchant, read_category, pending, ordinality)
      ) t
      ${combined}
      ${rowCorrections}
      ${rules}
      where x.shared is not true
    )
    select statement, position, date, description, amount_minor,
      balance_minor, currency, pending, balance_check, read_merchant, read_category,
      coalesce(row_merchant, rule_merchant, read_merchant) as merchant,
      coalesce(row_category, rule_category, read_category) as category,
      case
        when row_merchant is not null or row_category is not null then 'row'
        when rule_merchant is not null or rule_category is not null then 'rule'
      end as corrected_by
    from sheet`;
}

/** `%` and `_` typed by the user are the characters themselves, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereClause(filters: SheetFilters): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filters.chosen) {
    const { statements, positions } = filters.chosen;
    conditions.push(sql`(statement, position) in (
      select * from unnest(${statements}::text[], ${positions}::integer[]))`);
  }
  if (filters.from) conditions.push(sql`date >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`date <= ${filters.to}::date`);
  if (filters.category) conditions.push(sql`category = ${filters.category}`);
  if (filters.merchant) conditions.push(sql`lower(merchant) = lower(${filters.merchant})`);
  if (filters.direction === 'in') conditions.push(sql`amount_minor > 0`);
  if (filters.direction === 'out') conditions.push(sql`amount_minor < 0`);
  const size = sql`abs(amount_minor)`;
  const scale = sql`power(10, ${digitsOf(sql.ref('currency'))})`;
  if (filters.min) conditions.push(sql`${size} >= ${filters.min}::numeric * ${scale}`);
  if (filters.max) conditions.push(sql`${size} <= ${filters.max}::numeric * ${scale}`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(sql`(description ilike ${pattern} or merchant ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

const SORT_EXPRESSIONS: Record<TransactionSortColumn, RawBuilder<unknown>> = {
  date: sql`date`,
  description: sql`lower(description)`,
  merchant: sql`lower(merchant)`,
  category: sql`lower(category)`,
  amount: sql`amount_minor`,
  balance: sql`balance_minor`,
};

function orderClause(filters: TransactionFilters): RawBuilder<unknown> {
  const direction = filters.order === 'desc' ? sql`desc` : sql`asc`;
  // Rows of one day keep the statement's order, whichever way the sheet is sorted.
  return sql`${SORT_EXPRESSIONS[filters.sort]} ${direction} nulls last, date ${direction}, statement, position ${direction}`;
}

/** One page of the filtered, sorted rows. */
export async function sheetPage(
  db: Kysely<DB>,
  scope: SheetScope,
  filters: SheetFilters,
  page: { offset: number; limit: number },
): Promise<SheetRow[]> {
  const { rows } = await sql<SheetRow>`
    select * from (${shownRows(scope)}) shown
    where ${whereClause(filters)}
    order by ${orderClause(filters)}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

/** Every filtered row, in order, a page at a time: for downloads of any size. */
export async function* sheetRows(
  db: Kysely<DB>,
  scope: SheetScope,
  filters: SheetFilters,
  pageSize = 5_000,
): AsyncGenerator<SheetRow> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await sheetPage(db, scope, filters, { offset, limit: pageSize });
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** A currency's filtered rows: how many, and money in and out, own moves apart. */
export interface CurrencyTotals {
  currency: string | null;
  count: number;
  inMinor: number;
  outMinor: number;
  ownMoves: number;
}

/**
 * The filtered rows' count and money in and out, per currency, most used first. Money in and out
 * leave out moves between the user's own accounts and balances, as the assistant and the insights
 * do (`movesOwnMoneyLabel`), unless the filter asks for such a category itself; they are counted
 * apart. Summed per category in the database, whose labels decide which rows are such moves.
 */
export async function sheetTotals(
  db: Kysely<DB>,
  scope: SheetScope,
  filters: TransactionFilters,
): Promise<CurrencyTotals[]> {
  const { rows } = await sql<{
    currency: string | null;
    category: string;
    count: number;
    in_minor: number;
    out_minor: number;
  }>`
    select currency, category, count(*)::integer as count,
      coalesce(sum(amount_minor) filter (where amount_minor > 0), 0)::bigint as in_minor,
      coalesce(sum(amount_minor) filter (where amount_minor < 0), 0)::bigint as out_minor
    from (${shownRows(scope)}) shown
    where ${whereClause(filters)}
    group by currency, category`.execute(db);
  const asked = filters.category !== undefined && movesOwnMoneyLabel(filters.category);
  const totals = new Map<string | null, CurrencyTotals>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      count: 0,
      inMinor: 0,
      outMinor: 0,
      ownMoves: 0,
    };
    total.count += row.count;
    if (!asked && movesOwnMoneyLabel(row.category)) total.ownMoves += row.count;
    else {
      total.inMinor += row.in_minor;
      total.outMinor += row.out_minor;
    }
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort(
    (a, b) => b.count - a.count || (a.currency ?? '').localeCompare(b.currency ?? ''),
  );
}

/** Every category the scope's rows have now. */
export async function sheetCategories(db: Kysely<DB>, scope: SheetScope): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    select distinct category from (${shownRows(scope)}) shown order by category`.execute(db);
  return rows.map((row) => row.category);
}
