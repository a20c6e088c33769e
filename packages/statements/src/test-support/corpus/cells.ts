/**
 * The cells a layout writes, and how banks print money and dates in them. A money or date cell
 * keeps the value beside its text, so a workbook can store it as a number or a date, as banks'
 * Excel exports do, while CSV and PDF print the text.
 */
export interface MoneyCell {
  text: string;
  /** The number as printed, in major units (an unsigned debit column holds positives). */
  value: number;
}

export interface DateCell {
  text: string;
  iso: string;
}

export type Cell = string | MoneyCell | DateCell;

export function textOf(cell: Cell | undefined): string {
  return cell === undefined ? '' : typeof cell === 'string' ? cell : cell.text;
}

export interface MoneyStyle {
  decimal?: '.' | ',';
  /** Thousands separator: none by default; `indian` groups lakhs and crores (1,00,000.00). */
  group?: string;
  /**
   * minus: `-12.34`; plus: `+12.34` and `-12.34`; none: no sign at all (split columns, or a
   * direction column beside); trailing: `12.34-`; parens: `(12.34)` for negatives.
   */
  sign?: 'minus' | 'plus' | 'none' | 'trailing' | 'parens';
  prefix?: string;
  suffix?: string;
  /** Digits after the decimal mark; 2 by default. */
  exponent?: number;
}

/** Minor units as the style prints them. */
export function money(minor: number, style: MoneyStyle = {}): MoneyCell {
  const exponent = style.exponent ?? 2;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = group(digits.slice(0, digits.length - exponent), style.group ?? '');
  const fraction = exponent > 0 ? `${style.decimal ?? '.'}${digits.slice(-exponent)}` : '';
  const body = `${style.prefix ?? ''}${whole}${fraction}${style.suffix ?? ''}`;
  const negative = minor < 0;
  const sign = style.sign ?? 'minus';
  let text = body;
  if (sign === 'minus' && negative) text = `-${body}`;
  if (sign === 'plus') text = `${negative ? '-' : '+'}${body}`;
  if (sign === 'trailing' && negative) text = `${body}-`;
  if (sign === 'parens' && negative) text = `(${body})`;
  const major = Math.abs(minor) / 10 ** exponent;
  return { text, value: sign === 'none' || !negative ? major : -major };
}

function group(whole: string, separator: string): string {
  if (!separator) return whole;
  if (separator === 'indian') {
    if (whole.length <= 3) return whole;
    const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
    return `${head},${whole.slice(-3)}`;
  }
  return whole.replace(/\B(?=(\d{3})+$)/g, separator);
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * An ISO date in a bank's pattern: YYYY, YY, MM, M, DD, D and MMM (English month abbreviation),
 * e.g. `DD/MM/YYYY`, `MM/DD/YYYY`, `DD.MM.YY`, `YYYYMMDD`, `D MMM YYYY`, `DD-MMM-YY`.
 */
export function day(iso: string, pattern: string): DateCell {
  const [year = '', month = '', date = ''] = iso.split('-');
  const values: Record<string, string> = {
    YYYY: year,
    YY: year.slice(2),
    MMM: MONTH_NAMES[Number(month) - 1] ?? '',
    MM: month,
    M: String(Number(month)),
    DD: date,
    D: String(Number(date)),
  };
  const text = pattern.replace(/YYYY|YY|MMM|MM|M|DD|D/g, (token) => values[token] ?? token);
  return { text, iso };
}
