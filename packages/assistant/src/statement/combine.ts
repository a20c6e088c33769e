import type { ParsedStatement, Transaction } from '@sheetwise/statements';
import { type DateRange, daysBetween } from '../calendar/calendar';
import { statementLanguage } from './statement-language';

const withLanguage = (language: string | undefined) => (language ? { language } : {});

/** What a transfer between two of the person's own accounts is labelled, on both of its rows. */
export const OWN_TRANSFER_LABEL = 'Between your own accounts';

/** How far apart the two sides of one transfer may be booked (weekends, clearing). */
const TRANSFER_DAYS = 3;

/** One of the statements read as one: its name, its period and where its rows went. */
export interface StatementPart {
  name: string;
  period: DateRange;
  /** The bank and currency the statement names, by which a question may name it too. */
  bank?: string;
  currency?: string | null;
  /** The language its rows are written in, when they say (see `statementLanguage`). */
  language?: string;
  /** Its own printed opening and closing balances, vetted when it was read. */
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  /** Positions in the combined statement of every row this statement holds, shared ones too. */
  positions: number[];
}

/** Where a row of the combined statement was read: its statement (in `parts`) and position there. */
export interface RowOrigin {
  part: number;
  position: number;
}

/** Several statements read as one, each still known by its name ("across my last three statements"). */
export interface CombinedStatement extends ParsedStatement {
  parts: StatementPart[];
  /**
   * Each row's origin, by its position in the combined statement: a row several statements
   * share is counted from the first of them, and comes from there.
   */
  origins: RowOrigin[];
  /** The rows of each statement not counted from there: another statement's copy stands for them. */
  shared: RowOrigin[];
  /** The moves between the person's own accounts: each pair's debit and credit positions. */
  ownTransfers: { debit: number; credit: number }[];
}

export const isCombined = (statement: ParsedStatement): statement is CombinedStatement =>
  'parts' in statement;

/**
 * All of a person's statements as one, for questions across them ("How much did I spend on
 * groceries this year?"):
 * - rows of overlapping statements of one account (two exports that share a fortnight) are
 *   counted once: a row that appears in several statements counts as often as the statement
 *   holding it most often, so two real coffees of one day stay two;
 * - money leaving one statement's account and arriving in another's (a transfer to savings, a
 *   card bill paid from the current account), the same amount within a few days, is labelled a
 *   move between the person's own accounts on both sides, which the assistant counts as neither
 *   money in nor money out;
 * - running and printed balances are left out: they belong to different accounts, and a sum of
 *   them would be no one's balance.
 */
export function combineStatements(named: readonly NamedStatement[]): CombinedStatement {
  const statements = named.map(({ statement }) => statement);
  const currencies = [...new Set(statements.map((statement) => statement.currency))];
  const mixed = currencies.length > 1 || statements.some((statement) => statement.currencies);
  const tagged = named.map(({ statement, corrected }, from) =>
    statement.transactions.map((tx) => ({
      tx: withCurrency(tx, statement, mixed),
      from,
      holders: new Set([from]),
      corrected: corrected?.has(tx.position) ?? false,
    })),
  );
  const shared: RowOrigin[] = [];
  const kept = dropOverlaps(tagged, (row) =>
    shared.push({ part: row.from, position: row.tx.position }),
  );
  const pairs = markOwnTransfers(kept);
  const positionOf = new Map(kept.map((row, position) => [row, position]));
  const transactions = kept.map(({ tx }, position) => ({ ...tx, position }));
  const parts: StatementPart[] = named.map(({ name, statement }) => ({
    name,
    period: statement.period,
    ...(statement.bank ? { bank: statement.bank } : {}),
    ...withLanguage(statementLanguage(statement)),
    currency: statement.currency,
    ...(statement.openingBalanceMinor !== undefined
      ? { openingBalanceMinor: statement.openingBalanceMinor }
      : {}),
    ...(statement.closingBalanceMinor !== undefined
      ? { closingBalanceMinor: statement.closingBalanceMinor }
      : {}),
    positions: [],
  }));
  kept.forEach((row, position) => {
    for (const from of row.holders) parts[from]?.positions.push(position);
  });
  const starts = statements.map((statement) => statement.period.start).sort();
  const ends = statements.map((statement) => statement.period.end).sort();
  const codes = [...new Set(transactions.flatMap((tx) => (tx.currency ? [tx.currency] : [])))];
  return {
    format: statements[0]?.format ?? 'csv',
    currency: mixed ? null : (currencies[0] ?? null),
    ...(codes.length > 1 ? { currencies: codes.sort() } : {}),
    period: { start: starts[0] ?? '', end: ends[ends.length - 1] ?? '' },
    transactions,
    reconciliation: null,
    warnings: [],
    parts,
    origins: kept.map(({ tx, from }) => ({ part: from, position: tx.position })),
    shared,
    ownTransfers: pairs.map(([debit, credit]) => ({
      debit: positionOf.get(debit) ?? -1,
      credit: positionOf.get(credit) ?? -1,
    })),
  };
}

