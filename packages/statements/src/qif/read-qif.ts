import { joinParts } from '../bank-export/join-parts';
import { mergeParts, type ExportPart } from '../bank-export/merge-statements';
import { damaged, quote } from '../bank-export/refusals';
import { fail } from '../errors';
import { draftRow, finishStatement, type DraftRow } from '../finish-statement';
import { exactMinor } from '../bank-export/exact-amount';
import { detectDecimalMark, parseAmount, type DecimalMark } from '../parse-amount';
import { parseDateColumn } from '../parse-date';
import type { ParseResult } from '../types';
import { readQifBlocks, type QifBlock, type QifRecord } from './qif-records';

/** The account types whose records are transactions: bank, cash, card, other asset or liability. */
const CASH_TYPES = new Set(['bank', 'cash', 'ccard', 'oth a', 'oth l']);
/** Lists, not transactions: categories, classes, memorised payees, prices, securities. */
const LIST_TYPES = new Set(['account', 'cat', 'class', 'memorized', 'prices', 'security']);

/** The records to read, each with the account part it belongs to; kept as parallel lists. */
interface Entries {
  records: QifRecord[];
  parts: ExportPart[];
  /** Quicken's opening-balance record: its amount is the part's opening balance. */
  opening: boolean[];
}

/**
 * Reads a QIF file (Quicken Interchange Format): each record's D date, T (or U) amount, P payee,
 * M memo, N number and L category. The day/month order is decided once for the whole file, as a
 * CSV date column's is, and flagged the same way when nothing in the file settles it; the decimal
 * mark too. An account's first record, when it is Quicken's "Opening Balance" transfer to the
 * account itself, is its opening balance, not a transaction. Investment accounts (`!Type:Invst`)
 * are left out with a warning: their records are trades. Several accounts are read together.
 */
export function readQif(text: string): ParseResult {
  const blocks = readQifBlocks(text);
  if (blocks.some((block) => block.unfinished)) {
    return damaged('The file ends in the middle of a transaction.');
  }
  const parts: ExportPart[] = [];
  const entries: Entries = { records: [], parts: [], opening: [] };
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
      entries.records.push(record);
      entries.parts.push(part);
      entries.opening.push(index === 0 && isOpeningBalance(record, block.account));
    });
  }
  const leftOut = [...skipped].join(', ');
  if (entries.records.length === 0) {
    return skipped.size > 0
      ? fail(
          'not-a-statement',
          `This QIF file holds only ${leftOut} records, which are not bank transactions.`,
        )
      : fail('no-transactions');
  }
  const warnings: string[] = [];
  const problem = fillEntries(entries, warnings);
  if (problem) return problem;
  if (skipped.size > 0) {
    warnings.push(`We left out this file's ${leftOut} records, which are not bank transactions.`);
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
  const payee = record.P ?? '';
  const category = record.L ?? '';
  if (!/^opening balance$/i.test(payee) || !/^\[.*\]$/.test(category)) return false;
  return account === undefined || category.slice(1, -1).trim() === account;
}

/** Quicken writes `1/31'24` and space-pads days (`1/ 5'24`): read as `1/31/24` and `1/5/24`. */
function dateText(record: QifRecord): string {
  const written = record.D ?? '';
  return /[\s']/.test(written) ? written.replace(/\s+/g, '').replace(/'/g, '/') : written;
}

function amountText(record: QifRecord): string {
  return record.T || record.U || '';
}

/**
 * Dates and amounts for every entry at once, since their order and decimal mark are the file's;
 * each entry becomes a row of its part, or its part's opening balance. Returns a refusal naming
 * the first record whose date or amount cannot be read.
 */
function fillEntries(entries: Entries, warnings: string[]): ParseResult | null {
  const { records } = entries;
  const column = parseDateColumn(records.map(dateText));
  if (column.guessed) {
    const reading = column.order === 'dmy' ? 'day/month' : 'month/day';
    warnings.push(`Every date here could be read either way, so we read them as ${reading}.`);
  }
  const decimalMark = detectDecimalMark(records.map(amountText));
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index];
    const part = entries.parts[index];
    if (!record || !part) continue;
    const date = column.dates[index];
    if (!date) {
      return damaged(
        record.D
          ? `We couldn't read the date ${quote(record.D)} on line ${record.lineD}.`
          : `The transaction on line ${record.line} has no date.`,
      );
    }
    const text = amountText(record);
    const amount = text ? readAmount(text, decimalMark) : null;
    if (amount === null) {
      return damaged(
        text
          ? `We couldn't read the amount ${quote(text)} on line ${record.T ? record.lineT : record.lineU}.`
          : `The transaction on line ${record.line} has no amount.`,
      );
    }
    if (entries.opening[index]) part.openingBalanceMinor = amount;
    else part.rows.push(rowOf(record, date, amount));
  }
  return null;
}

/** `-1,234.56` (or `-1.234,56`): digits grouped in threes with the other mark. */
const GROUPED = {
  '.': /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/,
  ',': /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?$/,
};

/**
 * An amount in minor units. Quicken writes `-1,234.56`: that shape is read directly, exactly,
 * since a file has a hundred thousand of them; anything else as any amount is (`parseAmount`).
 */
function readAmount(text: string, decimalMark: DecimalMark): number | null {
  const grouping = decimalMark === '.' ? ',' : '.';
  const plain = !text.includes(grouping)
    ? text
    : GROUPED[decimalMark].test(text)
      ? text.split(grouping).join('')
      : null;
  const minor = plain === null ? null : exactMinor(plain, 2, decimalMark);
  return minor ?? parseAmount(text, { decimalMark })?.minor ?? null;
}

function rowOf(record: QifRecord, date: string, amountMinor: number): DraftRow {
  const row = draftRow(date, joinParts([record.P, record.M]), amountMinor, false);
  if (record.N) row.reference = record.N;
  // A bracketed category is a transfer to another account, not a category.
  if (record.L && !record.L.startsWith('[')) row.category = record.L;
  return row;
}
