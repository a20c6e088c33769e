import { decimal, figuresOf, joined, type Figures, type Ledger } from './ledger';

export interface QifOptions {
  /** The account type after `!Type:`. */
  type: 'Bank' | 'CCard' | 'Cash';
  /** How dates are written: US month first, Quicken's `1/31'24`, or European day first. */
  dates: 'mdy' | 'quicken' | 'dmy';
  /** European files write `-1.234,56`; American ones `-1,234.56`. */
  decimalMark: '.' | ',';
  /** Start with an `!Account` block and Quicken's "Opening Balance" record. */
  account?: string;
}

function qifDate(iso: string, style: QifOptions['dates']): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  if (style === 'dmy') return `${day}/${month}/${year}`;
  if (style === 'quicken')
    return `${Number(month)}/${String(Number(day)).padStart(2, ' ')}'${year.slice(2)}`;
  return `${month}/${day}/${year}`;
}

/** An amount with thousands separators, as Quicken writes them. */
function qifAmount(minor: number, mark: '.' | ','): string {
  const plain = decimal(minor, mark);
  const [whole = '', fraction = ''] = plain.split(mark);
  const separator = mark === '.' ? ',' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${grouped}${mark}${fraction}`;
}

/**
 * A QIF export of the ledger: D date, T amount, P payee (the counterparty), M memo (the purpose),
 * N the reference, L a category, `^` after each record. With `account`, an `!Account` block and
 * an opening-balance record come first, and the figures have an opening balance.
 */
export function makeQif(ledger: Ledger, options: QifOptions): { text: string; figures: Figures } {
  const lines: string[] = [];
  if (options.account) lines.push('!Account', `N${options.account}`, `T${options.type}`, '^');
  lines.push(`!Type:${options.type}`);
  if (options.account) {
    lines.push(
      `D${qifDate(ledger.start, options.dates)}`,
      `T${qifAmount(ledger.openingMinor, options.decimalMark)}`,
      'CX',
      'POpening Balance',
      `L[${options.account}]`,
      '^',
    );
  }
  ledger.entries.forEach((entry, index) => {
    lines.push(`D${qifDate(entry.date, options.dates)}`);
    lines.push(
      `${index % 2 === 0 ? 'T' : 'U'}${qifAmount(entry.amountMinor, options.decimalMark)}`,
    );
    if (index % 3 === 0) lines.push('C*');
    lines.push(`N${entry.reference}`, `P${entry.counterparty}`, `M${entry.purpose}`);
    lines.push(`L${entry.amountMinor < 0 ? 'Household:Bills' : 'Income'}`, '^');
  });
  const descriptions = ledger.entries.map((entry) => joined(entry.counterparty, entry.purpose));
  const figures = figuresOf(ledger, descriptions, { opening: Boolean(options.account) });
  figures.currency = null;
  return { text: `${lines.join('\r\n')}\r\n`, figures };
}
