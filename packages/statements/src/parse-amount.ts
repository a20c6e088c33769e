import { takeCurrency } from './currency';
import type { DecimalMark } from './decimal-mark';

export { DecimalMarkTally, detectDecimalMark, type DecimalMark } from './decimal-mark';

export interface ParsedAmount {
  /** Signed integer minor units; negative for `-`, `( )`, a trailing `-`, or a Dr marker. */
  minor: number;
  /** The sign the text wrote explicitly, if any (`+ £1,234.56` is '+', `£99.99` is null). */
  sign: '+' | '-' | null;
  /** A Dr/Cr marker beside the number, if any. */
  drCr: 'dr' | 'cr' | null;
  /** The currency a symbol or code named, if any. */
  currency: string | null;
}

export interface AmountOptions {
  /** The decimal mark the whole column uses (see `detectDecimalMark`); '.' by default. */
  decimalMark?: DecimalMark;
  /** Digits in the currency's minor unit; 2 by default. */
  exponent?: number;
}

const MINUS = /[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g;
const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g;
const DR_CR = /(?<=^|[\s\d)])(dr|cr|db)\.?$|^(dr|cr|db)\.?(?=[\s\d(])/i;
/** Digits, marks, signs and spaces only: nothing for `takeCurrency` to find. */
const PLAIN = /^[\d.,'’ +\-()]*$/;
const SHAPE = /^([+-]?)\s*([\d.,'’ ]*\d|[.,]\d+)\s*([+-]?)$/;

/**
 * Reads one money amount into integer minor units, with no floating point anywhere:
 * `1,234.56`, `1.234,56`, `1 234,56` (any kind of space), `11'373.94`, Indian `1,23,456.78`,
 * `(123.45)`, `123.45-`, `-$7,971.39`, `- $220.00`, `+ £1,234.56`, `123.45 Dr`, `EUR 12,50`, `350`.
 * A lone separator followed by three digits is read with the column's decimal mark.
 * Returns null when the text is not an amount or has more decimals than the currency allows.
 */
export function parseAmount(text: string, options: AmountOptions = {}): ParsedAmount | null {
  const exponent = options.exponent ?? 2;
  const plain = (options.decimalMark ?? '.') === '.' ? plainAmount(text, exponent) : null;
  if (plain) return plain;
  let rest = text.replace(MINUS, '-').trim();
  if (!rest) return null;
  let drCr: ParsedAmount['drCr'] = null;
  const marker = DR_CR.exec(rest);
  if (marker) {
    const word = (marker[1] ?? marker[2] ?? '').toLowerCase();
    drCr = word === 'cr' ? 'cr' : 'dr';
    rest = `${rest.slice(0, marker.index)} ${rest.slice(marker.index + marker[0].length)}`;
  }
  const taken = PLAIN.test(rest) ? { rest, currency: null } : takeCurrency(rest);
  rest = taken.rest.replace(SPACES, ' ').trim();
  let negative = false;
  const parens = /^\((.*)\)$/.exec(rest);
  if (parens) {
    negative = true;
    rest = (parens[1] ?? '').trim();
  }
  const shape = SHAPE.exec(rest);
  if (!shape) return null;
  const [, lead = '', body = '', trail = ''] = shape;
  if (lead && trail) return null;
  if (body.includes(' ') && !/^\d{1,3}( \d{3})+([.,]\d+)?$/.test(body)) return null;
  const magnitude = toMinor(body.replace(/ /g, ''), options.decimalMark ?? '.', exponent);
  if (magnitude === null) return null;
  const sign = lead || trail ? ((lead || trail) as '+' | '-') : null;
  if (sign === '-') negative = true;
  if (drCr) negative = drCr === 'dr';
  const minor = negative && magnitude !== 0 ? -magnitude : magnitude;
  return { minor, sign: parens ? '-' : sign, drCr, currency: taken.currency };
}

const MINUS_SIGN = 45;
const POINT = 46;
const ZERO = 48;

/**
 * The shape most cells have (`-1234.56`, `800`: an optional minus, digits, up to three decimals), read digit by digit, as the full path would read it, because a large statement has
 * hundreds of thousands of them and a regular expression's match costs four strings each.
 * Anything else returns null.
 */
function plainAmount(text: string, exponent: number): ParsedAmount | null {
  const negative = text.charCodeAt(0) === MINUS_SIGN;
  let index = negative ? 1 : 0;
  let whole = 0;
  let wholeDigits = 0;
  for (; index < text.length; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
    wholeDigits += 1;
  }
  if (wholeDigits === 0) return null;
  let fraction = 0;
  let fractionDigits = 0;
  if (index < text.length) {
    if (text.charCodeAt(index) !== POINT) return null;
    for (index += 1; index < text.length; index += 1) {
      const digit = text.charCodeAt(index) - ZERO;
      if (digit < 0 || digit > 9) return null;
      fraction = fraction * 10 + digit;
      fractionDigits += 1;
    }
    if (fractionDigits === 0 || fractionDigits > 3) return null;
  }
  // Three decimals after at most three digits (`1.234`) may be a thousands separator: the
  // general path reads it with the column's mark (`MarkDecision`).
  if (fractionDigits > exponent || (fractionDigits === 3 && wholeDigits <= 3)) return null;
  const magnitude = whole * 10 ** exponent + fraction * 10 ** (exponent - fractionDigits);
  if (!Number.isSafeInteger(magnitude)) return null;
  const minor = negative && magnitude !== 0 ? -magnitude : magnitude;
  return { minor, sign: negative ? '-' : null, drCr: null, currency: null };
}

/** Digits with separators (no sign, no spaces) to a non-negative number of minor units. */
function toMinor(body: string, columnMark: DecimalMark, exponent: number): number | null {
  const digitsOnly = body.replace(/’/g, "'");
  const mark = decimalMarkOf(digitsOnly, columnMark, exponent);
  const decimalAt = mark ? digitsOnly.lastIndexOf(mark) : -1;
  const whole = decimalAt >= 0 ? digitsOnly.slice(0, decimalAt) : digitsOnly;
  let fraction = decimalAt >= 0 ? digitsOnly.slice(decimalAt + 1) : '';
  if (!/^\d*$/.test(fraction) || !isGroupedInteger(whole)) return null;
  if (fraction.length > exponent) {
    if (/[^0]/.test(fraction.slice(exponent))) return null;
    fraction = fraction.slice(0, exponent);
  }
  const digits = whole.replace(/[.,']/g, '') + fraction.padEnd(exponent, '0');
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Which separator, if any, is the decimal mark in this one number. */
function decimalMarkOf(
  body: string,
  columnMark: DecimalMark,
  exponent: number,
): DecimalMark | null {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const only: DecimalMark | null = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!only) return null;
  if (body.indexOf(only) !== body.lastIndexOf(only)) return null;
  const after = body.length - body.lastIndexOf(only) - 1;
  if (after === 3 && /\d/.test(body[0] ?? '')) {
    return only === columnMark && exponent > 0 ? only : null;
  }
  return only;
}

/** `1234`, `1,234,567`, `1.234`, `11'373`, Indian `1,23,45,678`: groups of three after the first. */
function isGroupedInteger(whole: string): boolean {
  if (whole === '') return true;
  if (/^\d+$/.test(whole)) return true;
  const groups = whole.split(/[.,']/);
  if (new Set(whole.replace(/\d/g, '')).size > 1) return false;
  const [first = '', ...others] = groups;
  if (!/^\d{1,3}$/.test(first) || others.length === 0) return false;
  const last = others[others.length - 1] ?? '';
  const middle = others.slice(0, -1);
  if (last.length !== 3) return false;
  return middle.every((group) => group.length === 3) || middle.every((g) => g.length === 2);
}
