/**
 * A made-up account's month, from which the generators beside this file write each bank export
 * format, and the figures a reader must find in what they write. Deterministic: a seed picks
 * every date, amount and name, so a failing case can be run again as it was.
 */
import { expect } from 'vitest';
import type { ParsedStatement } from '../../types';
import { line, totals } from '../fixtures';

export interface LedgerEntry {
  /** ISO date the bank booked the entry. */
  date: string;
  /** Signed minor units: negative is money out. */
  amountMinor: number;
  counterparty: string;
  purpose: string;
  reference: string;
}

export interface Ledger {
  currency: string;
  /** The account number or IBAN, as the bank writes it. */
  account: string;
  openingMinor: number;
  closingMinor: number;
  /** The statement's period: the first of the month to the last entry's day at least. */
  start: string;
  end: string;
  entries: LedgerEntry[];
}

/** What a reader must find. Money in minor units; debits negative. */
export interface Figures {
  count: number;
  debits: number;
  credits: number;
  currency: string | null;
  first: [string, string, number];
  last: [string, string, number];
  opening?: number;
  closing?: number;
  account?: string;
  period?: [string, string];
}

const NAMES = [
  'Stadtwerke Nord GmbH',
  'ACME Payroll Services',
  'Café Lumière & Fils',
  'Dr. Anna Berg',
  'Tesco Stores 3321',
  'NETFLIX.COM',
  'J. Smith (landlord)',
  "O'Brien Plumbing Ltd",
  'Zahnarztpraxis Müller',
  'City Parking 24/7',
];

const PURPOSES = [
  'Rent',
  'Invoice 2024-0042 for consulting services in March',
  'Salary',
  'Electricity and gas, customer number 88231, monthly instalment',
  'Groceries',
  'Subscription',
  'Refund of order 55-1902',
  'Parking permit Q2 zone B',
  'Dental treatment, invoice R-2231 of 14.03.',
  'Card payment',
];

/** A linear congruential generator: the same seed, the same ledger. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

export interface LedgerOptions {
  seed: number;
  count: number;
  /** ISO date of the first day; entries follow a day or two apart. */
  start?: string;
  currency?: string;
  openingMinor?: number;
  account?: string;
  /** Names safe for formats with a narrow character set (MT940): ASCII letters only. */
  ascii?: boolean;
  /** Move the date on only every n-th entry (1 by default): a big file stays within years. */
  daysEvery?: number;
}

export function makeLedger(options: LedgerOptions): Ledger {
  const next = random(options.seed);
  const start = options.start ?? '2024-03-01';
  let day = Date.parse(`${start}T00:00:00Z`);
  let balance = options.openingMinor ?? 125_000;
  const opening = balance;
  const entries: LedgerEntry[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const step = Math.floor(next() * 3) * 86_400_000;
    if (index > 0 && index % (options.daysEvery ?? 1) === 0) day += step;
    const pick = Math.floor(next() * NAMES.length);
    const income = pick === 1 || next() < 0.15;
    const size = income ? 50_000 + Math.floor(next() * 300_000) : 1 + Math.floor(next() * 25_000);
    const amountMinor = income ? size : -size;
    balance += amountMinor;
    const name = NAMES[pick] ?? 'Someone';
    entries.push({
      date: new Date(day).toISOString().slice(0, 10),
      amountMinor,
      counterparty: options.ascii ? asciiOf(name) : name,
      purpose: PURPOSES[Math.floor(next() * PURPOSES.length)] ?? 'Payment',
      reference: `REF${options.seed}-${index + 1}`,
    });
  }
  const last = entries[entries.length - 1]?.date ?? start;
  return {
    currency: options.currency ?? 'EUR',
    account: options.account ?? 'DE89370400440532013000',
    openingMinor: opening,
    closingMinor: balance,
    start,
    end: last,
    entries,
  };
}

function asciiOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[&'()/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The figures of a ledger, given each entry's description as the format's reader must build it. */
export function figuresOf(
  ledger: Ledger,
  descriptions: readonly string[],
  balances: { opening?: boolean; closing?: boolean } = { opening: true, closing: true },
): Figures {
  const { entries } = ledger;
  let debits = 0;
  let credits = 0;
  for (const { amountMinor } of entries) {
    if (amountMinor < 0) debits += amountMinor;
    else credits += amountMinor;
  }
  const lineOf = (index: number): [string, string, number] => [
    entries[index]?.date ?? '',
    descriptions[index] ?? '',
    entries[index]?.amountMinor ?? 0,
  ];
  const figures: Figures = {
    count: entries.length,
    debits,
    credits,
    currency: ledger.currency,
    first: lineOf(0),
    last: lineOf(entries.length - 1),
  };
  if (balances.opening) figures.opening = ledger.openingMinor;
  if (balances.closing) figures.closing = ledger.closingMinor;
  return figures;
}

/** Checks a parsed statement against the figures its generator computed. */
export function expectFigures(statement: ParsedStatement, figures: Figures): void {
  const { transactions } = statement;
  expect(transactions).toHaveLength(figures.count);
  expect(totals(transactions)).toEqual({ debits: figures.debits, credits: figures.credits });
  expect(statement.currency).toBe(figures.currency);
  expect(line(transactions[0])).toEqual(figures.first);
  expect(line(transactions[transactions.length - 1])).toEqual(figures.last);
  expect(statement.openingBalanceMinor).toBe(figures.opening);
  expect(statement.closingBalanceMinor).toBe(figures.closing);
  if (figures.account) expect(statement.accountMasked).toBe(figures.account);
  if (figures.period)
    expect([statement.period.start, statement.period.end]).toEqual(figures.period);
  expect(transactions.map((t) => t.position)).toEqual(transactions.map((_, index) => index));
  for (const transaction of transactions) {
    expect(transaction.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isSafeInteger(transaction.amountMinor)).toBe(true);
  }
}

/** Minor units as a decimal with `mark`: 123456 is `1234.56`, -5 is `-0.05`. */
export function decimal(minor: number, mark = '.', exponent = 2): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `${mark}${digits.slice(-exponent)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** Every description made from a counterparty and a purpose, as the readers join them. */
export function joined(counterparty: string, purpose: string): string {
  return [counterparty, purpose].filter(Boolean).join(' - ');
}
