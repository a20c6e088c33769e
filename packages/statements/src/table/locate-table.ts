import { directionOf, isDirectionColumn } from '../layout/direction';
import {
  cellCurrency,
  familyStem,
  mapColumns,
  namesOutAndIn,
  readHeaderCell,
  type Columns,
} from './columns';
import { findHeader } from './find-header';
import { inferColumns } from './headerless';

export interface Table {
  columns: Columns;
  /** Lines above the header: bank name, account, period. */
  preamble: string[][];
  /** Non-blank lines below the header. */
  body: string[][];
  headerless: boolean;
}

/** Finds the transaction table: under its header row, or the whole file when it has none. */
export function locateTable(rows: string[][]): Table | null {
  const filled = (row: readonly string[]) => row.some((cell) => cell !== '');
  const headerIndex = findHeader(rows);
  if (headerIndex >= 0) {
    const header = rows[headerIndex] ?? [];
    const body = rows.slice(headerIndex + 1).filter(filled);
    const columns = mapColumns(header);
    refineByContent(columns, body);
    return { columns, preamble: rows.slice(0, headerIndex), body, headerless: false };
  }
  const body = rows.filter(filled);
  const columns = inferColumns(body);
  if (!columns) return null;
  return { columns, preamble: [], body, headerless: true };
}

/**
 * Corrects header-based roles with what the cells hold: a currency column must hold currency
 * codes (`Valuta` is a currency in Italian but a value date in German), a text column or an
 * unnamed one holding only direction markers is a direction, a payee column of account numbers
 * names no one, and a table must have a description.
 */
function refineByContent(columns: Columns, body: readonly (readonly string[])[]): void {
  // Nordea heads the receiver's account `Modtager` (receiver), beside the name in `Navn`: a
  // number would stand where the other party's name belongs in every description.
  columns.payees = columns.payees.filter((index) => !holdsAccountNumbers(body, index));
  // Chase heads its DEBIT/CREDIT column `Details`: text columns that only say which way the
  // money went are the direction, while another column still describes the row.
  const directions = columns.descriptions.filter((index) => isDirectionColumn(body, index));
  if (
    directions.length > 0 &&
    directions.length < columns.descriptions.length + columns.payees.length
  ) {
    columns.descriptions = columns.descriptions.filter((index) => !directions.includes(index));
    columns.type ??= directions[0];
  }
  if (columns.descriptions.length === 0 && columns.payees.length === 0) {
    // Commerzbank's `Buchungstext` is the whole text, where other German banks' is the type.
    if (columns.type !== undefined && isVariedText(body, columns.type)) {
      columns.descriptions.push(columns.type);
      delete columns.type;
    } else {
      const text = textColumnWithoutName(columns, body);
      if (text !== undefined) columns.descriptions.push(text);
    }
  }
  continueDescriptions(columns, body);
  const currency = columns.currency;
  if (currency !== undefined && !holdsCurrencyCodes(body, currency)) {
    // `Valuta` names a currency in Italian but a value date in German: a later column named as a
    // currency (`Währung`) whose cells are codes is the currency column instead.
    const codes = columns.names.findIndex(
      (name, index) =>
        index > currency &&
        readHeaderCell(name).role === 'currency' &&
        holdsCurrencyCodes(body, index),
    );
    if (codes >= 0) columns.currency = codes;
    else delete columns.currency;
  }
  const taken = assignedColumns(columns);
  columns.names.forEach((name, index) => {
    if (columns.flag !== undefined || taken.has(index)) return;
    // SEB heads its D and C markers `DEBETAS/KREDITAS`, a header others put over signed amounts.
    const flags =
      name.trim() === ''
        ? isFlagColumn(body, index)
        : namesOutAndIn(name) && isDirectionColumn(body, index);
    if (flags) columns.flag = index;
  });
}

/**
 * An unnamed column is a direction flag when every filled cell is a direction marker and the
 * column tells rows apart: either both directions appear (S and H, D and C), or one marker is
 * left off some rows (UK card exports write CR on credits only). A column of one marker on
 * every row says nothing about direction, and a column of one letter could mean anything else.
 */
