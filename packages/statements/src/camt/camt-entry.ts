import { currencyExponent } from '@sheetwise/contracts';
import { leadingDate } from '../bank-export/calendar';
import { exactMinor } from '../bank-export/exact-amount';
import { joinParts } from '../bank-export/join-parts';
import { ExportProblem, quote } from '../bank-export/refusals';
import { normalizeCurrencyCode } from '../currency';
import { draftRow, type DraftRow } from '../finish-statement';
import { all, attribute, text, type XmlValue } from './camt-xml';

/** How many counterparties a batch's description names before "and N more". */
const BATCH_NAMES = 3;

/**
 * An ISO 20022 amount with its CdtDbtInd, signed: DBIT is money out. The amount itself is
 * unsigned (xs:decimal with a point); a sign some producer wrote anyway is kept and combined.
 */
export function signedAmount(element: XmlValue, currency: string | null, what: string): number {
  const written = text(element, 'Amt');
  const own = normalizeCurrencyCode(attribute(element, 'Ccy', 'Amt'));
  const minor = exactMinor(written, currencyExponent(own ?? currency), '.');
  if (minor === null) {
    throw new ExportProblem(
      written
        ? `We couldn't read ${what}'s amount ${quote(written)}.`
        : `${capital(what)} has no amount.`,
    );
  }
  const indicator = text(element, 'CdtDbtInd').toUpperCase();
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new ExportProblem(`${capital(what)} does not say whether it is a credit or a debit.`);
  }
  return indicator === 'DBIT' ? -minor : minor;
}

/** An ISO date or date-time as the calendar day it names: its time and zone are left aside. */
export function isoDay(written: string): string | null {
  return /^\d{4}-\d{2}-\d{2}/.test(written) ? leadingDate(written) : null;
}

/** A `Dt` or `DtTm` child as an ISO date. */
export function dateOf(element: XmlValue | undefined): string | null {
  return isoDay(text(element, 'Dt') || text(element, 'DtTm'));
}

/**
 * One Ntry as a draft row: its booked amount signed by CdtDbtInd, its booking date (BookgDt; the
 * value date only when the bank gave no booking date, as for some pending entries), and a
 * description naming the counterparty first (the creditor of money out, the debtor of money in),
 * then the purpose (RmtInf/Ustrd). An entry that books a batch of several payments (NtryDtls with
 * several TxDtls) stays one transaction with the amount the bank booked, and its description says
 * how many payments it holds and to or from whom.
 */
export function readEntry(
  entry: XmlValue,
  accountCurrency: string | null,
  number: number,
): DraftRow {
  const what = `entry ${number}`;
  const amountMinor = signedAmount(entry, accountCurrency, what);
  const status = (text(entry, 'Sts', 'Cd') || text(entry, 'Sts')).toUpperCase();
  const date = dateOf(at1(entry, 'BookgDt')) ?? dateOf(at1(entry, 'ValDt'));
  const pending = status === 'PDNG';
  if (!date && !pending) throw new ExportProblem(`${capital(what)} has no booking date.`);
  const details = all(entry, 'NtryDtls').flatMap((group) => all(group, 'TxDtls'));
  const batchSize = Math.max(
    details.length,
    Number(text(entry, 'NtryDtls', 'Btch', 'NbOfTxs')) || 0,
  );
  const entryInfo = text(entry, 'AddtlNtryInf');
  const description =
    batchSize > 1
      ? joinParts([entryInfo, batchDescription(details, batchSize, amountMinor)])
      : singleDescription(details[0], amountMinor, entryInfo);
  const row = draftRow(date, description, amountMinor, pending);
  const currency = normalizeCurrencyCode(attribute(entry, 'Ccy', 'Amt'));
  if (currency && currency !== accountCurrency) row.currency = currency;
  const reference = referenceOf(entry, details[0], batchSize);
  if (reference) row.reference = reference;
  return row;
}

function at1(value: XmlValue, name: string): XmlValue | undefined {
  return all(value, name)[0];
}

/** The counterparty, then the purpose; other texts only when the bank gave neither. */
function singleDescription(
  details: XmlValue | undefined,
  amountMinor: number,
  entryInfo: string,
): string {
  const purpose = purposeOf(details) || text(details, 'AddtlTxInf');
  const described = joinParts([counterpartyOf(details, amountMinor), purpose]);
  return described || entryInfo;
}

function batchDescription(details: readonly XmlValue[], size: number, amountMinor: number): string {
  const names = [
    ...new Set(details.map((item) => counterpartyOf(item, amountMinor)).filter(Boolean)),
  ];
  const shown = names.slice(0, BATCH_NAMES).join(', ');
  const more = names.length > BATCH_NAMES ? ` and ${names.length - BATCH_NAMES} more` : '';
  return `Batch of ${size} payments${shown ? `: ${shown}${more}` : ''}`;
}

/**
 * The other party's name: the creditor (who was paid) for money out, the debtor (who paid) for
 * money in, then the ultimate ones. Versions .02 to .07 write `Cdtr/Nm`; .08 on `Cdtr/Pty/Nm`.
 */
function counterpartyOf(details: XmlValue | undefined, amountMinor: number): string {
  const parties = all(details, 'RltdPties')[0];
  const roles = amountMinor < 0 ? ['Cdtr', 'UltmtCdtr'] : ['Dbtr', 'UltmtDbtr'];
  for (const role of roles) {
    const name = text(parties, role, 'Nm') || text(parties, role, 'Pty', 'Nm');
    if (name) return name;
  }
  return '';
}

/** Unstructured remittance lines joined, else a structured creditor reference. */
function purposeOf(details: XmlValue | undefined): string {
  const info = all(details, 'RmtInf')[0];
  const lines = all(info, 'Ustrd').map((line) => text(line));
  if (lines.some(Boolean)) return lines.join(' ');
  return all(info, 'Strd')
    .map((structured) => text(structured, 'CdtrRefInf', 'Ref'))
    .filter(Boolean)
    .join(' ');
}

/** The payer's end-to-end reference when it says something, else the bank's own reference. */
function referenceOf(entry: XmlValue, details: XmlValue | undefined, batchSize: number): string {
  const endToEnd = batchSize > 1 ? '' : text(details, 'Refs', 'EndToEndId');
  if (endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED') return endToEnd;
  return text(entry, 'AcctSvcrRef') || text(entry, 'NtryRef');
}

function capital(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}
