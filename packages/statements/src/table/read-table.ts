import { READING_CHOICE_MISMATCH_MESSAGE } from '@sheetwise/contracts';
import { fail } from '../errors';
import { bankOfStatement } from '../bank-names';
import { draftRow, finishStatement, type DraftRow } from '../finish-statement';
import { chooseLayout } from '../layout/choose-layout';
import { isDirectionColumn } from '../layout/direction';
import type { AmountReader, Layout, LayoutInput } from '../layout/types';
import { findLabelledAccount, maskAccount } from '../mask';
import type { DecimalMark } from '../decimal-mark';
import { parseAmount } from '../parse-amount';
import type { DateOrder } from '../parse-date';
import { dateByBalance } from './dated-by-balance';
import { spanOf } from './dated-balances';
import type { ParseOptions, ParseResult, StatementFormat } from '../types';
import { amountByBalance } from './amount-by-balance';
import { collectRows, moneyColumnsOf, type Entry } from './collect-rows';
import type { Columns } from './columns';
import { makeDescriber, tidy } from './describe';
import { locateTable, type Table } from './locate-table';
import {
  moneyMark,
  settledByBalances,
  unnamedThousandths,
  unsettledMarkWarning,
} from './money-mark';
import { headerlessWarning } from './headerless-warning';
import { applyChoice, displayedRoles, type DateChoice } from './reading-choice';
import { choiceFor, describeReading, headerSignature } from './reading';
import { readDateColumns } from './period-years';
import { statedPeriod, type Period } from './stated-period';
import {
  currencyOrLayouts,
  currencyWarnings,
  findCurrency,
  notesOf,
  type CurrencyContext,
} from './statement-currency';
import { readFacts } from './read-facts';
import { summaryBalances } from './summary-balances';
import { summaryKind } from './summary-lines';

const PENDING = /^(pending|autorizzato|authori[sz]ed|vorgemerkt|pendiente|en attente|in attesa)$/i;

/**
 * Reads a statement laid out as a grid of cell texts, whatever file it came from: finds the
 * table, its layout, dates, amounts, balances and checks. For CSV and spreadsheets it also says
 * how sure it is of its reading, and applies a person's choice of roles, date order and sign;
 * a PDF's grid is built by the PDF reader, whose columns are not the file's own. `forcedMark`
 * is one reading of a decimal mark no cell settled, tried when the balances may (`settledByBalances`).
 */
