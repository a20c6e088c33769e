// Set "third": how the owners ask in English (UK, US, Indian and Australian), which statement
// gets which phrasebooks, and the questions across statements. Written from scratch, apart from
// the "first" and "unseen" phrasebooks.
import * as X from '../lib/expect';
import type { StatementFile } from '../lib/model';
import { statementQuestions, type Asks, type Phrasebook, type Question } from '../lib/questions';
import { de, es, fr, hinglish, id, it, ja, nl, pl, pt } from './third-intl';

const FULL =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const SHORT = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');
const mo = (ym: string) => Number(ym.slice(5, 7));
const dd = (iso: string) => Number(iso.slice(8, 10));
const full = (ym: string) => FULL[mo(ym) - 1] as string;
const low = (n: string) => n.toLowerCase();

const enGb: Phrasebook = {
  lang: 'en-gb',
  month: full,
  date: (iso) => `${dd(iso)} ${SHORT[mo(iso) - 1]}`,
  spent: 'whats gone out in total',
  received: 'total paid in',
  count: 'how many entries are there altogether',
  spentMonth: (m) => `outgoings for ${full(m)} pls`,
  fuMonthBefore: 'and for the month prior',
  spentAt: (n) => `how much have i blown at ${low(n)}`,
  fuAt: (n) => `ok now ${low(n)}`,
  fuHowMany: 'and how many transactions was that',
  countAt: (n) => `how often did i shop at ${n}`,
  cats: {
    groceries: 'food shop total',
    utilities: 'what do the household bills come to',
    dining: 'takeaways and eating out, total',
  },
  largest: 'whats the largest amount i paid out in one go',
  fuSmallest: 'and the tiniest one',
  closing: 'where did the balance end up',
  balanceOn: (d) => `balance at close of play on ${dd(d)} ${SHORT[mo(d) - 1]}`,
  avgMonth: 'roughly what do i get through a month on average',
  top: 'where do i spend most, which shop',
  noMerchant: (n) => `anything at ${n}? how much`,
  noMonth: (m) => `outgoings for ${full(m)} ${m.slice(0, 4)}`,
};

const enUs: Phrasebook = {
  lang: 'en-us',
  month: full,
  date: (iso) => `${SHORT[mo(iso) - 1]} ${dd(iso)}`,
  spent: 'total amount i spent on this account',
  received: 'how much money came in, total',
  spentMonth: (m) => `how much went out in ${full(m)}`,
  fuMonthBefore: 'what about the previous one',
  spentAt: (n) => `how much did i drop at ${n}`,
  fuAt: (n) => `now do ${n}`,
  fuHowMany: 'how many transactions is that',
  countAt: (n) => `# of times i paid ${low(n)}`,
  cats: {
    groceries: 'grocery total',
    fuel: 'gas total',
  },
  largest: 'whats the largest debit',
  fuSmallest: 'and the lowest',
  recent: 'most recent transaction - how much was it',
  opening: 'beginning balance',
  closing: 'ending balance',
  balanceOn: (d) => `balance on ${SHORT[mo(d) - 1]} ${dd(d)}`,
  avgMonth: 'monthly avg spending',
  top: 'which store got the most money from me',
  noMerchant: (n) => `did i buy anything at ${n}, total?`,
  noMonth: (m) => `how much went out in ${full(m)} ${m.slice(0, 4)}`,
};

const slashDate = (iso: string) => `${iso.slice(8)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

const enIn: Phrasebook = {
  lang: 'en-in',
  month: full,
  date: slashDate,
  spent: 'what is the total amount debited',
  received: 'total credited amount',
  count: 'how many transactions are there in statement',
  spentMonth: (m) => `total expenditure for the month of ${full(m)}`,
  fuMonthBefore: 'and previous month also',
  spentAt: (n) => `how much i spent on ${n}`,
  fuAt: (n) => `for ${n} how much`,
  fuHowMany: 'how many transactions for that',
  countAt: (n) => `how many times ${n} is there`,
  cats: {
    groceries: 'grocery expenses total',
    utilities: 'electricity bill total',
    interest: 'savings interest credited',
    fee: 'bank charges deducted',
  },
  largest: 'which is the highest debit amount',
  fuSmallest: 'lowest one also',
  largestIn: 'highest credit amount',
  opening: 'opening balance of the statement',
  closing: 'closing bal',
  balanceOn: (d) => `what was balance on ${slashDate(d)}`,
  avgMonth: 'monthly average expenditure',
  top: 'on which shop i spent maximum',
  noMerchant: (n) => `how much i paid to ${n}`,
  noMonth: (m) => `expenditure in ${full(m)} ${m.slice(0, 4)}`,
};

const enAu: Phrasebook = {
  lang: 'en-au',
  month: full,
  date: (iso) => `${dd(iso)} ${SHORT[mo(iso) - 1]}`,
  spent: 'how much have i put on the card all up',
  received: 'total credits on the card',
  count: 'how many transactions on here',
  spentMonth: (m) => `what'd i spend in ${full(m)}`,
  fuMonthBefore: 'and the month before that one',
  spentAt: (n) => `how much at ${n} all up`,
  fuAt: (n) => `and ${low(n)}, how much`,
  fuHowMany: "how many times's that",
  countAt: (n) => `how many trips to ${n}`,
  cats: {
    groceries: 'groceries all up',
    dining: 'eating out + takeaway',
    payment: 'how much have i paid back on the card',
    fuel: 'servo spend on petrol',
  },
  largest: 'biggest thing i bought',
  fuSmallest: 'and the smallest charge',
  recent: 'latest transaction on the card, amount',
  avgMonth: 'average spend per month',
  top: 'which shop am i spending the most at',
  noMerchant: (n) => `spent anything at ${n}`,
  noMonth: (m) => `what went on the card in ${full(m)} ${m.slice(0, 4)}`,
};

