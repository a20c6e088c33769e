// The blind consistency bench's model: generated rows, the files made from them, and a seeded
// random source. Written from the outside of Sheetwise: nothing here reads the product's code.

/** One transaction as the generator made it: the truth every figure is checked against. */
export interface Row {
  /** Unique within the account: the same id in two files is the same bank transaction. */
  id: string;
  date: string; // YYYY-MM-DD
  description: string;
  /** Signed, in the currency's minor units (money in positive). */
  amountMinor: number;
  /** The running balance the bank printed after this row, when it prints one. */
  balanceMinor?: number;
  /** The bank's own category, when the export has a category column. */
  category?: string;
}

/** Everyday questions in the statement's language. */
export interface LocalWords {
  language: string;
  spentTotal: string;
  moneyIn: string;
  /** "How much did I spend in {month}?" with the month's name put in. */
  spentInMonth: (month: number) => string;
}

export interface StatementFile {
  fileName: string;
  bytes: Uint8Array;
  /** The account the rows belong to: files of one account share rows. */
  account: string;
  bank: string;
  country: string;
  currency: string;
  /** The currency's ISO 4217 exponent (minor-unit digits). */
  exponent: number;
  rows: Row[];
  hasBalance: boolean;
  hasCategory: boolean;
  /** Whether the file itself names its currency (otherwise the runner sets it, as the card asks). */
  namesCurrency: boolean;
  local: LocalWords;
  /** A short name people use for the account in a question across statements ("my OTP account"). */
  nickname: string;
  /** How the amounts of this file are printed, to describe the layout in the report. */
  layout: string;
  /** The counterparty's name as the file prints it, which the sheet must show somewhere in the row. */
  partyOf: (row: Row) => string;
  /** The period the file itself prints (a preamble's "from … to …"), when it prints one. */
  period?: { start: string; end: string };
}

/** A small seeded generator (mulberry32), so a set is the same on every run. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Groups digits: 'western' 1,234,567 style, 'indian' 12,34,567. */
function groupDigits(digits: string, sep: string, style: 'western' | 'indian'): string {
  if (!sep) return digits;
  if (style === 'indian' && digits.length > 3) {
    const last = digits.slice(-3);
    let rest = digits.slice(0, -3);
    const parts: string[] = [];
    while (rest.length > 2) {
      parts.unshift(rest.slice(-2));
      rest = rest.slice(0, -2);
    }
    if (rest) parts.unshift(rest);
    return `${parts.join(sep)}${sep}${last}`;
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface NumberStyle {
  decimal: string;
  group: string;
  grouping?: 'western' | 'indian';
  /** Digits printed after the decimal mark; defaults to the currency's exponent. */
  printedDecimals?: number;
}

/** A positive or negative minor-unit amount as the bank prints it (sign as '-'). */
export function formatMinor(minor: number, exponent: number, style: NumberStyle): string {
  const printed = style.printedDecimals ?? exponent;
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const scale = 10 ** exponent;
  const whole = Math.floor(abs / scale);
  const frac = abs % scale;
  if (printed < exponent && frac !== 0) {
    throw new Error(`Cannot print ${minor} with ${printed} decimals`);
  }
  const wholeText = groupDigits(String(whole), style.group, style.grouping ?? 'western');
  let fracText = '';
  if (printed > 0) {
    const fracDigits = String(frac).padStart(exponent, '0').padEnd(printed, '0').slice(0, printed);
    fracText = `${style.decimal}${fracDigits}`;
  }
  return `${negative ? '-' : ''}${wholeText}${fracText}`;
}

/** The plain major-unit figure with the currency's own decimals ("1234.500" for BHD). */
export function plainMajor(minor: number, exponent: number): string {
  return formatMinor(minor, exponent, { decimal: '.', group: '' });
}

export function csvLine(cells: readonly string[], sep: string, quoteAll = false): string {
  return cells
    .map((cell) => {
      const needs = quoteAll || cell.includes(sep) || cell.includes('"') || cell.includes('\n');
      return needs ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(sep);
}

/** Adds running balances to rows in date order, from an opening balance. */
export function withBalances(rows: Row[], openingMinor: number): Row[] {
  let balance = openingMinor;
  return rows.map((row) => {
    balance += row.amountMinor;
    return { ...row, balanceMinor: balance };
  });
}

/** Sorts rows by date, keeping generation order within a day. */
export function byDate(rows: Row[]): Row[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.date.localeCompare(b.row.date) || a.index - b.index)
    .map(({ row }) => row);
}
