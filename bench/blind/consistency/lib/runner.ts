// The consistency run: one user uploads every statement of a set (two accounts twice, under
// other names, over overlapping months) and every screen's figures are checked against the
// generator's: the sheet, the insights, all statements together, the chat and the downloads.
import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { Client } from './client';
import { expectedOf, figuresOf, monthSpan, type Expected, type Figures } from './expected';
import { judgeCount, judgeMoney, judgeMoneyEach, type Judged } from './judge';
import { must } from './must';
import { daysInMonth, plainMajor, type Row, type StatementFile } from './model';
import { enMonth } from './words';

export type CheckClass = 'sheet' | 'insights' | 'all-statements' | 'chat' | 'exports';

export interface Check {
  cls: CheckClass;
  currency: string;
  file: string;
  name: string;
  pass: boolean;
  /** A figure was shown and it was not the expected one. */
  wrong: boolean;
  /** Chat: exact, decline, wrong or miss. */
  verdict?: string;
  screen: string;
  expected: string;
  shown: string;
}

interface SheetRow {
  statement: string;
  position: number;
  date: string;
  description: string;
  merchant: string;
  category: string;
  amountMinor: number;
  balanceMinor: number | null;
  currency: string | null;
}
interface Totals {
  currency: string | null;
  count: number;
  /** Money in and out leave out moves between the person's own accounts, counted here. */
  inMinor: number;
  outMinor: number;
  ownMoves: number;
}
interface Summary {
  total: number;
  totals: Totals[];
  categories: string[];
}
interface MonthFlow {
  month: string;
  inMinor: number;
  outMinor: number;
}
/** One currency's insights: months only those with rows in that currency. */
interface CurrencyInsights {
  currency: string | null;
  period: { start: string; end: string };
  transactionCount: number;
  totalOutMinor: number;
  totalInMinor: number;
  spendingByCategory: Array<{ label: string; totalMinor: number; count: number }>;
  months: MonthFlow[];
}
/** A statement's (or all statements') insights: one section per currency, most used first. */
interface Insights {
  period: { start: string; end: string };
  sections: CurrencyInsights[];
}
const sectionOf = (insights: Insights | null, currency: string) =>
  insights?.sections.find((s) => s.currency === currency) ?? null;
const sectionNames = (insights: Insights | null) =>
  insights ? insights.sections.map((s) => String(s.currency)).join(',') || 'no sections' : 'none';
interface Reply {
  answer: string;
  data?: { kind?: string; value?: number; currency?: string | null };
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export class Recorder {
  checks: Check[] = [];
  log: string[] = [];
  add(c: Omit<Check, 'wrong'> & { wrong?: boolean }) {
    this.checks.push({ wrong: false, ...c });
  }
  /** A figure compared with the expected one; a different figure shown is a wrong figure. */
  figure(
    cls: CheckClass,
    currency: string,
    file: string,
    name: string,
    screen: string,
    expected: number,
    shown: number | undefined | null,
    exponent: number | null,
  ) {
    const pass = shown === expected;
    const fmt = (v: number | undefined | null) =>
      v === undefined || v === null
        ? 'nothing'
        : exponent === null
          ? String(v)
          : `${plainMajor(v, exponent)} ${currency}`;
    this.add({
      cls,
      currency,
      file,
      name,
      screen,
      pass,
      wrong: !pass && shown !== undefined && shown !== null,
      expected: fmt(expected),
      shown: fmt(shown),
    });
  }
  truth(
    cls: CheckClass,
    currency: string,
    file: string,
    name: string,
    screen: string,
    pass: boolean,
    expected: string,
    shown: string,
    wrong = false,
  ) {
    this.add({ cls, currency, file, name, screen, pass, wrong: !pass && wrong, expected, shown });
  }
}

const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

async function allRows(client: Client, file: string): Promise<SheetRow[] | null> {
  const rows: SheetRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const r = await client.json<{ rows: SheetRow[] }>(
      'GET',
      `/api/transactions?${q({ file, offset: String(offset), limit: '500' })}`,
    );
    if (r.status !== 200) return rows.length ? rows : null;
    rows.push(...r.body.rows);
    if (r.body.rows.length < 500) return rows;
  }
}

async function summary(
  client: Client,
  params: Record<string, string | undefined>,
): Promise<Summary | null> {
  const r = await client.json<Summary>('GET', `/api/transactions/summary?${q(params)}`);
  return r.status === 200 ? r.body : null;
}

const totalsOf = (s: Summary | null, currency: string) =>
  s?.totals.find((t) => t.currency === currency) ?? null;
const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
};

/** The number of decimals of a currency, from a file of the set in that currency. */
const exponentOf = (files: readonly StatementFile[], currency: string) =>
  must(
    files.find((f) => f.currency === currency),
    `a file in ${currency}`,
  ).exponent;
/** One month's figures of a currency, a statement or an account. */
const monthOf = (figures: Figures, month: string) =>
  must(figures.months[month], `the expected figures of month ${month}`);
/** The expected figures of all statements in one currency. */
const currencyFigures = (expected: Expected, currency: string) =>
  must(expected.perCurrency[currency], `the expected figures in ${currency}`);

/** Parses a CSV (RFC 4180, comma) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const t = text.replace(/^\ufeff/, '');
  for (let i = 0; i < t.length; i++) {
    const ch = t.charAt(i);
    if (quoted) {
      if (ch === '"' && t[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && t[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

/** The multiset difference of (date, amount) pairs: what is missing and what is extra. */
function rowDiff(expected: readonly Row[], shown: readonly SheetRow[]) {
  const key = (d: string, a: number) => `${d} ${a}`;
  const counts = new Map<string, number>();
  for (const r of expected)
    counts.set(key(r.date, r.amountMinor), (counts.get(key(r.date, r.amountMinor)) ?? 0) + 1);
  const extra: string[] = [];
  for (const r of shown) {
    const k = key(r.date, r.amountMinor);
    const n = counts.get(k) ?? 0;
    if (n > 0) counts.set(k, n - 1);
    else extra.push(k);
  }
  const missing = [...counts].flatMap(([k, n]) => Array.from({ length: n }, () => k));
  return { missing, extra };
}

