// The blind QA bench's model: an account's generated rows (the truth every expected figure is
// computed from) and the statement file made of them. Nothing here reads the product's code.
import { Rng, daysInMonth, isoDate } from '../../consistency/lib/model';

export { Rng } from '../../consistency/lib/model';

export type Cat =
  | 'salary'
  | 'rent'
  | 'groceries'
  | 'fuel'
  | 'dining'
  | 'subs'
  | 'atm'
  | 'transfer_out'
  | 'transfer_in'
  | 'refund'
  | 'fee'
  | 'interest'
  | 'shopping'
  | 'utilities'
  | 'payment'
  | 'cashback'
  /** Rides, public transport passes (set "fourth"; no other set draws it). */
  | 'transport';

/** A merchant or counterparty the generator draws rows from. */
export interface Merchant {
  key: string;
  /** How people call it in a question ("Mercadona"); the first alias is informal, the second a typo. */
  name: string;
  aliases: [string, string];
  cat: Cat;
  /** Money in (credit) or out. */
  credit?: boolean;
  /** A card purchase. */
  card?: boolean;
  /** Major units, inclusive; a fixed amount when min === max. */
  min: number;
  max: number;
  /** Rows per month: [min, max]; a fixed day when `day` is set. */
  perMonth: [number, number];
  day?: number;
  /** The description as the bank prints it. */
  desc: (rng: Rng) => string;
  /** Amounts rounded to this many minor units (the account's step otherwise). */
  step?: number;
  /** The name as the statement prints it, when people call it something else. */
  core?: string;
}

/**
 * Merchants from a table, one a line: key|name|informal|typo|category|min|max|per month|flags|
 * description. Flags: card, credit, d<day>, s<step in minor units>, c=<printed name with _ for
 * spaces>. In the description, {n} is n random digits.
 */
export function merchants(table: string): Merchant[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [key, name, a1, a2, cat, min, max, per, flags, desc] = line
        .split('|')
        .map((c) => c.trim());
      const f = (flags ?? '').split(/\s+/);
      const num = (p: string) => f.find((x) => new RegExp(`^${p}\\d+$`).test(x))?.slice(1);
      const [lo, hi] = (per ?? '1-1').split('-').map(Number);
      const m: Merchant = {
        key: key ?? '',
        name: name ?? '',
        aliases: [a1 ?? '', a2 ?? ''],
        cat: cat as Cat,
        min: Number(min),
        max: Number(max),
        perMonth: [lo ?? 1, hi ?? 1],
        desc: (rng) =>
          (desc ?? '').replace(/\{(\d+)\}/g, (_x, n: string) =>
            Array.from({ length: Number(n) }, () => String(rng.int(0, 9))).join(''),
          ),
      };
      if (f.includes('card')) m.card = true;
      if (f.includes('credit')) m.credit = true;
      if (num('d')) m.day = Number(num('d'));
      if (num('s')) m.step = Number(num('s'));
      const core = f.find((x) => x.startsWith('c='));
      if (core) m.core = core.slice(2).replace(/_/g, ' ');
      return m;
    });
}

/** One generated transaction: the truth. Money in positive, in minor units. */
export interface TRow {
  date: string;
  desc: string;
  minor: number;
  balance: number;
  cat: Cat;
  merchant: string;
  card: boolean;
}

export interface Account {
  bank: string;
  country: string;
  currency: string;
  exponent: number;
  /** First month 'YYYY-MM' and how many months. */
  start: string;
  months: number;
  openingMinor: number;
  /** Amounts are rounded to this many minor units (10 yen, 1 cent…). */
  step: number;
  merchants: Merchant[];
}

export function generateRows(acc: Account, rng: Rng): TRow[] {
  const [y0, m0] = acc.start.split('-').map(Number) as [number, number];
  const scale = 10 ** acc.exponent;
  const drafts: Array<Omit<TRow, 'balance'> & { order: number }> = [];
  let order = 0;
  for (let i = 0; i < acc.months; i++) {
    const year = y0 + Math.floor((m0 - 1 + i) / 12);
    const month = ((m0 - 1 + i) % 12) + 1;
    const dim = daysInMonth(year, month);
    for (const m of acc.merchants) {
      const n = rng.int(m.perMonth[0], m.perMonth[1]);
      for (let k = 0; k < n; k++) {
        const day = m.day ? Math.min(m.day, dim) : rng.int(1, dim);
        const step = m.step ?? acc.step;
        const abs =
          rng.int(Math.round((m.min * scale) / step), Math.round((m.max * scale) / step)) * step;
        drafts.push({
          date: isoDate(year, month, day),
          desc: m.desc(rng),
          minor: m.credit ? abs : -abs,
          cat: m.cat,
          merchant: m.key,
          card: m.card ?? false,
          order: order++,
        });
      }
    }
  }
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  let balance = acc.openingMinor;
  return drafts.map(({ order: _o, ...d }) => {
    balance += d.minor;
    return { ...d, balance };
  });
}

/** A statement file: the bytes a bank would export, and what the runner needs to know. */
export interface StatementFile {
  id: string;
  fileName: string;
  bytes: Uint8Array;
  account: Account;
  rows: TRow[];
  hasBalance: boolean;
  /** The file names its currency (otherwise the runner sets it, as the upload card asks). */
  namesCurrency: boolean;
  /** The statement's language code and a second one (Hinglish) when its owner speaks it. */
  languages: string[];
  layout: string;
}
