// Strict judging of the assistant's words (blind-testing.md): dates and times out first, every
// grouping style read as a number, a figure right to the minor unit, a count standing alone.

const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS_OTHER = [
  'januar|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember',
  'januari|februari|maart|mei|augustus|december',
  'janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre',
  'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december',
  'maret|agustus|desember|oktober',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre',
  'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia',
].join('|');
const MONTH = `(?:${MONTHS_EN}|${MONTHS_OTHER})\\.?(?![\\p{L}])`;

const DATE_PATTERNS: RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  /\b\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?/g,
  /\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?/g,
  /\d{1,2}\s*月\s*\d{1,2}\s*日/g,
  /\d{1,2}\s*月/g,
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?[-\\s/.]*${MONTH}[-\\s/.,]*(?:\\d{4}|\\d{2}\\b)?`, 'giu'),
  new RegExp(`${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s*\\d{4}`, 'giu'),
  new RegExp(`${MONTH}[\\s,-]*\\d{4}`, 'giu'),
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g,
  /\b\d{4}-\d{2}\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g,
  /\b(?:19|20)\d{2}\b(?![.,'\d])/g,
];

export function withoutDates(text: string): string {
  let out = text;
  for (const pattern of DATE_PATTERNS) out = out.replace(pattern, ' ');
  return out;
}

export interface NumberToken {
  text: string;
  /** Readings as exact decimal strings without grouping ("1234.56"). */
  readings: string[];
  hasDecimals: boolean;
  /** A currency word or sign right next to it. */
  nearCurrency: boolean;
  index: number;
}

const CURRENCY_MARK =
  /[$€£¥₹₽﷼円]|\b(?:USD|EUR|GBP|JPY|INR|HUF|IDR|BHD|KWD|PLN|THB|CHF|SEK|NOK|DKK|MXN|BRL|ZAR|AED|SAR|Rs\.?|Rp|Ft|BD|KD|zł|kr|yen|euros?|pounds?|dollars?|rupees?|rupiah|forints?|dinars?|baht|złoty|zloty|francs?)\b|د\.ب|د\.ك/i;

function readingsOf(raw: string): { readings: string[]; hasDecimals: boolean } {
  const text = raw.replace(/[\u00a0\u202f\u2009 ']/g, (m) => (m === "'" ? "'" : ' '));
  const compact = text.replace(/[ ']/g, '');
  const hasGroupingSpace = /[ ']/.test(text);
  const dots = (compact.match(/\./g) ?? []).length;
  const commas = (compact.match(/,/g) ?? []).length;
  const out = new Set<string>();
  let hasDecimals = false;
  if (dots && commas) {
    const lastDot = compact.lastIndexOf('.');
    const lastComma = compact.lastIndexOf(',');
    const dec = lastDot > lastComma ? '.' : ',';
    const grp = dec === '.' ? ',' : '.';
    const [int, frac] = compact.split(dec);
    if (compact.split(dec).length === 2) {
      out.add(`${(int ?? '').split(grp).join('')}.${frac}`);
      hasDecimals = true;
    }
  } else if (dots || commas) {
    const sep = dots ? '.' : ',';
    const parts = compact.split(sep);
    // As grouping (1,234,567 or 12,34,567 or 1.234.567).
    if (
      parts.slice(1).every((p) => p.length === 3 || p.length === 2) &&
      parts.slice(-1)[0]?.length === 3
    ) {
      out.add(parts.join(''));
    }
    // As a decimal mark (one of them).
    if (parts.length === 2) {
      out.add(`${parts[0]}.${parts[1]}`);
      if ((parts[1] ?? '').length !== 3) hasDecimals = true;
      if ((parts[1] ?? '').length === 3 && hasGroupingSpace) hasDecimals = true;
    }
    if (parts.length > 2 && sep === '.' && hasGroupingSpace) out.add(compact.split('.').join(''));
  } else {
    out.add(compact);
  }
  if (hasGroupingSpace && !dots && !commas) out.add(compact);
  return { readings: [...out], hasDecimals };
}

export function numbersIn(text: string): NumberToken[] {
  const clean = withoutDates(text);
  const tokens: NumberToken[] = [];
  const re = /\d(?:[\d]|[.,](?=\d)|[ \u00a0\u202f'](?=\d{3}(?!\d)))*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(clean))) {
    const raw = m[0];
    const { readings, hasDecimals } = readingsOf(raw);
    const around = clean.slice(Math.max(0, m.index - 5), m.index + raw.length + 6);
    tokens.push({
      text: raw,
      readings,
      hasDecimals,
      nearCurrency: CURRENCY_MARK.test(around),
      index: m.index,
    });
  }
  return tokens;
}

/** Whether an exact decimal string equals minor units at an exponent. */
export function equalsMinor(decimal: string, minor: number, exponent: number): boolean {
  const [int = '0', frac = ''] = decimal.split('.');
  if (frac.length > exponent && /[1-9]/.test(frac.slice(exponent))) return false;
  const padded = frac.slice(0, exponent).padEnd(exponent, '0');
  const value = BigInt(`${int}${padded}` || '0');
  return value === BigInt(Math.abs(minor));
}

const CURRENCY_WORDS: Record<string, RegExp> = {
  HUF: /HUF|Ft\b|forint/i,
  JPY: /JPY|¥|円|yen/i,
  BHD: /BHD|BD\b|dinar|د\.ب/i,
  KWD: /KWD|KD\b|dinar|د\.ك/i,
  IDR: /IDR|Rp|rupiah/i,
  EUR: /EUR|€|euro/i,
  USD: /USD|\$|dollar/i,
  INR: /INR|₹|Rs\.?|rupee/i,
  GBP: /GBP|£|pound/i,
  PLN: /PLN|zł|zloty|złot/i,
  THB: /THB|฿|baht/i,
  CHF: /CHF|franc/i,
  MXN: /MXN|MX\$|peso/i,
  SEK: /SEK|kr\b|krona|kronor/i,
  ZAR: /ZAR|\bR\s?\d|rand/i,
};

export function namesCurrency(text: string, currency: string): boolean {
  return (CURRENCY_WORDS[currency] ?? new RegExp(currency)).test(text);
}

export type Verdict = 'exact' | 'decline' | 'wrong' | 'miss';

export interface Judged {
  verdict: Verdict;
  /** The money figures stated (for the record). */
  stated: string[];
  note?: string;
}

function moneyLooking(t: NumberToken): boolean {
  return t.nearCurrency || t.hasDecimals || t.readings.some((r) => Number(r) >= 1000);
}

/** A money question: the figure to the minor unit, with its currency named. */
export function judgeMoney(
  answer: string,
  minor: number,
  currency: string,
  exponent: number,
): Judged {
  const tokens = numbersIn(answer);
  const stated = tokens.filter(moneyLooking).map((t) => t.text);
  const hit = tokens.some((t) => t.readings.some((r) => equalsMinor(r, minor, exponent)));
  if (hit && namesCurrency(answer, currency)) return { verdict: 'exact', stated };
  if (hit) return { verdict: 'miss', stated, note: 'figure right but currency not named' };
  if (stated.length === 0) return { verdict: 'decline', stated };
  return { verdict: 'wrong', stated };
}

/** A money question over several currencies: every currency's figure, or none at all. */
export function judgeMoneyEach(
  answer: string,
  expected: Array<{ minor: number; currency: string; exponent: number }>,
): Judged {
  const tokens = numbersIn(answer);
  const stated = tokens.filter(moneyLooking).map((t) => t.text);
  const found = expected.filter((e) =>
    tokens.some((t) => t.readings.some((r) => equalsMinor(r, e.minor, e.exponent))),
  );
  if (found.length === expected.length) return { verdict: 'exact', stated };
  if (stated.length === 0) return { verdict: 'decline', stated };
  const strays = tokens
    .filter(moneyLooking)
    .filter(
      (t) => !expected.some((e) => t.readings.some((r) => equalsMinor(r, e.minor, e.exponent))),
    );
  if (strays.length > 0)
    return {
      verdict: 'wrong',
      stated,
      note: `figures matching no currency's total: ${strays.map((t) => t.text).join(', ')}`,
    };
  return {
    verdict: 'miss',
    stated,
    note: `${found.length} of ${expected.length} currencies' figures`,
  };
}

/** A count question: the integer standing alone (not inside a date or an amount). */
export function judgeCount(answer: string, count: number): Judged {
  const tokens = numbersIn(answer);
  const stated = tokens.map((t) => t.text);
  const alone = tokens.filter(
    (t) => !t.nearCurrency && !t.hasDecimals && /^\d+$/.test(t.text.replace(/[,. ]/g, '')),
  );
  if (alone.some((t) => t.readings.includes(String(count)))) return { verdict: 'exact', stated };
  if (tokens.length === 0) return { verdict: 'decline', stated };
  return { verdict: 'wrong', stated };
}