function askEn(month: number) {
  return `How much did I spend in ${enMonth(month)}?`;
}

export interface RunOptions {
  baseUrl: string;
  files: StatementFile[];
  setName: string;
  say?: (line: string) => void;
}

export async function runConsistency({ baseUrl, files, setName, say = console.log }: RunOptions) {
  const rec = new Recorder();
  const expected: Expected = expectedOf(files);
  const client = new Client(baseUrl);
  await client.signUp(
    `blind-consistency-${setName}-${Date.now()}@example.com`,
    'not-a-real-password-42',
  );
  const uploaded = new Map<string, string>(); // our file name → the product's

  // ---- uploads ----
  for (const file of files) {
    const up = await client.upload(file.fileName, file.bytes);
    const doc = up.body.document;
    say(
      `upload ${file.fileName}: ${up.status} ${doc ? `${doc.transactionCount} rows, ${doc.currency}` : `${up.body.code} ${up.body.message}`}${up.confirmed ? ' (reading confirmed as shown)' : ''}`,
    );
    rec.log.push(
      `upload ${file.fileName}: ${up.status} ${JSON.stringify(doc ?? up.body)}${up.confirmed ? ' (asked to confirm the reading; confirmed as shown)' : ''}`,
    );
    if (!doc) {
      rec.truth(
        'sheet',
        file.currency,
        file.fileName,
        'upload accepted',
        'upload card',
        false,
        'the statement read',
        `${up.status} ${up.body.code ?? ''} ${up.body.message ?? ''}`,
      );
      continue;
    }
    uploaded.set(file.fileName, doc.fileName);
    rec.truth(
      'sheet',
      file.currency,
      file.fileName,
      'upload accepted',
      'upload card',
      true,
      'read',
      'read',
    );
    rec.figure(
      'sheet',
      file.currency,
      file.fileName,
      'upload card: transaction count',
      'upload card',
      file.rows.length,
      doc.transactionCount,
      null,
    );
    const currency = doc.currency;
    if (currency === null) {
      // The card asks which currency; the owner knows it.
      const patch = await client.json<{ currency?: string }>(
        'PATCH',
        `/api/documents/${encodeURIComponent(doc.fileName)}`,
        { currency: file.currency },
      );
      rec.log.push(
        `  currency asked; PATCH ${file.currency}: ${patch.status} ${JSON.stringify(patch.body)}`,
      );
      if (file.namesCurrency) {
        rec.truth(
          'sheet',
          file.currency,
          file.fileName,
          'currency read from the file',
          'upload card',
          false,
          file.currency,
          'none (asked)',
        );
      }
    } else {
      // A currency the file names must be read from it, not taken from an earlier choice.
      const fromMemory = doc.warnings.some((w) => /names no currency/i.test(w));
      const readOk = currency === file.currency && !(file.namesCurrency && fromMemory);
      rec.truth(
        'sheet',
        file.currency,
        file.fileName,
        file.namesCurrency ? 'currency read from the file' : 'currency (file names none)',
        'upload card',
        readOk,
        file.currency,
        `${currency}${fromMemory ? ' (from an earlier choice: "the file names no currency")' : ''}`,
        currency !== file.currency,
      );
    }
  }

  // ---- per statement ----
  for (const file of files) {
    const name = uploaded.get(file.fileName);
    const fx = expected.perFile[file.fileName] as Figures;
    const cur = file.currency;
    const exp = file.exponent;
    const fig = (
      cls: CheckClass,
      what: string,
      screen: string,
      e: number,
      s: number | null | undefined,
    ) => {
      rec.figure(cls, cur, file.fileName, what, screen, e, s, exp);
    };
    const cnt = (
      cls: CheckClass,
      what: string,
      screen: string,
      e: number,
      s: number | null | undefined,
    ) => {
      rec.figure(cls, cur, file.fileName, what, screen, e, s, null);
    };
    const months = Object.keys(fx.months).sort();
    const screenSheet = `/transactions?file=${file.fileName}`;

    // Sheet
    const rows = name ? await allRows(client, name) : null;
    const sum = name ? await summary(client, { file: name }) : null;
    cnt('sheet', 'row count', screenSheet, fx.count, rows?.length);
    const wrongCurrencyRows = rows?.filter((r) => r.currency !== cur) ?? [];
    rec.truth(
      'sheet',
      cur,
      file.fileName,
      'every row in the currency',
      screenSheet,
      !!rows && wrongCurrencyRows.length === 0,
      cur,
      rows
        ? `${wrongCurrencyRows.length} rows in ${[...new Set(wrongCurrencyRows.map((r) => r.currency))].join(', ') || cur}`
        : 'no sheet',
    );
    if (rows) {
      const diff = rowDiff(file.rows, rows);
      const ok = diff.missing.length === 0 && diff.extra.length === 0;
      const shownDiff = `missing ${diff.missing.length} [${diff.missing.slice(0, 4).join('; ')}], extra ${diff.extra.length} [${diff.extra.slice(0, 4).join('; ')}] (date, minor units)`;
      rec.truth(
        'sheet',
        cur,
        file.fileName,
        'rows: date and amount to the minor unit',
        screenSheet,
        ok,
        'every generated row',
        ok ? 'every generated row' : shownDiff,
        diff.extra.length > 0,
      );
      // Descriptions: the counterparty's name somewhere in the row.
      const pool = [...rows];
      let named = 0;
      const unnamed: string[] = [];
      for (const r of file.rows) {
        const party = norm(file.partyOf(r));
        const at = pool.findIndex(
          (s) =>
            s.date === r.date &&
            s.amountMinor === r.amountMinor &&
            (norm(`${s.description} ${s.merchant}`).includes(party) ||
              party.includes(norm(s.merchant))),
        );
        if (at >= 0) {
          named++;
          pool.splice(at, 1);
        } else if (unnamed.length < 3) unnamed.push(`${r.date} ${file.partyOf(r)}`);
      }
      rec.truth(
        'sheet',
        cur,
        file.fileName,
        "rows: the counterparty's name shown",
        screenSheet,
        named === file.rows.length,
        `${file.rows.length} rows named`,
        `${named} named; e.g. missing ${unnamed.join('; ')}`,
      );
      if (file.hasBalance) {
        const pool2 = [...rows];
        let agree = 0;
        for (const r of file.rows) {
          const at = pool2.findIndex(
            (s) =>
              s.date === r.date &&
              s.amountMinor === r.amountMinor &&
              s.balanceMinor === r.balanceMinor,
          );
          if (at >= 0) {
            agree++;
            pool2.splice(at, 1);
          }
        }
        rec.truth(
          'sheet',
          cur,
          file.fileName,
          'rows: printed running balance',
          screenSheet,
          agree === file.rows.length,
          `${file.rows.length} balances`,
          `${agree} equal`,
          agree !== file.rows.length,
        );
      }
    }
    const t = totalsOf(sum, cur);
    fig('sheet', 'totals: money in', `${screenSheet} totals`, fx.inMinor, t?.inMinor);
    fig(
      'sheet',
      'totals: money out',
      `${screenSheet} totals`,
      fx.outMinor,
      t ? Math.abs(t.outMinor) : undefined,
    );
    cnt('sheet', 'totals: count', `${screenSheet} totals`, fx.count, t?.count);
    rec.truth(
      'sheet',
      cur,
      file.fileName,
      'totals: one currency only',
      `${screenSheet} totals`,
      !!sum && sum.totals.length === 1 && sum.totals[0]?.currency === cur,
      cur,
      sum ? sum.totals.map((x) => `${x.currency}:${x.count}`).join(', ') : 'none',
    );
    for (const month of months) {
      const ms = name ? await summary(client, { file: name, ...monthBounds(month) }) : null;
      const mt = totalsOf(ms, cur);
      fig(
        'sheet',
        `month ${month}: money in`,
        `${screenSheet} from/to ${month}`,
        monthOf(fx, month).inMinor,
        mt ? mt.inMinor : ms ? 0 : undefined,
      );
      fig(
        'sheet',
        `month ${month}: money out`,
        `${screenSheet} from/to ${month}`,
        monthOf(fx, month).outMinor,
        mt ? Math.abs(mt.outMinor) : ms ? 0 : undefined,
      );
    }
    if (file.hasCategory) {
      for (const [category, c] of Object.entries(fx.categories)) {
        const cs = name ? await summary(client, { file: name, category }) : null;
        const ct = totalsOf(cs, cur);
        fig(
          'sheet',
          `category ${category}: money out`,
          `${screenSheet}&category=${category}`,
          c.outMinor,
          ct ? Math.abs(ct.outMinor) : cs ? 0 : undefined,
        );
        fig(
          'sheet',
          `category ${category}: money in`,
          `${screenSheet}&category=${category}`,
          c.inMinor,
          ct ? ct.inMinor : cs ? 0 : undefined,
        );
      }
    }

    // Insights
    const ins = name
      ? await client.json<Insights>('GET', `/api/documents/${encodeURIComponent(name)}/insights`)
      : null;
    const I = ins?.status === 200 ? ins.body : null;
    // The statement's figures are its currency's section; it must lead (one currency, one section).
    const S = sectionOf(I, cur);
    const screenIns = `/insights (${file.fileName})`;
    rec.truth(
      'insights',
      cur,
      file.fileName,
      'currency',
      screenIns,
      I?.sections[0]?.currency === cur,
      cur,
      I ? sectionNames(I) : 'no insights',
    );
    fig('insights', 'money in', screenIns, fx.inMinor, S?.totalInMinor);
    fig('insights', 'money out', screenIns, fx.outMinor, S?.totalOutMinor);
    cnt('insights', 'transaction count', screenIns, fx.count, S?.transactionCount);
    // The period: the one the file prints, or the first and last rows' dates; either is right.
    // Both the page's period and the section's are the statement's own.
    const periodRight = (p: { start: string; end: string }) =>
      (p.start === fx.start && p.end === fx.end) ||
      (!!file.period && p.start === file.period.start && p.end === file.period.end);
    const periodOk = !!I && !!S && periodRight(I.period) && periodRight(S.period);
    const periodShown = (p: { start: string; end: string }) => `${p.start} – ${p.end}`;
    rec.truth(
      'insights',
      cur,
      file.fileName,
      'period',
      screenIns,
      periodOk,
      `${fx.start} – ${fx.end}${file.period ? ` (or as printed ${file.period.start} – ${file.period.end})` : ''}`,
      !I
        ? 'none'
        : !S
          ? `${periodShown(I.period)} (no ${cur} section)`
          : periodShown(I.period) === periodShown(S.period)
            ? periodShown(S.period)
            : `page ${periodShown(I.period)}, ${cur} section ${periodShown(S.period)}`,
    );
    rec.truth(
      'insights',
      cur,
      file.fileName,
      'months listed',
      screenIns,
      !!S &&
        JSON.stringify(S.months.map((m) => m.month)) ===
          JSON.stringify(monthSpan(fx.start, fx.end)),
      monthSpan(fx.start, fx.end).join(','),
      S ? S.months.map((m) => m.month).join(',') : I ? `no ${cur} section` : 'none',
    );
    for (const month of months) {
      const m = S?.months.find((x) => x.month === month);
      fig(
        'insights',
        `month ${month}: money in`,
        screenIns,
        monthOf(fx, month).inMinor,
        m?.inMinor,
      );
      fig(
        'insights',
        `month ${month}: money out`,
        screenIns,
        monthOf(fx, month).outMinor,
        m?.outMinor,
      );
    }
    if (file.hasCategory) {
      for (const [category, c] of Object.entries(fx.categories)) {
        if (c.outMinor === 0) continue;
        const sc = S?.spendingByCategory.find((x) => x.label === category);
        fig(
          'insights',
          `category ${category}: money out`,
          `${screenIns} spending by category`,
          c.outMinor,
          sc?.totalMinor,
        );
      }
    }

    // Chat about this statement
    const midMonth = Number(
      must(months[Math.floor(months.length / 2)], `a month of ${file.fileName}`).slice(5),
    );
    const firstMonth = Number(must(months[0], `a month of ${file.fileName}`).slice(5));
    const monthOut = (m: number) =>
      monthOf(
        fx,
        must(
          months.find((x) => Number(x.slice(5)) === m),
          `month ${m} of ${file.fileName}`,
        ),
      ).outMinor;
    const questions: Array<{ q: string; kind: 'money' | 'count'; minor: number }> = [
      { q: 'How much did I spend in total?', kind: 'money', minor: fx.outMinor },
      { q: 'total money in?', kind: 'money', minor: fx.inMinor },
      { q: askEn(midMonth), kind: 'money', minor: monthOut(midMonth) },
      { q: 'how many transactions are there?', kind: 'count', minor: fx.count },
      { q: file.local.spentTotal, kind: 'money', minor: fx.outMinor },
      { q: file.local.moneyIn, kind: 'money', minor: fx.inMinor },
      { q: file.local.spentInMonth(firstMonth), kind: 'money', minor: monthOut(firstMonth) },
    ];
    if (file.hasCategory && fx.categories.Groceries) {
      questions.push({
        q: 'how much did I spend on groceries?',
        kind: 'money',
        minor: fx.categories.Groceries.outMinor,
      });
    }
    for (const question of questions) {
      const r = name
        ? await client.json<Reply>('POST', '/api/qa/query', {
            question: question.q,
            filename: name,
          })
        : null;
      const answer = r?.status === 200 ? r.body.answer : '';
      const j: Judged =
        question.kind === 'money'
          ? judgeMoney(answer, question.minor, cur, exp)
          : judgeCount(answer, question.minor);
      rec.add({
        cls: 'chat',
        currency: cur,
        file: file.fileName,
        name: `"${question.q}"`,
        screen: `chat (${file.fileName})`,
        pass: j.verdict === 'exact',
        wrong: j.verdict === 'wrong',
        verdict: j.verdict,
        expected:
          question.kind === 'money'
            ? `${plainMajor(question.minor, exp)} ${cur}`
            : String(question.minor),
        shown: r ? `${answer}${j.note ? ` [${j.note}]` : ''}` : 'no chat (not uploaded)',
      });
    }

    // Downloads: CSV and XLSX of the sheet, and the data export (checked after the loop)
    await checkDownloads(client, rec, file, name, rows);
  }

  // ---- all statements ----
  const currencies = Object.keys(expected.perCurrency).sort();
  const allSum = await summary(client, { file: 'all' });
  const allRowsShown = await allRows(client, 'all');
  rec.figure(
    'all-statements',
    'ALL',
    'all',
    'sheet: row count (shared rows once)',
    '/transactions?file=all',
    expected.allCount,
    allSum?.total,
    null,
  );
  rec.figure(
    'all-statements',
    'ALL',
    'all',
    'sheet: rows listed (shared rows once)',
    '/transactions?file=all',
    expected.allCount,
    allRowsShown?.length,
    null,
  );
  for (const c of currencies) {
    const e = currencyFigures(expected, c);
    const exp = exponentOf(files, c);
    const t = totalsOf(allSum, c);
    // A currency the totals do not list at all is missing (a failed check), not a wrong figure.
    rec.figure(
      'all-statements',
      c,
      'all',
      'sheet totals: money in',
      '/transactions?file=all totals',
      e.inMinor,
      t?.inMinor,
      exp,
    );
    rec.figure(
      'all-statements',
      c,
      'all',
      'sheet totals: money out',
      '/transactions?file=all totals',
      e.outMinor,
      t ? Math.abs(t.outMinor) : undefined,
      exp,
    );
    rec.figure(
      'all-statements',
      c,
      'all',
      'sheet totals: count',
      '/transactions?file=all totals',
      e.count,
      t?.count,
      null,
    );
  }
  const insAll = await client.json<Insights>('GET', '/api/insights/all');
  const IA = insAll.status === 200 ? insAll.body : null;
  // One section per currency, the most used first: the first section is the leading currency.
  const main = IA?.sections[0]?.currency ?? null;
  rec.truth(
    'all-statements',
    expected.mainCurrency,
    'all',
    'insights: leads with the most used currency',
    '/insights (all statements)',
    main === expected.mainCurrency,
    expected.mainCurrency,
    String(main),
  );
  const mc = main && expected.perCurrency[main] ? main : expected.mainCurrency;
  const others = currencies.filter((c) => c !== mc);
  const named = IA ? IA.sections.slice(1).map((x) => x.currency) : [];
  rec.truth(
    'all-statements',
    'ALL',
    'all',
    'insights: every other currency named',
    '/insights (all statements)',
    !!IA && others.every((c) => named.includes(c)),
    others.join(','),
    IA ? named.join(',') : 'none',
  );
  // Every currency's own section, the leading one first.
  for (const c of [mc, ...others]) {
    const cexp = exponentOf(files, c);
    const ce = currencyFigures(expected, c);
    const S = sectionOf(IA, c);
    // A currency with no section is missing (a failed check), not a wrong figure.
    rec.figure(
      'all-statements',
      c,
      'all',
      `insights: money in (${c})`,
      '/insights (all statements)',
      ce.inMinor,
      S?.totalInMinor,
      cexp,
    );
    rec.figure(
      'all-statements',
      c,
      'all',
      `insights: money out (${c})`,
      '/insights (all statements)',
      ce.outMinor,
      S?.totalOutMinor,
      cexp,
    );
    rec.figure(
      'all-statements',
      c,
      'all',
      `insights: transaction count (${c})`,
      '/insights (all statements)',
      ce.count,
      S?.transactionCount,
      null,
    );
    if (!IA) continue;
    let run = 0;
    let longest = 0;
    for (const m of S?.months ?? []) {
      run = m.inMinor === 0 && m.outMinor === 0 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    rec.truth(
      'all-statements',
      c,
      'all',
      'insights: no run of 2+ empty months',
      '/insights (all statements)',
      !!S && longest < 2,
      'no empty months (every month has rows)',
      S ? `longest run of empty months ${longest}` : `no ${c} section`,
    );
    rec.truth(
      'all-statements',
      c,
      'all',
      `insights: not 0.00 while ${c} has rows`,
      '/insights (all statements)',
      !!S && !(S.totalInMinor === 0 && S.totalOutMinor === 0),
      `a ${c} section with figures`,
      S ? `${S.totalInMinor}/${S.totalOutMinor}` : `no ${c} section`,
      !!S,
    );
    for (const month of Object.keys(ce.months).sort()) {
      const m = S?.months.find((x) => x.month === month);
      rec.figure(
        'all-statements',
        c,
        'all',
        `insights: month ${month} money out (${c})`,
        '/insights (all statements)',
        monthOf(ce, month).outMinor,
        m?.outMinor,
        cexp,
      );
      rec.figure(
        'all-statements',
        c,
        'all',
        `insights: month ${month} money in (${c})`,
        '/insights (all statements)',
        monthOf(ce, month).inMinor,
        m?.inMinor,
        cexp,
      );
    }
    // One set of figures: the all-statements sheet and insights against each other.
    const st = totalsOf(allSum, c);
    const shownOf = (sheet: number | undefined, ins: number | undefined) =>
      `sheet ${sheet === undefined ? '-' : plainMajor(sheet, cexp)} vs insights ${ins === undefined ? `- (no ${c} section)` : plainMajor(ins, cexp)}`;
    rec.truth(
      'all-statements',
      c,
      'all',
      'sheet (all) money out = insights (all) money out',
      '/transactions?file=all vs /insights',
      !!st && !!S && Math.abs(st.outMinor) === S.totalOutMinor,
      `equal`,
      shownOf(st ? Math.abs(st.outMinor) : undefined, S?.totalOutMinor),
      !!S,
    );
    rec.truth(
      'all-statements',
      c,
      'all',
      'sheet (all) money in = insights (all) money in',
      '/transactions?file=all vs /insights',
      !!st && !!S && st.inMinor === S.totalInMinor,
      `equal`,
      shownOf(st?.inMinor, S?.totalInMinor),
      !!S,
    );
  }
  // Sum of statements' sheets less shared rows = all-statements sheet, per currency (checked
  // above against the expected union); here: the all sheet holds each generated row once.
  if (allRowsShown) {
    const seen = new Set<string>();
    const unionRows: Row[] = [];
    for (const f of files)
      for (const r of f.rows) {
        const k = `${f.account}:${r.id}`;
        if (!seen.has(k)) {
          seen.add(k);
          unionRows.push(r);
        }
      }
    const diff = rowDiff(unionRows, allRowsShown);
    rec.truth(
      'all-statements',
      'ALL',
      'all',
      'sheet rows = every bank row once',
      '/transactions?file=all',
      diff.missing.length === 0 && diff.extra.length === 0,
      `${unionRows.length} rows`,
      `missing ${diff.missing.length}, extra ${diff.extra.length} [${diff.extra.slice(0, 4).join('; ')}]`,
      diff.extra.length > 0,
    );
  }

  // Chat about all statements
  const accountOf = (a: string) =>
    must(
      files.find((f) => f.account === a),
      `a file of account ${a}`,
    );
  const allQuestions: Array<{
    q: string;
    cur: string;
    minor: number;
    kind: 'money' | 'count' | 'each';
  }> = [];
  for (const c of currencies) {
    const word: Record<string, string> = {
      EUR: 'euros',
      USD: 'US dollars',
      GBP: 'pounds',
      JPY: 'yen',
      INR: 'rupees',
      HUF: 'forints',
      IDR: 'rupiah',
      BHD: 'Bahraini dinars',
      KWD: 'Kuwaiti dinars',
      PLN: 'zloty',
      THB: 'baht',
      CHF: 'Swiss francs',
      MXN: 'Mexican pesos',
      SEK: 'kronor',
      ZAR: 'rand',
    };
    allQuestions.push({
      q: `How much did I spend in ${word[c] ?? c} across all my statements?`,
      cur: c,
      minor: currencyFigures(expected, c).outMinor,
      kind: 'money',
    });
    allQuestions.push({
      q: `total money in, in ${c}?`,
      cur: c,
      minor: currencyFigures(expected, c).inMinor,
      kind: 'money',
    });
  }
  for (const account of Object.keys(expected.perAccount)) {
    const f = accountOf(account);
    if (files.filter((x) => x.account === account).length < 2) continue;
    const e = must(expected.perAccount[account], `the expected figures of account ${account}`);
    allQuestions.push({
      q: `How much did I spend on my ${f.nickname} account?`,
      cur: f.currency,
      minor: e.outMinor,
      kind: 'money',
    });
    const shared = must(Object.keys(e.months).sort()[1], `a second month of account ${account}`);
    allQuestions.push({
      q: `How much did I spend in ${enMonth(Number(shared.slice(5)))} on my ${f.nickname} account?`,
      cur: f.currency,
      minor: monthOf(e, shared).outMinor,
      kind: 'money',
    });
  }
  allQuestions.push({
    q: 'How many transactions do I have across all my statements?',
    cur: 'ALL',
    minor: expected.allCount,
    kind: 'count',
  });
  allQuestions.push({ q: 'How much did I spend in total?', cur: 'ALL', minor: 0, kind: 'each' });
  const chatAll: Record<string, number> = {};
  for (const question of allQuestions) {
    const r = await client.json<Reply>('POST', '/api/qa/query-all', { question: question.q });
    const answer = r.status === 200 ? r.body.answer : `(${r.status})`;
    let j: Judged;
    let expText: string;
    if (question.kind === 'money') {
      const exp = exponentOf(files, question.cur);
      j = judgeMoney(answer, question.minor, question.cur, exp);
      expText = `${plainMajor(question.minor, exp)} ${question.cur}`;
      if (
        /across all my statements/.test(question.q) &&
        typeof r.body.data?.value === 'number' &&
        r.body.data.currency === question.cur
      )
        chatAll[question.cur] = r.body.data.value;
    } else if (question.kind === 'count') {
      j = judgeCount(answer, question.minor);
      expText = String(question.minor);
    } else {
      const each = currencies.map((c) => ({
        minor: currencyFigures(expected, c).outMinor,
        currency: c,
        exponent: exponentOf(files, c),
      }));
      j = judgeMoneyEach(answer, each);
      expText = `each currency's own total (${each.map((e) => `${plainMajor(e.minor, e.exponent)} ${e.currency}`).join(', ')}), or no figure`;
    }
    rec.add({
      cls: 'chat',
      currency: question.cur,
      file: 'all',
      name: `(all) "${question.q}"`,
      screen: 'chat (all statements)',
      pass: j.verdict === 'exact',
      wrong: j.verdict === 'wrong',
      verdict: j.verdict,
      expected: expText,
      shown: `${answer}${j.note ? ` [${j.note}]` : ''}`,
    });
  }
  // The all-statements chat against the all-statements sheet, currency by currency.
  for (const c of currencies) {
    const t = totalsOf(allSum, c);
    const chat = chatAll[c];
    if (chat === undefined || !t) continue;
    const exp = exponentOf(files, c);
    rec.truth(
      'all-statements',
      c,
      'all',
      'chat (all) money out = sheet (all) money out',
      'chat (all) vs /transactions?file=all',
      chat === Math.abs(t.outMinor),
      'equal',
      `chat ${plainMajor(chat, exp)} vs sheet ${plainMajor(Math.abs(t.outMinor), exp)}`,
      true,
    );
  }

  // All-statements download, and the data export's statement files
  await checkAllDownload(client, rec, files, expected);
  await checkDataExport(client, rec, files, uploaded);
  return { rec, expected };
}

async function sheetRowsOf(client: Client, name: string | undefined, rows: SheetRow[] | null) {
  return rows ?? (name ? await allRows(client, name) : null);
}

async function checkDownloads(
  client: Client,
  rec: Recorder,
  file: StatementFile,
  name: string | undefined,
  sheetRows: SheetRow[] | null,
) {
  const cur = file.currency;
  const exp = file.exponent;
  const rows = await sheetRowsOf(client, name, sheetRows);
  const expectedAmounts = file.rows.map((r) => plainMajor(r.amountMinor, exp)).sort();
  // CSV
  const csv = name ? await client.bytes(`/api/transactions/export.csv?${q({ file: name })}`) : null;
  const screenCsv = `transactions CSV download (${file.fileName})`;
  if (!csv || csv.status !== 200 || !rows) {
    for (const what of [
      'rows',
      'amounts as the file printed them',
      'amounts = sheet',
      'category filled where the sheet has one',
      'balances = sheet',
    ])
      rec.truth(
        'exports',
        cur,
        file.fileName,
        `CSV: ${what}`,
        screenCsv,
        false,
        'a download',
        csv ? `HTTP ${csv.status}` : 'not uploaded',
      );
  } else {
    const table = parseCsv(new TextDecoder().decode(csv.bytes));
    const head = table[0] ?? [];
    const col = (n: string) => head.indexOf(n);
    const body = table.slice(1);
    rec.figure(
      'exports',
      cur,
      file.fileName,
      'CSV: rows',
      screenCsv,
      rows.length,
      body.length,
      null,
    );
    const amounts = body.map((r) => r[col('Amount')] ?? '');
    const shown = [...amounts].sort();
    const same = JSON.stringify(shown) === JSON.stringify(expectedAmounts);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      `CSV: amounts as the file printed them (${exp} decimals)`,
      screenCsv,
      same,
      `e.g. ${expectedAmounts[0]}`,
      same ? 'same' : `e.g. ${shown.find((a) => !expectedAmounts.includes(a)) ?? shown[0]}`,
      !same,
    );
    const sheetAmounts = rows.map((r) => plainMajor(r.amountMinor, exp));
    const eqSheet = body.length === rows.length && amounts.every((a, i) => a === sheetAmounts[i]);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'CSV: amounts = sheet, row by row',
      screenCsv,
      eqSheet,
      "the sheet's amounts",
      eqSheet ? 'same' : 'differ',
      !eqSheet,
    );
    const cats = body.map((r) => r[col('Category')] ?? '');
    const catOk = rows.every((r, i) => !r.category || cats[i] === r.category);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'CSV: category filled where the sheet has one',
      screenCsv,
      catOk,
      "the sheet's categories",
      catOk
        ? 'same'
        : `${rows.filter((r, i) => r.category && cats[i] !== r.category).length} rows differ`,
    );
    if (file.hasBalance) {
      const bal = body.map((r) => r[col('Balance')] ?? '');
      const balOk = rows.every(
        (r, i) => r.balanceMinor === null || bal[i] === plainMajor(r.balanceMinor, exp),
      );
      rec.truth(
        'exports',
        cur,
        file.fileName,
        'CSV: balances = sheet',
        screenCsv,
        balOk,
        "the sheet's balances",
        balOk ? 'same' : 'differ',
        !balOk,
      );
    }
  }
  // XLSX
  const xlsx = name
    ? await client.bytes(`/api/transactions/export.xlsx?${q({ file: name })}`)
    : null;
  const screenX = `transactions XLSX download (${file.fileName})`;
  if (!xlsx || xlsx.status !== 200 || !rows) {
    for (const what of [
      'amounts = sheet',
      "number format has the currency's decimals",
      'category filled where the sheet has one',
      'Summary money in',
      'Summary money out',
    ])
      rec.truth(
        'exports',
        cur,
        file.fileName,
        `XLSX: ${what}`,
        screenX,
        false,
        'a download',
        xlsx ? `HTTP ${xlsx.status}` : 'not uploaded',
      );
    return;
  }
  const book = XLSX.read(xlsx.bytes, { cellNF: true });
  const sheet =
    book.Sheets['Transactions'] ??
    must(
      book.Sheets[must(book.SheetNames[0], 'a sheet in the XLSX download')],
      'the first sheet of the XLSX download',
    );
  const aoa = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  const head = (aoa[0] ?? []) as string[];
  const ai = head.indexOf('Amount');
  const ci = head.indexOf('Category');
  const body = aoa.slice(1);
  const values = body.map((r) => r[ai]);
  const xOk =
    values.length === rows.length &&
    values.every(
      (v, i) =>
        typeof v === 'number' &&
        Math.round(v * 10 ** exp) === must(rows[i], `sheet row ${i}`).amountMinor &&
        Math.abs(v * 10 ** exp - must(rows[i], `sheet row ${i}`).amountMinor) < 1e-6,
    );
  rec.truth(
    'exports',
    cur,
    file.fileName,
    'XLSX: amounts = sheet (numbers)',
    screenX,
    xOk,
    `${rows.length} amounts`,
    xOk
      ? 'same'
      : `${values.length} values, first differing ${String(
          values.find(
            (v, i) => typeof v !== 'number' || Math.round(v * 10 ** exp) !== rows[i]?.amountMinor,
          ),
        )}`,
    !xOk,
  );
  // The amount cells' number format: decimals = the currency's exponent.
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const formats = new Set<string>();
  for (let r = 1; r <= range.e.r; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: ai })] as XLSX.CellObject | undefined;
    if (cell?.z) formats.add(String(cell.z));
  }
  const decimalsOf = (z: string) =>
    must(z.split(';')[0], `the number format ${z}`).match(/0\.(0+)/)?.[1]?.length ?? 0;
  const fmtOk = formats.size > 0 && [...formats].every((z) => decimalsOf(z) === exp);
  rec.truth(
    'exports',
    cur,
    file.fileName,
    `XLSX: amount format has ${exp} decimals`,
    screenX,
    fmtOk,
    `${exp} decimals`,
    [...formats].join(' | ') || 'no format',
    !fmtOk,
  );
  const cats = body.map((r) => (r[ci] ?? '') as string);
  const catOk = rows.every((r, i) => !r.category || cats[i] === r.category);
  rec.truth(
    'exports',
    cur,
    file.fileName,
    'XLSX: category filled where the sheet has one',
    screenX,
    catOk,
    "the sheet's categories",
    catOk ? 'same' : 'differ',
  );
  // The Summary sheet's money in and out for the currency.
  const fx = figuresOf(file.rows);
  const summarySheet = book.Sheets['Summary'];
  let sIn: number | undefined;
  let sOut: number | undefined;
  if (summarySheet) {
    const s = XLSX.utils.sheet_to_json<unknown[]>(summarySheet, { header: 1, raw: true });
    const at = s.findIndex((r) => r[0] === 'Currency' && r[1] === 'Money in');
    const line = at >= 0 ? s.slice(at + 1).find((r) => r[0] === cur) : undefined;
    if (line) {
      sIn = Math.round(Number(line[1]) * 10 ** exp);
      sOut = Math.round(Math.abs(Number(line[2])) * 10 ** exp);
    }
  }
  rec.figure(
    'exports',
    cur,
    file.fileName,
    'XLSX Summary: money in',
    `${screenX} Summary`,
    fx.inMinor,
    sIn,
    exp,
  );
  rec.figure(
    'exports',
    cur,
    file.fileName,
    'XLSX Summary: money out',
    `${screenX} Summary`,
    fx.outMinor,
    sOut,
    exp,
  );
}

