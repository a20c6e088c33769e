import { takeCurrency } from '../currency';
import { fail } from '../errors';
import type { DateOrder } from '../parse-date';
import { readHeaderCell } from '../table/columns';
import { readTable } from '../table/read-table';
import { summaryKind } from '../table/summary-lines';
import type { ParseResult } from '../types';
import { addYears } from './add-years';
import { findBoilerplate } from './boilerplate';
import { isIssuerSigned, toOurSign } from './card-signs';
import { isDateRole, isMoneyRole } from './roles';
import { looksLikeDate } from './dates';
import { groupLines, lineText, segmentsOf } from './lines';
import { selectRows } from './select-rows';
import { findBalances, findStatementDate, rangeParts } from './statement-facts';
import { summaryFacts } from './summary-facts';
import type { Column, Line, Word } from './types';
import { walkTables } from './walk-tables';

/** The table reader looks for the header in the first 50 rows; the preamble must leave room. */
const PREAMBLE_ROWS = 40;

/**
 * Rebuilds a statement's table from the words on its pages and hands it to the table reader,
 * which every format shares: the grid holds the statement's own opening and closing balances,
 * the lines above the table (for the account number and currency), the header, then the rows
 * with their cells under the header's columns. Dates without a year get one, and a card
 * statement's issuer signs are turned into ours, before the table reader sees them.
 */
export function readPages(pages: readonly (readonly Word[])[]): ParseResult {
  const lines = pages.map(groupLines);
  const boilerplate = findBoilerplate(lines);
  const walk = walkTables(lines, boilerplate);
  const table = selectRows(walk);
  if (!table) return fail('not-a-statement');
  const { columns, rows } = table;
  const allLines = lines.flat();
  const outside = [...walk.preamble, ...walk.outside];
  const balances = findBalances(outside);
  if (issuerSigned(columns, rows, allLines)) {
    const amount = columns.findIndex((column) => column.role === 'amount');
    for (const row of rows) row[amount] = toOurSign(row[amount] ?? '');
    // A balance owed on the card is the holder's debt: negative, like a charge.
    if (balances.opening) balances.opening = toOurSign(balances.opening);
    if (balances.closing) balances.closing = toOurSign(balances.closing);
  }
  const anchor = addYears(rows, indexesOf(columns, isDateRole), {
    statementDate: findStatementDate(allLines),
    // Page headers repeat the period on every page (`July 1, 2022 through July 31, 2022`).
    otherDates: [...outside, ...repeatedLines(lines, boilerplate)].flatMap((line) =>
      segmentsOf(line.words).flatMap((segment) => rangeParts(segment.text)),
    ),
    hint: orderHint(columns, rows),
  });
  const grid = [
    ...(balances.opening ? [['Opening balance', balances.opening]] : []),
    ...(balances.closing ? [['Closing balance', balances.closing]] : []),
    ...summaryFacts(outside),
    ...preambleRows(walk.preamble),
    columns.map((column) => column.name),
    ...rows,
  ];
  const result = readTable(grid, 'pdf');
  if (result.ok && anchor) {
    result.statement.warnings.push(
      `The dates in this statement have no year, so we took it from the statement date, ${anchor}.`,
    );
  }
  return result;
}

/** The first page's lines that repeat on other pages (page headers and footers). */
function repeatedLines(pages: readonly Line[][], boilerplate: readonly ReadonlySet<number>[]) {
  const first = pages[0] ?? [];
  return [...(boilerplate[0] ?? [])].flatMap((index) => first[index] ?? []);
}

/** One amount column, no running balance, wording of a card and mostly plain amounts. */
function issuerSigned(columns: readonly Column[], rows: string[][], lines: readonly Line[]) {
  const roles = columns.map((column) => column.role);
  const amount = roles.indexOf('amount');
  if (amount < 0 || roles.some((role) => role === 'debit' || role === 'credit')) return false;
  if (roles.includes('balance')) return false;
  const text = lines.map(lineText).join('\n');
  return isIssuerSigned(text, rows.map((row) => row[amount] ?? '').filter(Boolean));
}

/** Month first for US dollars, as the table reader assumes; day first otherwise. */
function orderHint(columns: readonly Column[], rows: readonly string[][]): DateOrder {
  const money = indexesOf(columns, isMoneyRole);
  const currencies = new Set(columns.map((column) => readHeaderCell(column.name).currency));
  for (const row of rows) {
    for (const index of money) currencies.add(takeCurrency(row[index] ?? '').currency);
  }
  currencies.delete(null);
  return currencies.size === 1 && currencies.has('USD') ? 'mdy' : 'dmy';
}

/**
 * The lines above the table, each as one cell: the table reader finds an account number, a
 * currency or the statement's period in them, and cannot mistake one for a header. A line
 * whose dates sit in separate boxes (statement date, due date) is split into its phrases, so
 * that the two are not read as a period. Balance lines are left out: their amounts were read
 * above, with the card's sign.
 */
function preambleRows(preamble: readonly Line[]): string[][] {
  return preamble
    .flatMap((line) => {
      const texts = segmentsOf(line.words).map((segment) => segment.text);
      if (summaryKind(texts) !== null) return [];
      const boxedDates = texts.filter((text) => /\d/.test(text) && looksLikeDate(text)).length;
      return boxedDates > 1 ? texts.map((text) => [text]) : [[texts.join(' ')]];
    })
    .slice(0, PREAMBLE_ROWS);
}

function indexesOf(columns: readonly Column[], test: (role: Column['role']) => boolean): number[] {
  return columns.flatMap((column, index) => (test(column.role) ? [index] : []));
}