export function readTable(
  grid: string[][],
  format: StatementFormat,
  options: ParseOptions = {},
  forcedMark?: DecimalMark,
): ParseResult {
  const located = locateTable(grid);
  if (!located) return fail('not-a-statement');
  if (located.body.length === 0) {
    return fail('no-transactions', 'We found the column headings but no transactions under them.');
  }
  const asks = format !== 'pdf';
  const signature = headerSignature(located);
  let found = asks ? choiceFor(signature, options.reading, options.remembered) : null;
  if (asks && options.reading && !found) {
    return fail('reading-invalid', READING_CHOICE_MISMATCH_MESSAGE);
  }
  let table = located;
  if (found) {
    const applied = applyChoice(located.columns, located.body, found.choice.roles);
    if (applied.ok) table = { ...located, columns: applied.columns };
    else if (found.source === 'chosen') return fail('reading-invalid', applied.message);
    // A remembered choice that no longer fits the layout is not the person's reading of it.
    else found = null;
  }
  const { columns, body } = table;
  const money = moneyColumnsOf(columns);
  const currency = currencyOrLayouts(findCurrency(table, money), signature, options.currencies);
  const mark = forcedMark ? { mark: forcedMark, settled: true } : moneyMark(body, money, currency);
  if (unnamedThousandths(body, money, mark, currency)) return fail('currency-needed');
  const decimalMark = mark.mark;
  if (!mark.settled) {
    const other = decimalMark === '.' ? ',' : '.';
    const settled = settledByBalances([
      () => readTable(grid, format, options, decimalMark),
      () => readTable(grid, format, options, other),
    ]);
    if (settled) return settled;
  }
  const kinds = body.map(summaryKind);
  const tableRows = body.filter((_, index) => !kinds[index]);
  const input: LayoutInput = {
    columns,
    rows: tableRows,
    money: (row, column) => {
      const text = column === undefined ? '' : (row[column] ?? '');
      if (!text) return null;
      return parseAmount(text, { decimalMark, exponent: currency.exponentFor(row) });
    },
    describe: makeDescriber(columns, tableRows),
  };
  const layout = chooseLayout(input);
  if (!layout) return fail('not-a-statement');
  const flipSign = found?.choice.flipSign;
  const read: Layout['read'] = flipSign
    ? (row) => {
        const value = layout.read(row);
        return value === null ? null : 0 - value;
      }
    : layout.read;
  const recover = (row: readonly string[], neighbours: Parameters<typeof amountByBalance>[1]) =>
    amountByBalance(row, neighbours, input.money, { balance: columns.balance, money });
  const { entries, skipped, recovered } = collectRows(input.rows, { ...input, read, recover });
  if (entries.length === 0) return fail('no-transactions');
  const warnings = found ? [] : headerlessWarning(table);
  warnings.push(...currencyWarnings(currency));
  if (!mark.settled) warnings.push(unsettledMarkWarning(body, money, mark, currency));
  const chosenOrder = found?.choice.dateOrder;
  const period = statedPeriod(table.preamble, dateHint(currency.currency));
  const dated = draftRows(entries, columns, input, currency, warnings, {
    ...(chosenOrder ? { order: chosenOrder } : {}),
    forced: found?.source === 'chosen',
    ...(layout.fee ? { fee: layout.fee } : {}),
    period,
  });
  if (skipped.length > 0) {
    warnings.push(`We left out ${lines(skipped)} whose amount we couldn't read: ${some(skipped)}.`);
  }
  if (recovered.length > 0) {
    warnings.push(
      `The amount of ${lines(recovered)} was written oddly, so we read it from the running balance, which moves by exactly those digits: ${some(recovered)}.`,
    );
  }
  // A person who said which way the money goes has settled the sign.
  const signUncertain = flipSign === undefined && (layout.signUncertain ?? false);
  const result = finishStatement({
    format,
    rows: dated.rows,
    currency: currency.currency,
    ...(currency.currencies ? { currencies: currency.currencies } : {}),
    ...accountOf(table),
    ...bankOf(table, money),
    statedPeriod: period,
    ...summaryBalances(table, kinds, layout, input, {
      order: dated.order,
      span: spanOf(dated.rows.map((row) => row.date)),
    }),
    printedFacts: readFacts(table.preamble, input, dated.order),
    signUncertain,
    warnings,
  });
  if (!result.ok || !asks) return result;
  result.statement.reading = describeReading(result.statement, {
    table,
    signature,
    roles: displayedRoles(columns, tableRows),
    source: found?.source ?? 'inferred',
    dateOrder: dated.order,
    dateGuessed: dated.guessed,
    signUncertain,
    markUncertain: !mark.settled,
    signByMarkers: layout.signByMarkers ?? false,
    sources: dated.sources,
    money: input.money,
  });
  return result;
}