function isFlagColumn(body: readonly (readonly string[])[], column: number): boolean {
  if (!isDirectionColumn(body, column)) return false;
  const directions = new Set(body.map((row) => directionOf(row[column])));
  const marksAll = !directions.has(null);
  directions.delete(null);
  return directions.size === 2 || !marksAll;
}

/** Every column the header gave a role to. */
function assignedColumns(columns: Columns): Set<number> {
  const single = [
    columns.date,
    columns.bookingDate,
    columns.amount,
    columns.debit,
    columns.credit,
    columns.gross,
    columns.fee,
    columns.net,
    columns.balance,
    columns.type,
    columns.flag,
    columns.currency,
    columns.category,
    columns.status,
    columns.account,
    columns.from,
    columns.to,
  ];
  return new Set(
    [...single, ...columns.secondaryDates, ...columns.references, ...columns.payees].filter(
      (index): index is number => index !== undefined,
    ),
  );
}

/**
 * With no description column named in words we know, the unnamed column holding the most
 * different texts (words, not numbers) is the description: a header we have not met, like
 * `Transaction Remarks`, must not leave every row without one.
 */
function textColumnWithoutName(columns: Columns, body: readonly (readonly string[])[]) {
  const taken = assignedColumns(columns);
  let best: { index: number; distinct: number } | undefined;
  columns.names.forEach((_, index) => {
    if (taken.has(index)) return;
    const texts = body.map((row) => row[index] ?? '').filter(holdsWords);
    if (texts.length * 2 < body.length) return;
    const distinct = new Set(texts).size;
    if (!best || distinct > best.distinct) best = { index, distinct };
  });
  return best?.index;
}

/** An IBAN, or digits in groups (`4940 4940150042`, `12-3456-789`): an account, not a name. */
const ACCOUNT_NUMBER = /^(?:[A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,}|\d[\d\s./-]{4,}\d)$/;

function holdsAccountNumbers(body: readonly (readonly string[])[], column: number): boolean {
  const values = body.map((row) => (row[column] ?? '').trim()).filter(Boolean);
  return values.length > 0 && values.every((value) => ACCOUNT_NUMBER.test(value));
}

function holdsCurrencyCodes(body: readonly (readonly string[])[], column: number): boolean {
  const values = body.map((row) => row[column] ?? '').filter(Boolean);
  return values.length > 0 && values.every((value) => cellCurrency(value) !== null);
}

/**
 * A type column holds a few kinds over and over; one whose texts differ on most rows describes
 * them instead.
 */
function isVariedText(body: readonly (readonly string[])[], column: number): boolean {
  const texts = body.map((row) => row[column] ?? '').filter(holdsWords);
  return texts.length * 2 >= body.length && new Set(texts).size * 2 > texts.length;
}

/**
 * Unnamed text columns right after the description are more of it: PKO writes the title, the
 * payee and the place under one `Opis transakcji` header.
 */
function continueDescriptions(columns: Columns, body: readonly (readonly string[])[]): void {
  addNumberedSiblings(columns);
  const last = columns.descriptions.at(-1);
  if (last === undefined) return;
  const taken = assignedColumns(columns);
  for (let index = last + 1; index < columns.names.length; index += 1) {
    if ((columns.names[index] ?? '').trim() !== '' || taken.has(index)) return;
    const texts = body.filter((row) => holdsWords(row[index] ?? '')).length;
    if (texts * 2 < body.length) return;
    columns.descriptions.push(index);
  }
}

/**
 * A description split over numbered columns (`Transaction Ref1`, `Ref2`, `Ref3`; `Detail 1`, `2`)
 * is one text in pieces: the numbered siblings of a description column join it, in order.
 */
function addNumberedSiblings(columns: Columns): void {
  const stems = new Set(
    columns.descriptions.map((index) => familyStem(columns.names[index] ?? '')).filter(Boolean),
  );
  if (stems.size === 0) return;
  const taken = assignedColumns(columns);
  columns.names.forEach((name, index) => {
    const free = !taken.has(index) && !columns.descriptions.includes(index);
    if (free && stems.has(familyStem(name))) columns.descriptions.push(index);
  });
  columns.descriptions.sort((a, b) => a - b);
}

/** A cell of words rather than numbers or codes: two letters in a row, in any script. */
function holdsWords(cell: string): boolean {
  return /\p{L}{2}/u.test(cell);
}
