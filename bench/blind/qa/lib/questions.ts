// Questions as people ask them, with the expected answer computed from the generated rows.
import * as X from './expect';
import type { Cat, StatementFile } from './model';

export type Expect =
  | { kind: 'money'; minors: number[]; currency: string; exponent: number }
  | { kind: 'each'; items: Array<{ minor: number; currency: string; exponent: number }> }
  | { kind: 'count'; n: number }
  | { kind: 'name'; names: string[] }
  | { kind: 'none' };

export type QClass =
  | 'total'
  | 'count'
  | 'merchant'
  | 'category'
  | 'extreme'
  | 'balance'
  | 'average'
  | 'top'
  | 'follow-up'
  | 'no-answer'
  | 'all-statements';

export interface Question {
  /** The statement's id, or 'ALL' for a question across statements. */
  file: string;
  lang: string;
  cls: QClass;
  text: string;
  expect: Expect;
}

/** How one person asks, in one language. Anything left out is not asked in that language. */
export interface Phrasebook {
  lang: string;
  /** A month ('YYYY-MM') as that person says it. */
  month: (ym: string) => string;
  /** A date ('YYYY-MM-DD') as that person says it. */
  date: (iso: string) => string;
  spent?: string;
  received?: string;
  count?: string;
  spentMonth?: (m: string) => string;
  receivedMonth?: (m: string) => string;
  spentAt?: (name: string) => string;
  countAt?: (name: string) => string;
  cats?: Partial<Record<Cat, string>>;
  largest?: string;
  smallest?: string;
  largestIn?: string;
  largestCard?: string;
  recent?: string;
  opening?: string;
  closing?: string;
  balanceOn?: (d: string) => string;
  avgMonth?: string;
  top?: string;
  fuSmallest?: string;
  fuHowMany?: string;
  fuMonthBefore?: string;
  fuAt?: (name: string) => string;
  noMerchant?: (name: string) => string;
  noMonth?: (m: string) => string;
  offTopic?: string;
}

/** What a statement's questions are about: two merchants people know, and what is not there. */
export interface Asks {
  a: string;
  b: string;
  absent: string;
  /** A month outside the statement's period, 'YYYY-MM'. */
  outside: string;
}

export function statementQuestions(
  file: StatementFile,
  pb: Phrasebook,
  asks: Asks,
  variant: number,
): Question[] {
  const rows = file.rows;
  const { currency, exponent } = file.account;
  const out: Question[] = [];
  const q = (cls: QClass, text: string | undefined, expect: Expect) => {
    if (text) out.push({ file: file.id, lang: pb.lang, cls, text, expect });
  };
  const money = (...minors: number[]): Expect => ({ kind: 'money', minors, currency, exponent });
  const count = (n: number): Expect => ({ kind: 'count', n });
  const merchant = (key: string) => {
    const m = file.account.merchants.find((x) => x.key === key);
    if (!m) throw new Error(`No merchant ${key} in ${file.id}`);
    return m;
  };
  const months = X.monthsOf(rows);
  const month = months[Math.min(months.length - 1, 1 + (variant % 2))] as string;
  const prevMonth = months[months.indexOf(month) - 1] as string;
  const A = merchant(variant % 2 ? asks.b : asks.a);
  const B = merchant(variant % 2 ? asks.a : asks.b);
  const aName = variant === 0 ? A.aliases[0] : variant === 1 ? A.name : A.aliases[1];
  const aRows = X.debits(X.ofMerchant(rows, A.key));
  const bRows = X.debits(X.ofMerchant(rows, B.key));

  q('total', pb.spent, money(X.outOf(rows)));
  q('total', pb.received, money(X.inOf(rows)));
  q('count', pb.count, count(rows.length));
  if (pb.spentMonth) {
    q('total', pb.spentMonth(month), money(X.outOf(X.inMonth(rows, month))));
    q('follow-up', pb.fuMonthBefore, money(X.outOf(X.inMonth(rows, prevMonth))));
  }
  q(
    'total',
    pb.receivedMonth?.(months[0] as string),
    money(X.inOf(X.inMonth(rows, months[0] as string))),
  );
  if (pb.spentAt) {
    // "spent at A" → "what about at B?" → "how many times was that?" (at B)
    q('merchant', pb.spentAt(aName), money(X.outOf(aRows)));
    q('follow-up', pb.fuAt?.(B.name), money(X.outOf(bRows)));
    q('follow-up', pb.fuHowMany, count(pb.fuAt ? bRows.length : aRows.length));
  }
  q('count', pb.countAt?.(variant === 0 ? B.aliases[1] : B.aliases[0]), count(bRows.length));
  for (const [cat, text] of Object.entries(pb.cats ?? {}) as Array<[Cat, string]>) {
    if (X.ofCat(rows, cat).length > 0) q('category', text, money(X.catTotal(rows, cat)));
  }
  if (pb.largest) {
    q('extreme', pb.largest, money(X.largestOut(rows)));
    q('follow-up', pb.fuSmallest, money(X.smallestOut(rows)));
  }
  q('extreme', pb.smallest, money(X.smallestOut(rows)));
  q('extreme', pb.largestIn, money(X.largestIn(rows)));
  const cardRows = X.debits(rows).filter((r) => r.card);
  if (cardRows.length) q('extreme', pb.largestCard, money(X.largestOut(cardRows)));
  q('extreme', pb.recent, money(...X.latest(rows)));
  if (file.hasBalance) {
    q('balance', pb.opening, money(X.opening(rows)));
    q('balance', pb.closing, money(X.closing(rows)));
    const days = X.inMonth(rows, month).map((r) => r.date);
    const day = days[Math.floor(days.length / 2)] as string;
    q('balance', pb.balanceOn?.(day), money(X.balanceOn(rows, day)));
  }
  q('average', pb.avgMonth, money(...X.divided(X.outOf(rows), months.length)));
  q('top', pb.top, { kind: 'name', names: X.topShop(file) });
  q('no-answer', pb.noMerchant?.(asks.absent), { kind: 'none' });
  q('no-answer', pb.noMonth?.(asks.outside), { kind: 'none' });
  q('no-answer', pb.offTopic, { kind: 'none' });
  return out;
}

export const expectedText = (e: Expect): string => {
  const major = (minor: number, exp: number) =>
    exp === 0
      ? String(minor)
      : `${Math.trunc(minor / 10 ** exp)}.${String(Math.abs(minor) % 10 ** exp).padStart(exp, '0')}`;
  switch (e.kind) {
    case 'money':
      return `${e.minors.map((m) => major(m, e.exponent)).join(' or ')} ${e.currency}`;
    case 'each':
      return e.items.map((i) => `${major(i.minor, i.exponent)} ${i.currency}`).join(' + ');
    case 'count':
      return String(e.n);
    case 'name':
      return e.names.join(' or ');
    case 'none':
      return '(no answer: decline without a money figure)';
  }
};