function draftRows(
  entries: Entry[],
  columns: Columns,
  input: LayoutInput,
  currency: CurrencyContext,
  warnings: string[],
  chosen: DateChoice & { fee?: AmountReader; period: Period | null },
): { rows: DraftRow[]; sources: (readonly string[])[]; order: DateOrder; guessed: boolean } {
  const hint = dateHint(currency.currency);
  const { primary, fallbacks } = readDateColumns(
    entries.map(({ row }) => cell(row, columns.date)),
    columns.secondaryDates.map((index) => entries.map(({ row }) => cell(row, index))),
    { period: chosen.period, hint, chosen },
  );
  if (primary.guessed) {
    const reading = primary.order === 'dmy' ? 'day/month' : 'month/day';
    warnings.push(`Every date here could be read either way, so we read them as ${reading}.`);
  }
  const someBooked =
    columns.bookingDate !== undefined &&
    entries.some(({ row }) => cell(row, columns.bookingDate) !== '');
  const rows: DraftRow[] = [];
  const sources: (readonly string[])[] = [];
  const kind = kindColumn(columns, entries);
  const undatable: string[] = [];
  const datedByBalance: string[] = [];
  // Only a file with a second date column needs a merged copy of the first's dates.
  const dates =
    fallbacks.length === 0
      ? primary.dates
      : entries.map(
          (_, index) =>
            primary.dates[index] ?? fallbacks.map((f) => f.dates[index]).find(Boolean) ?? null,
        );
  const chain = {
    amounts: entries.map((entry) => entry.amountMinor),
    balances: entries.map(({ row }) => input.money(row, columns.balance)?.minor),
  };
  for (let index = 0; index < entries.length; index += 1) {
    const { row, amountMinor, description } = entries[index] as Entry;
    let date = dates[index] ?? null;
    // A date cell that parsed as a date cannot say "pending"; a status column can, whatever the date.
    const pending =
      (!primary.dates[index] && PENDING.test(cell(row, columns.date))) ||
      (columns.status !== undefined && PENDING.test(cell(row, columns.status))) ||
      (someBooked && cell(row, columns.bookingDate) === '');
    if (!date && !pending) {
      date = dateByBalance(chain, dates, index);
      if (!date) {
        undatable.push(cell(row, columns.date) || description);
        continue;
      }
      datedByBalance.push(description);
    }
    const balance = chain.balances[index];
    const draft = draftRow(date, description, amountMinor, pending);
    if (balance !== undefined) draft.balanceMinor = balance;
    const rowCurrency = currency.rowCurrency(row);
    if (rowCurrency) draft.currency = rowCurrency;
    const reference = firstFilled(row, columns.references);
    if (reference) draft.reference = reference;
    const category = tidy(cell(row, columns.category));
    if (category) draft.category = category;
    const type = tidy(cell(row, kind));
    if (type) draft.type = type;
    const fee = chosen.fee?.(row);
    if (fee) draft.feeMinor = fee;
    rows.push(draft);
    sources.push(row);
  }
  if (datedByBalance.length > 0) {
    warnings.push(
      `We could not read the date of ${lines(datedByBalance)}, so we gave it the date of the lines on either side, which the running balance confirms: ${some(datedByBalance)}.`,
    );
  }
  if (undatable.length > 0) {
    warnings.push(
      `We left out ${lines(undatable)} with no date we could read: ${some(undatable)}.`,
    );
  }
  return { rows, sources, order: primary.order, guessed: primary.guessed };
}

/** The bank's own kind of row (`DD`, `Card payment`), unless the column only says which way. */
function kindColumn(columns: Columns, entries: readonly Entry[]): number | undefined {
  const { type } = columns;
  if (type === undefined) return undefined;
  return isDirectionColumn(
    entries.map(({ row }) => row),
    type,
  )
    ? undefined
    : type;
}

/** US dollars suggest month-first dates; any other named currency, day-first. */
function dateHint(currency: string | null): DateOrder | undefined {
  if (!currency) return undefined;
  return currency === 'USD' ? 'mdy' : 'dmy';
}

/** The bank the file's own lines name, by which a question may name its statement. */
function bankOf(table: Table, money: readonly number[]): { bank?: string } {
  const bank = bankOfStatement(notesOf(table, money));
  return bank ? { bank } : {};
}

/** One account number in an account column, else one labelled in the preamble. */
function accountOf(table: Table): { accountMasked?: string } {
  const column = table.columns.account;
  if (column !== undefined) {
    const masked = new Set(table.body.map((row) => maskAccount(row[column] ?? '')));
    masked.delete(undefined);
    const [only] = masked;
    if (masked.size === 1 && only) return { accountMasked: only };
  }
  for (const row of table.preamble) {
    const found = findLabelledAccount(row.join(' '));
    if (found) return { accountMasked: found };
  }
  return {};
}

const lines = (items: readonly string[]) =>
  items.length === 1 ? '1 line' : `${items.length} lines`;

/** The first three items, and how many more: a warning must stay a sentence. */
function some(items: readonly string[]): string {
  const shown = items.slice(0, 3).join('; ');
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
}

function firstFilled(row: readonly string[], columns: readonly number[]): string {
  for (const column of columns) if (row[column]) return row[column];
  return '';
}

function cell(row: readonly string[], column: number | undefined): string {
  return column === undefined ? '' : (row[column] ?? '');
}