const ASKS: Record<string, Asks> = {
  gb: { a: 'tesco', b: 'greggs', absent: 'Aldi', outside: '2026-05' },
  in: { a: 'zomato', b: 'dmart', absent: 'Blinkit', outside: '2026-03' },
  mx: { a: 'oxxo', b: 'pemex', absent: 'Soriana', outside: '2026-01' },
  pt: { a: 'continente', b: 'galp', absent: 'Auchan', outside: '2026-05' },
  au: { a: 'woolworths', b: 'coles', absent: 'IGA', outside: '2026-12' },
  ch: { a: 'migros', b: 'coop', absent: 'Denner', outside: '2026-10' },
};
const ENGLISH_VARIANT: Record<string, number> = { gb: 0, in: 2, mx: 0, pt: 2, au: 0, ch: 2 };
const BOOKS: Record<string, Phrasebook> = {
  'en-gb': enGb,
  'en-us': enUs,
  'en-in': enIn,
  'en-au': enAu,
  pl,
  nl,
  hinglish,
  es,
  pt,
  fr,
  ja,
  id,
  de,
  it,
};

export function thirdQuestions(files: StatementFile[]): Question[] {
  const qs: Question[] = [];
  for (const f of files) {
    const asks = ASKS[f.id] as Asks;
    f.languages.forEach((l, i) => {
      // English first (variant 0 or 2), then each other language with another month and names.
      const variant = i === 0 ? (ENGLISH_VARIANT[f.id] ?? 0) : i;
      qs.push(...statementQuestions(f, BOOKS[l] as Phrasebook, asks, variant));
    });
  }
  return [...qs, ...acrossStatements(files)];
}

function acrossStatements(files: StatementFile[]): Question[] {
  const f = (k: string) => files.find((x) => x.id === k) as StatementFile;
  const m = (k: string, v: (x: StatementFile) => number): Question['expect'] => ({
    kind: 'money',
    minors: [v(f(k))],
    currency: f(k).account.currency,
    exponent: f(k).account.exponent,
  });
  const q = (lang: string, text: string, expect: Question['expect']): Question => ({
    file: 'ALL',
    lang,
    cls: 'all-statements',
    text,
    expect,
  });
  const none = { kind: 'none' as const };
  const out = (x: StatementFile) => X.outOf(x.rows);
  return [
    q('en-gb', 'how much went out of the barclays account', m('gb', out)),
    q('en-us', 'total spent in pesos', m('mx', out)),
    q(
      'en-gb',
      'closing balance on the swiss account',
      m('ch', (x) => X.closing(x.rows)),
    ),
    q('en-au', 'number of transactions on the anz card', { kind: 'count', n: f('au').rows.length }),
    q(
      'en-au',
      'how much did i pay off the credit card',
      m('au', (x) => X.catTotal(x.rows, 'payment')),
    ),
    q(
      'en-in',
      'total salary credited in ICICI account',
      m('in', (x) => X.catTotal(x.rows, 'salary')),
    ),
    q(
      'en-gb',
      'rent paid from the portuguese account',
      m('pt', (x) => X.catTotal(x.rows, 'rent')),
    ),
    q(
      'en-us',
      'biggest purchase on the australian card',
      m('au', (x) => X.largestOut(x.rows)),
    ),
    q(
      'en-gb',
      'groceries paid in francs',
      m('ch', (x) => X.catTotal(x.rows, 'groceries')),
    ),
    q(
      'en-in',
      'bank charges on the indian account',
      m('in', (x) => X.catTotal(x.rows, 'fee')),
    ),
    q('en-us', 'count of transactions on every account put together', {
      kind: 'count',
      n: files.reduce((s, x) => s + x.rows.length, 0),
    }),
    q(
      'en-gb',
      "what's the GBP account's biggest expense",
      m('gb', (x) => X.largestOut(x.rows)),
    ),
    q('en-gb', 'what did i spend in euros', m('pt', out)),
    q('en-gb', 'how much did i spend on my revolut card', none),
    q('en-us', 'balance of my japanese account', none),
    q('en-au', 'total spent in canadian dollars', none),
    q('es', 'cuánto gasté en la cuenta de BBVA', m('mx', out)),
    q('pt', 'quanto saiu da conta do millennium', m('pt', out)),
    q('de', 'wie viel habe ich in franken ausgegeben', m('ch', out)),
    q('ja', 'オーストラリアのカードでいくら使った', m('au', out)),
    q(
      'hinglish',
      'ICICI wale account me total kitna paisa aaya',
      m('in', (x) => X.inOf(x.rows)),
    ),
    q('pl', 'ile wydałam z konta w barclays', m('gb', out)),
    q(
      'it',
      'saldo finale del conto svizzero',
      m('ch', (x) => X.closing(x.rows)),
    ),
  ];
}
