import { currencyExponent } from '@sheetwise/contracts';
import { leadingDate } from '../bank-export/calendar';
import { exactMinor } from '../bank-export/exact-amount';
import { joinParts } from '../bank-export/join-parts';
import { ExportProblem, quote } from '../bank-export/refusals';
import { normalizeCurrencyCode } from '../currency';
import { draftRow, type DraftRow } from '../finish-statement';
import { child, valueAt, type OfxNode } from './ofx-tree';

/** TRNTYPE in words, for a transaction that names no payee and has no memo. */
const TYPE_WORDS: Record<string, string> = {
  CREDIT: 'Credit',
  DEBIT: 'Debit',
  INT: 'Interest',
  DIV: 'Dividend',
  FEE: 'Fee',
  SRVCHG: 'Service charge',
  DEP: 'Deposit',
  ATM: 'Cash machine',
  POS: 'Card payment',
  XFER: 'Transfer',
  CHECK: 'Check',
  PAYMENT: 'Payment',
  CASH: 'Cash withdrawal',
  DIRECTDEP: 'Direct deposit',
  DIRECTDEBIT: 'Direct debit',
  REPEATPMT: 'Repeating payment',
};

/** Types that always take money out: OFX signs TRNAMT, but some banks write these unsigned. */
export const MONEY_OUT_TYPES = new Set([
  'DEBIT',
  'FEE',
  'SRVCHG',
  'ATM',
  'POS',
  'CHECK',
  'PAYMENT',
  'CASH',
  'DIRECTDEBIT',
]);

/**
 * An OFX date, `20240131`, `20240131120000.000` or `20240131120000[-5:EST]`, as the calendar day
 * it names. The time and zone are left aside: the bank wrote its own day, and moving a late
 * evening payment to the next day in UTC would put it on a day the statement does not show.
 */
export function ofxDate(text: string): string | null {
  return /^\s*\d{8}/.test(text) ? leadingDate(text) : null;
}

/** An OFX amount: signed, with a point or (in some European files) a comma as the decimal mark. */
export function ofxAmount(text: string, currency: string | null, what: string, of = ''): number {
  const minor = exactMinor(text, currencyExponent(currency), '.,');
  if (minor === null) throw new ExportProblem(`We couldn't read ${what} ${quote(text)}${of}.`);
  return minor;
}

/**
 * One STMTTRN as a draft row: DTPOSTED (the day the bank booked it; DTUSER, the day of the
 * purchase, only when DTPOSTED is missing), TRNAMT signed as OFX signs it (negative is money
 * out), NAME or PAYEE then MEMO as the description, and CHECKNUM, REFNUM or FITID as the
 * reference. A transaction in another currency than the statement's carries a CURRENCY aggregate.
 */
export function readTransaction(
  node: OfxNode,
  statementCurrency: string | null,
  number: number,
): { row: DraftRow; type: string } {
  const dateText = valueAt(node, 'DTPOSTED') || valueAt(node, 'DTUSER');
  const date = ofxDate(dateText);
  if (!date) {
    throw new ExportProblem(
      dateText
        ? `We couldn't read the date ${quote(dateText)} of transaction ${number}.`
        : `Transaction ${number} has no date.`,
    );
  }
  const ownCurrency = normalizeCurrencyCode(valueAt(node, 'CURRENCY', 'CURSYM'));
  const currency = ownCurrency ?? statementCurrency;
  const amountText = valueAt(node, 'TRNAMT');
  if (!amountText) throw new ExportProblem(`Transaction ${number} has no amount.`);
  const amountMinor = ofxAmount(amountText, currency, 'the amount', ` of transaction ${number}`);
  const type = valueAt(node, 'TRNTYPE').toUpperCase();
  const payee = child(node, 'PAYEE');
  const name = valueAt(node, 'NAME') || payee?.value || valueAt(payee, 'NAME');
  const checkNumber = valueAt(node, 'CHECKNUM');
  let description = joinParts([name, valueAt(node, 'MEMO')]);
  if (!description) {
    description = joinParts([TYPE_WORDS[type], checkNumber && `No. ${checkNumber}`]);
  }
  const row = draftRow(date, description, amountMinor, false);
  const reference = checkNumber || valueAt(node, 'REFNUM') || valueAt(node, 'FITID');
  if (reference) row.reference = reference;
  if (ownCurrency && ownCurrency !== statementCurrency) row.currency = ownCurrency;
  return { row, type };
}