async function checkAllDownload(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  expected: Expected,
) {
  const csv = await client.bytes(`/api/transactions/export.csv?${q({ file: 'all' })}`);
  const screen = 'transactions CSV download (all statements)';
  const currencies = Object.keys(expected.perCurrency).sort();
  if (csv.status !== 200) {
    rec.truth(
      'exports',
      'ALL',
      'all',
      'CSV (all): download',
      screen,
      false,
      'a download',
      `HTTP ${csv.status}`,
    );
    return;
  }
  const table = parseCsv(new TextDecoder().decode(csv.bytes));
  const head = table[0] ?? [];
  const body = table.slice(1);
  rec.figure(
    'exports',
    'ALL',
    'all',
    'CSV (all): rows (shared rows once)',
    screen,
    expected.allCount,
    body.length,
    null,
  );
  const ai = head.indexOf('Amount');
  const ci = head.indexOf('Currency');
  for (const c of currencies) {
    const exp = exponentOf(files, c);
    let inMinor = 0;
    let outMinor = 0;
    const ofCurrency = body.filter((r) => r[ci] === c);
    for (const r of ofCurrency) {
      const text = r[ai] ?? '0';
      const neg = text.startsWith('-');
      const [int = '0', frac = ''] = text.replace('-', '').split('.');
      const minor = Number(int) * 10 ** exp + Number(frac.padEnd(exp, '0').slice(0, exp) || '0');
      if (neg) outMinor += minor;
      else inMinor += minor;
    }
    // No row of the currency at all: missing (a failed check), not a wrong figure.
    rec.figure(
      'exports',
      c,
      'all',
      'CSV (all): money in',
      screen,
      currencyFigures(expected, c).inMinor,
      ofCurrency.length ? inMinor : undefined,
      exp,
    );
    rec.figure(
      'exports',
      c,
      'all',
      'CSV (all): money out',
      screen,
      currencyFigures(expected, c).outMinor,
      ofCurrency.length ? outMinor : undefined,
      exp,
    );
  }
}

