import { joinParts } from '../bank-export/join-parts';
import { mergeParts, type ExportPart } from '../bank-export/merge-statements';
import { damaged, quote } from '../bank-export/refusals';
import { fail } from '../errors';
import { finishStatement, type DraftRow } from '../finish-statement';
import { detectDecimalMark, parseAmount } from '../parse-amount';
import { parseDateColumn } from '../parse-date';
import type { ParseResult } from '../types';
import { readQifBlocks, type QifBlock, type QifRecord } from './qif-records';

/** The account types whose records are transactions: bank, cash, card, other asset or liability. */
const CASH_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);
/** Lists, not transactions: categories, classes, memorised payees, prices, securities. */
const LIST_TYPES = new Set(['account', 'cat', 'class', 'memorized', 'prices', 'security']);

interface Entry {
  record: QifRecord;
  part: ExportPart;
  /** Quicken's opening-balance record: its amount is the account's opening balance. */
  opening: boolean;
}

/**
 * Reads a QIF file (Quicken Interchange Format): each record's D date, T (or U) amount, P payee,
 * M memo, N number and L category. The day/month order is decided once for the whole file, as a
 * CSV date column's is; the decimal mark too. An account's first record, when it is Quicken's
 * "Opening Balance" transfer to the account itself, is its opening balance, not a transaction.
 * Investment accounts (`!Type:Invst`) are left out with a warning: their records are trades.
 */
export function readQif(text: string): ParseResult {
  const blocks = readQifBlocks(text);
  const warnings: string[] = [];
  const parts: ExportPart[] = [];
  const entries: Entry[] = [];
  const skipped = new Set<string>();
  for (const block of blocks) {
    const type = block.type.toLowerCase();
    if (LIST_TYPES.has(type)) continue;
    if (!CASH_TYPES.has(type)) {
      if (block.records.length > 0) skipped.add(block.type);
      continue;
    }
    const part = partFor(parts, block);
    block.records.forEach((record, index) => {
      const opening = index === 0 && isOpeningBalance(record, block.account);
      entries.push({ record, part, opening });
    });
  }
  if (blocks.some((block) => block.unfinished)) {
    return damaged('The file ends in the middle of a transaction.');
  }
  if (entries.length === 0) {
    return skipped.size > 0
      ? fail(
          'not-a-statement',
          `This QIF file holds only ${[...skipped].join(', ')} records, which are not bank transactions.`,
        )
      : fail('no-transactions');
  }
  const problem = fillEntries(entries, warnings);
  if (problem) return problem;
  if (skipped.size > 0) {
    warnings.push(
      `We left out this file's ${[...skipped].join(', ')} records, which are not bank transactions.`,
    );
  }
  return finishStatement(mergeParts('qif', parts, warnings));
}

/** The part for this block's account: blocks of one account (or of none) share one. */
function partFor(parts: ExportPart[], block: QifBlock): ExportPart {
  const key = block.account ?? '';
  const found = parts.find((part) => (part.accountKey ?? '') === key);
  if (found) return found;
  const part: ExportPart = { currency: null, rows: [] };
  if (key) part.accountKey = key;
  parts.push(part);
  return part;
}

/** Quicken's first record: payee "Opening Balance", category `[the account's own name]`. */
function isOpeningBalance(record: QifRecord, account: string | undefined): boolean {
  const payee = record.fields.get('P') ?? '';
  const category = record.fields.get('L') ?? '';
  if (!/^opening balance$/i.test(payee) || !/^\[.*\]$/.test(category)) return false;
  return account === undefined || category.slice(1, -1).trim() === account;
}

/** Quicken writes `1/31'24` and space-pads days (`1/ 5'24`): read as `1/31/24` and `1/5/24`. */
function dateText(record: QifRecord): string {
  return (record.fields.get('D') ?? '').replace(/\s+/g, '').replace(/'/g, '/');
}

function lineOf(record: QifRecord, code: string): number {
  return record.lines.get(code) ?? record.line;
}

function amountText(record: QifRecord): string {
  return record.fields.get('T') || record.fields.get('U') || '';
}

/**
 * Dates and amounts for every entry at once, since their order and decimal mark are the file's;
 * each entry becomes a row of its part, or its part's opening balance. Returns a refusal naming
 * the first record whose date or amount cannot be read.
 */
function fillEntries(entries: readonly Entry[], warnings: string[]): ParseResult | null {
  const column = parseDateColumn(entries.map(({ record }) => dateText(record)));
  if (column.guessed) {
    const reading = column.order === 'dmy' ? 'day/month' : 'month/day';
    warnings.push(`Every date here could be read either way, so we read them as ${reading}.`);
  }
  const decimalMark = detectDecimalMark(entries.map(({ record }) => amountText(record)));
  for (const [index, { record, part, opening }] of entries.entries()) {
    const date = column.dates[index];
    const written = record.fields.get('D') ?? '';
    if (!date) {
      return damaged(
        written
          ? `We couldn't read the date ${quote(written)} on line ${lineOf(record, 'D')}.`
          : `The transaction on line ${record.line} has no date.`,
      );
    }
    const text = amountText(record);
    const amount = text ? parseAmount(text, { decimalMark }) : null;
    if (!amount) {
      const line = record.fields.get('T') ? lineOf(record, 'T') : lineOf(record, 'U');
      return damaged(
        text
          ? `We couldn't read the amount ${quote(text)} on line ${line}.`
          : `The transaction on line ${record.line} has no amount.`,
      );
    }
    if (opening) part.openingBalanceMinor = amount.minor;
    else part.rows.push(rowOf(record, date, amount.minor));
  }
  return null;
}

function rowOf(record: QifRecord, date: string, amountMinor: number): DraftRow {
  const row: DraftRow = {
    date,
    pending: false,
    description: joinParts([record.fields.get('P'), record.fields.get('M')]),
    amountMinor,
  };
  const number = record.fields.get('N');
  if (number) row.reference = number;
  const category = record.fields.get('L');
  // A bracketed category is a transfer to another account, not a category.
  if (category && !category.startsWith('[')) row.category = category;
  return row;
}