/**
 * One statement to combine, by its name. `corrected` holds the positions of the rows the person
 * corrected one by one: of the copies of a row several statements share, a corrected one is the
 * one counted, so a correction made in any statement shows in the combined view.
 */
export interface NamedStatement {
  name: string;
  statement: ParsedStatement;
  corrected?: ReadonlySet<number>;
}

/** A row, the statement it came from and every statement that holds it (overlaps). */
interface Tagged {
  tx: Transaction;
  from: number;
  holders: Set<number>;
  corrected: boolean;
}

function withCurrency(tx: Transaction, statement: ParsedStatement, mixed: boolean): Transaction {
  const copy: Transaction = { ...tx };
  delete copy.balanceMinor;
  const currency = tx.currency ?? statement.currency;
  if (mixed && currency) copy.currency = currency;
  return copy;
}

const keyOf = ({ tx }: Tagged) =>
  `${tx.date}|${tx.amountMinor}|${tx.currency ?? ''}|${tx.description.replace(/\s+/g, ' ').trim().toLowerCase()}`;

/**
 * Every row once per time the statement holding it most often holds it, in date order; each
 * copy left out is passed to `leftOut`.
 */
function dropOverlaps(statements: readonly Tagged[][], leftOut: (copy: Tagged) => void): Tagged[] {
  const kept = new Map<string, Tagged[]>();
  const result: Tagged[] = [];
  for (const rows of statements) {
    const seenHere = new Map<string, number>();
    for (const row of rows) {
      const key = keyOf(row);
      const here = (seenHere.get(key) ?? 0) + 1;
      seenHere.set(key, here);
      const same = kept.get(key);
      const earlier = same?.[here - 1];
      if (earlier) {
        earlier.holders.add(row.from);
        // The person's own correction wins: the kept copy becomes the corrected one (the first
        // statement's, when several copies were corrected).
        if (row.corrected && !earlier.corrected) {
          leftOut({ ...earlier });
          Object.assign(earlier, { tx: row.tx, from: row.from, corrected: true });
        } else leftOut(row);
        continue;
      }
      if (same) same.push(row);
      else kept.set(key, [row]);
      result.push(row);
    }
  }
  // A stable sort: rows of one day keep their statements' order.
  return result.sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0));
}

/**
 * Pairs each debit with the nearest unpaired credit of the same size and currency booked within
 * a few days in another statement, and labels both rows a move between the person's accounts.
 * Rows the bank already labelled keep their label. Returns the pairs.
 */
function markOwnTransfers(rows: Tagged[]): [debit: Tagged, credit: Tagged][] {
  const pairs: [Tagged, Tagged][] = [];
  const credits = new Map<string, Tagged[]>();
  for (const row of rows) {
    if (row.tx.amountMinor <= 0) continue;
    const key = `${row.tx.amountMinor}|${row.tx.currency ?? ''}`;
    credits.set(key, [...(credits.get(key) ?? []), row]);
  }
  const paired = new Set<Tagged>();
  for (const debit of rows) {
    if (debit.tx.amountMinor >= 0 || debit.tx.category) continue;
    const candidates = credits.get(`${-debit.tx.amountMinor}|${debit.tx.currency ?? ''}`) ?? [];
    const match = candidates
      .filter(
        (credit) =>
          credit.from !== debit.from &&
          !paired.has(credit) &&
          !credit.tx.category &&
          Math.abs(daysBetween(debit.tx.date, credit.tx.date)) <= TRANSFER_DAYS,
      )
      .sort(
        (a, b) =>
          Math.abs(daysBetween(debit.tx.date, a.tx.date)) -
          Math.abs(daysBetween(debit.tx.date, b.tx.date)),
      )[0];
    if (!match) continue;
    paired.add(match);
    debit.tx.category = OWN_TRANSFER_LABEL;
    match.tx.category = OWN_TRANSFER_LABEL;
    pairs.push([debit, match]);
  }
  return pairs;
}