async function checkDataExport(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  uploaded: Map<string, string>,
) {
  const zip = await client.bytes('/api/me/export');
  let entries: Record<string, Uint8Array>;
  try {
    entries = zip.status === 200 ? unzipSync(zip.bytes) : {};
  } catch {
    entries = {};
  }
  for (const file of files) {
    const name = uploaded.get(file.fileName);
    const cur = file.currency;
    const exp = file.exponent;
    const screen = `data export zip statements/${name ?? file.fileName}.csv`;
    // "march.csv stays march.csv, march.pdf becomes march.pdf.csv"; a .CSV may become .csv.
    const wanted = name
      ? [
          `statements/${name}`,
          `statements/${name}.csv`,
          `statements/${name.replace(/\.csv$/i, '.csv')}`,
        ]
      : [];
    const entryName = Object.keys(entries).find((k) => wanted.includes(k));
    const rows = name ? await allRows(client, name) : null;
    if (!entryName || !rows) {
      for (const what of ['rows', 'amounts = sheet', 'category filled where the sheet has one'])
        rec.truth(
          'exports',
          cur,
          file.fileName,
          `data export: ${what}`,
          screen,
          false,
          'the statement file',
          `none in the zip (${zip.status})`,
        );
      continue;
    }
    const table = parseCsv(strFromU8(must(entries[entryName], `zip entry ${entryName}`)));
    const head = table[0] ?? [];
    const body = table.slice(1);
    const ai = head.indexOf('amount');
    const ci = head.indexOf('category');
    rec.figure(
      'exports',
      cur,
      file.fileName,
      'data export: rows',
      screen,
      rows.length,
      body.length,
      null,
    );
    // The export is in statement order; compare as sorted multisets of amounts.
    const a = body.map((r) => r[ai] ?? '').sort();
    const b = rows.map((r) => plainMajor(r.amountMinor, exp)).sort();
    const same = JSON.stringify(a) === JSON.stringify(b);
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'data export: amounts = sheet',
      screen,
      same,
      `e.g. ${b[0]}`,
      same ? 'same' : `e.g. ${a.find((x) => !b.includes(x)) ?? a[0]}`,
      !same,
    );
    const filled = body.filter((r) => (r[ci] ?? '') !== '').length;
    const sheetCats = rows.filter((r) => r.category).length;
    rec.truth(
      'exports',
      cur,
      file.fileName,
      'data export: category filled where the sheet has one',
      screen,
      filled >= sheetCats,
      `${sheetCats} rows with a category`,
      `${filled} filled`,
    );
  }
}

