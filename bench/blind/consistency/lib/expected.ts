// Expected figures, worked out from the generated rows only (never from the product).
import type { Row, StatementFile } from './model';

export interface Figures {
  count: number;
  inMinor: number;
  outMinor: number; // positive
  /** YYYY-MM → in/out (out positive) and count. */
  months: Record<string, { inMinor: number; outMinor: number; count: number }>;
  /** Category → money out (positive), count of out rows, money in. */
  categories: Record<
    string,
    { outMinor: number; outCount: number; inMinor: number; count: number }
  >;
  start: string;
  end: string;
}

export function figuresOf(rows: readonly Row[]): Figures {
  const f: Figures = {
    count: 0,
    inMinor: 0,
    outMinor: 0,
    months: {},
    categories: {},
    start: '',
    end: '',
  };
  for (const row of rows) {
    f.count += 1;
    const month = row.date.slice(0, 7);
    const m = (f.months[month] ??= { inMinor: 0, outMinor: 0, count: 0 });
    m.count += 1;
    if (row.amountMinor >= 0) {
      f.inMinor += row.amountMinor;
      m.inMinor += row.amountMinor;
    } else {
      f.outMinor -= row.amountMinor;
      m.outMinor -= row.amountMinor;
    }
    if (row.category) {
      const c = (f.categories[row.category] ??= { outMinor: 0, outCount: 0, inMinor: 0, count: 0 });
      c.count += 1;
      if (row.amountMinor < 0) {
        c.outMinor -= row.amountMinor;
        c.outCount += 1;
      } else c.inMinor += row.amountMinor;
    }
    if (!f.start || row.date < f.start) f.start = row.date;
    if (!f.end || row.date > f.end) f.end = row.date;
  }
  return f;
}

/** Every month from the first to the last, YYYY-MM. */
export function monthSpan(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.slice(0, 7).split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The rows of all statements, each bank transaction once (shared rows of two files once). */
export function unionRows(files: readonly StatementFile[]): Row[] {
  const seen = new Map<string, Row>();
  for (const file of files) for (const row of file.rows) seen.set(`${file.account}:${row.id}`, row);
  return [...seen.values()];
}

export interface Expected {
  perFile: Record<string, Figures>;
  /** Currency → figures of every statement in it, shared rows once. */
  perCurrency: Record<string, Figures>;
  /** Account → figures (shared rows once), for questions naming an account. */
  perAccount: Record<string, Figures>;
  allCount: number;
  /** The currency with the most rows (what the all-statements insights lead with). */
  mainCurrency: string;
}

export function expectedOf(files: readonly StatementFile[]): Expected {
  const perFile: Record<string, Figures> = {};
  for (const file of files) perFile[file.fileName] = figuresOf(file.rows);
  const currencies = [...new Set(files.map((f) => f.currency))];
  const perCurrency: Record<string, Figures> = {};
  for (const c of currencies)
    perCurrency[c] = figuresOf(unionRows(files.filter((f) => f.currency === c)));
  const perAccount: Record<string, Figures> = {};
  for (const a of new Set(files.map((f) => f.account)))
    perAccount[a] = figuresOf(unionRows(files.filter((f) => f.account === a)));
  const allCount = unionRows(files).length;
  const mainCurrency = currencies.sort(
    (a, b) => (perCurrency[b]?.count ?? 0) - (perCurrency[a]?.count ?? 0),
  )[0] as string;
  return { perFile, perCurrency, perAccount, allCount, mainCurrency };
}

// Lets `npx tsx lib/expected.ts seen|unseen` print a set's expected figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadSet } = await import('./sets');
  const files = await loadSet(process.argv[2] === 'unseen' ? 'unseen' : 'seen');
  const e = expectedOf(files);
  const show = (f: Figures) => ({
    count: f.count,
    in: f.inMinor,
    out: f.outMinor,
    start: f.start,
    end: f.end,
    months: f.months,
    categories: f.categories,
  });
  const map = (o: Record<string, Figures>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, show(v)]));
  console.log(
    JSON.stringify(
      {
        perFile: map(e.perFile),
        perCurrency: map(e.perCurrency),
        perAccount: map(e.perAccount),
        allCount: e.allCount,
        mainCurrency: e.mainCurrency,
      },
      null,
      1,
    ),
  );
}
