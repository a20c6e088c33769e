import type { Row } from '../statement/view';
import type { CategoryId } from './category-table';
import { isWithinAny } from './hierarchy';
import { isOfKind } from './type-codes';

/** Categories people buy at a till or online: a card payment we could not place may be one. */
export const BOUGHT_BY_CARD: readonly CategoryId[] = [
  'groceries',
  'dining',
  'shopping',
  'transport',
  'subscriptions',
  'entertainment',
  'travel',
  'lodging',
  'health',
  'personal-care',
];

/**
 * Paid at a till without a card: a QR code, a phone, a contactless wallet, India's UPI (whose
 * payments to people are read as transfers, so an unplaced one is most likely a shop's).
 */
const AT_A_TILL = / (qris|qr|upi|apple pay|google pay|gpay|contactless|nfc) /;

/** Categories billed by direct debit: a debit collected so, that we could not place, may be one. */
export const BILLED_BY_DEBIT: readonly CategoryId[] = [
  'bills',
  'insurance',
  'subscriptions',
  'personal-care',
];

/**
 * Collected from the account by the payee on rails a bank names beside a direct debit's own words
 * (those are `isOfKind(…, 'direct debit')`): an ACH debit ("PPD"), India's NACH and ECS mandates.
 */
const COLLECTED = / (ppd|ach|nach|ecs|dd|incasso|debito automatico|autopay|mandate) /;

/** A debit we could not place, collected by the payee rather than paid at a till. */
export const collectedByPayee = (row: Row): boolean =>
  row.tx.amountMinor < 0 && (isOfKind(row.tx, 'direct debit') || COLLECTED.test(row.searchText));

/** A debit we could not place, paid at a till: by card, or by a QR code or phone. */
export const paidAtATill = (row: Row, card: boolean): boolean =>
  row.tx.amountMinor < 0 &&
  (card || isOfKind(row.tx, 'card payment') || AT_A_TILL.test(row.searchText));

/**
 * A purchase: money out for something bought, at a till or online. Rent, transfers, cash, a
 * bank's fees and interest, taxes and bills are payments, not purchases ("my largest purchase"
 * is not the rent; a card's "total purchases" leave its fees and interest out).
 */
export function isPurchase(row: Row, card: boolean): boolean {
  if (row.tx.amountMinor >= 0) return false;
  // A card is for buying: what it charges but the issuer's own fees and interest was bought.
  if (card) return !isWithinAny(row.categoryId, CHARGED_BY_THE_ISSUER);
  if (isWithinAny(row.categoryId, BOUGHT_BY_CARD)) return true;
  return row.categoryId === 'other' && paidAtATill(row, card);
}

/** A card's rows that are not its holder's purchases. */
const CHARGED_BY_THE_ISSUER: readonly CategoryId[] = [
  'fees',
  'interest',
  'cash',
  'taxes',
  'transfers',
  'conversions',
];