// ---------- scoring ----------
export function score(checks: Check[]) {
  const classes: CheckClass[] = ['sheet', 'insights', 'all-statements', 'chat', 'exports'];
  const line = (list: Check[]) => ({
    passed: list.filter((c) => c.pass).length,
    total: list.length,
    wrong: list.filter((c) => c.wrong).length,
  });
  const perClass = Object.fromEntries(
    classes.map((c) => [c, line(checks.filter((x) => x.cls === c))]),
  );
  const currencies = [...new Set(checks.map((c) => c.currency))].sort();
  const perCurrency = Object.fromEntries(
    currencies.map((c) => [c, line(checks.filter((x) => x.currency === c))]),
  );
  const chat = checks.filter((c) => c.cls === 'chat');
  const verdicts = Object.fromEntries(
    ['exact', 'decline', 'miss', 'wrong'].map((v) => [
      v,
      chat.filter((c) => c.verdict === v).length,
    ]),
  );
  return { overall: line(checks), perClass, perCurrency, chatVerdicts: verdicts };
}

export function printScore(checks: Check[], say: (s: string) => void = console.log) {
  const s = score(checks);
  const pct = (p: number, t: number) => (t ? `${((100 * p) / t).toFixed(1)}%` : '-');
  say(
    `\nOverall: ${s.overall.passed}/${s.overall.total} (${pct(s.overall.passed, s.overall.total)}), wrong figures ${s.overall.wrong}`,
  );
  say('\n| class | passed / total | % | wrong figures |\n|---|---|---|---|');
  for (const [k, v] of Object.entries(s.perClass))
    say(`| ${k} | ${v.passed} / ${v.total} | ${pct(v.passed, v.total)} | ${v.wrong} |`);
  say('\n| currency | passed / total | % | wrong figures |\n|---|---|---|---|');
  for (const [k, v] of Object.entries(s.perCurrency))
    say(`| ${k} | ${v.passed} / ${v.total} | ${pct(v.passed, v.total)} | ${v.wrong} |`);
  say(`\nChat answers: ${JSON.stringify(s.chatVerdicts)}`);
  return s;
}
