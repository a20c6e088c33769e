import { MERCHANTS, type Region } from './merchants';
import { hashOf, seeded, type Random } from './random';

export type EntryKind = 'shop' | 'bill' | 'income';

/** One booked transaction, signed from the account holder's side: negative is money out. */
export interface Entry {
  date: string;
  amountMinor: number;
  /** The holder's balance after this entry. */
  balanceMinor: number;
  kind: EntryKind;
  /** The other party as the bank names it. */
  name: string;
  /** A bank reference: digits, unique in the history. */
  reference: string;
}

export interface History {
  currency: string;
  openingMinor: number;
  closingMinor: number;
  /** The first and last day of the statement's period (whole months). */
  start: string;
  end: string;
  /** Oldest first. */
  entries: Entry[];
}

export interface HistoryOptions {
  region: Region;
  currency: string;
  /** Multiplies every amount: 1 for dollars, euros and pounds, about 80 for rupees. */
  scale?: number;
  /** Amounts in whole units, no cents: Taiwan's dollars are written so, though ISO gives them two. */
  wholeUnits?: boolean;
  /** A card account: the holder owes the balance, and money in is a repayment or a refund. */
  card?: boolean;
}

const DAY = 86_400_000;

/**
 * A statement's worth of transactions: one to three whole months from a seeded start, a dozen to
 * forty entries, an opening balance, and the running balance after each entry. A bank account
 * never goes below zero (a debit too large becomes an income instead); a card's balance is what
 * the holder owes, so it runs negative.
 */
export function makeHistory(name: string, options: HistoryOptions): History {
  const random = seeded(hashOf(name));
  const scale = options.scale ?? 1;
  // Large currencies (rupiah) move in round hundreds; whole-unit ones in units; others keep cents.
  const size: Size = { scale, step: scale >= 1000 ? 10_000 : options.wholeUnits ? 100 : 1 };
  const year = random.int(2022, 2025);
  const month = random.int(0, 11);
  const months = random.int(1, 3);
  const startTime = Date.UTC(year, month, 1);
  const endTime = Date.UTC(year, month + months, 0);
  const count = random.int(12, 40);
  const days = Array.from({ length: count }, () =>
    random.int(0, Math.round((endTime - startTime) / DAY)),
  ).sort((a, b) => a - b);
  const merchants = MERCHANTS[options.region];
  const card = options.card ?? false;
  const openingMinor = card ? -money(random, 50, 900, size) : money(random, 800, 6000, size);
  let balance = openingMinor;
  const entries = days.map((day, index): Entry => {
    let kind = pickKind(random, index, count);
    let amountMinor =
      kind === 'income' ? incomeOf(random, size, card) : -spendOf(random, kind, size);
    if (!card && balance + amountMinor < 0) {
      kind = 'income';
      amountMinor = incomeOf(random, size, card);
    }
    balance += amountMinor;
    const names =
      kind === 'shop' ? merchants.shops : kind === 'bill' ? merchants.bills : merchants.incomes;
    return {
      date: new Date(startTime + day * DAY).toISOString().slice(0, 10),
      amountMinor,
      balanceMinor: balance,
      kind,
      name: card && kind === 'income' ? random.pick(CARD_CREDITS) : random.pick(names),
      reference: String(100_000 + random.int(0, 899) * 1000 + index),
    };
  });
  return {
    currency: options.currency,
    openingMinor,
    closingMinor: balance,
    start: new Date(startTime).toISOString().slice(0, 10),
    end: new Date(endTime).toISOString().slice(0, 10),
    entries,
  };
}

/** How card issuers describe money in: a repayment or a merchant's refund. */
const CARD_CREDITS = [
  'PAYMENT RECEIVED - THANK YOU',
  'AUTOPAY PAYMENT',
  'REFUND AMAZON MARKETPLACE',
];

/** Mostly spending; an income early on and at least one in every history. */
function pickKind(random: Random, index: number, count: number): EntryKind {
  if (index === 1 || index === Math.floor(count * 0.6)) return 'income';
  const roll = random.next();
  return roll < 0.6 ? 'shop' : roll < 0.9 ? 'bill' : 'income';
}

/** How big a currency's amounts are, and the minor units they are rounded to. */
interface Size {
  scale: number;
  step: number;
}

function spendOf(random: Random, kind: EntryKind, size: Size): number {
  return kind === 'shop' ? money(random, 2, 180, size) : money(random, 15, 1400, size);
}

function incomeOf(random: Random, size: Size, card: boolean): number {
  return card ? money(random, 20, 600, size) : money(random, 300, 4200, size);
}

/** An amount between min and max units, times the scale, in minor units rounded to the step. */
function money(random: Random, min: number, max: number, { scale, step }: Size): number {
  const units = random.int(min * 100, max * 100);
  return Math.round((units * scale) / step) * step;
}
