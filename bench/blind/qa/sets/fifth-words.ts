// Set "fifth": English phrasebooks (a Montrealer, a Joburger, a Singaporean, two expats), the
// set's own extra questions, and the assembly. Other languages are in fifth-intl*.ts, questions
// across statements in fifth-across.ts.
import * as X from '../lib/expect';
import type { Cat, StatementFile } from '../lib/model';
import {
  statementQuestions,
  type Asks,
  type Expect,
  type Phrasebook,
  type QClass,
  type Question,
} from '../lib/questions';
import { desjardinsAsks, dbsAsks, fnbAsks, isbankAsks, kbcAsks, swedbankAsks } from './fifth-banks';
import { acrossQuestions } from './fifth-across';
import { af, frBE, frCA, sv, tr, type Extra } from './fifth-intl';
import { nl, zh } from './fifth-intl-more';

const EN_MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const enMonth = (ym: string, year = false) =>
  `${EN_MONTHS[Number(ym.slice(5, 7)) - 1] ?? ''}${year ? ` ${ym.slice(0, 4)}` : ''}`;
const enDate = (iso: string) => `${enMonth(iso.slice(0, 7))} ${Number(iso.slice(8))}`;
const ukDate = (iso: string) => `${Number(iso.slice(8))} ${enMonth(iso.slice(0, 7))}`;

/** A Montrealer who switches to English with the bank's app. */
const enCA: Phrasebook = {
  lang: 'en-CA',
  month: (m) => enMonth(m),
  date: enDate,
  spent: 'how much did i spend in total on this account?',
  received: 'how much money came in altogether?',
  count: 'how many transactions are on this statement',
  spentMonth: (m) => `what did I spend in ${enMonth(m)}?`,
  fuMonthBefore: 'and the month before?',
  spentAt: (n) => `how much have I spent at ${n}?`,
  fuAt: (n) => `what about ${n}?`,
  fuHowMany: 'how many times was that?',
  cats: {
    groceries: 'how much on groceries, dep runs included?',
    dining: 'how much did I blow on eating out and coffee?',
    utilities: 'what did my bills cost me - hydro, internet, that kind of stuff?',
    atm: 'how much cash did I pull out?',
  },
  largest: "what's my biggest expense?",
  fuSmallest: 'and the smallest?',
  largestIn: 'biggest deposit?',
  opening: 'what was the balance at the very start?',
  balanceOn: (d) => `what was my balance on ${enDate(d)}?`,
  avgMonth: 'on average how much do I spend a month?',
  top: 'which store or restaurant gets most of my money?',
  noMerchant: (n) => `how much did I spend at ${n}?`,
  noMonth: (m) => `what did I spend in ${enMonth(m, true)}?`,
  offTopic: 'can you tell me a joke about hockey?',
};

/** A Johannesburg owner, South African English. */
const enZA: Phrasebook = {
  lang: 'en-ZA',
  month: (m) => enMonth(m),
  date: ukDate,
  spent: 'Howzit, what did I spend in total on this account?',
  received: 'total money in please',
  count: 'how many transactions in this statement?',
  spentMonth: (m) => `how much went out in ${enMonth(m)}?`,
  fuMonthBefore: 'and in the month before that?',
  receivedMonth: (m) => `how much came in during ${enMonth(m)}?`,
  spentAt: (n) => `how much have I spent at ${n} altogether`,
  fuAt: (n) => `and at ${n}?`,
  fuHowMany: 'how many transactions was that',
  countAt: (n) => `how many times did I buy at ${n}?`,
  cats: {
    fuel: 'how much did I spend on petrol?',
    groceries: 'what did groceries cost me?',
    fee: 'how much were the bank charges?',
    subs: 'how much on streaming subscriptions?',
  },
  largest: 'what was the biggest single debit?',
  fuSmallest: 'and the smallest one?',
  largestCard: 'what was my biggest card swipe?',
  recent: 'what was the amount of the latest transaction?',
  closing: "what's the closing balance?",
  balanceOn: (d) => `balance on ${ukDate(d)}?`,
  top: 'which shop do I spend the most money at?',
  noMerchant: (n) => `how much did I spend at ${n}?`,
  noMonth: (m) => `spending in ${enMonth(m, true)}?`,
  offTopic: "what's the weather like in Cape Town this weekend?",
};

/** A Turkish account's owner asking in plain, terse English. */
const enTR: Phrasebook = {
  lang: 'en',
  month: (m) => enMonth(m),
  date: ukDate,
  spent: 'total spending?',
  received: 'total incoming?',
  count: 'number of transactions',
  spentMonth: (m) => `spending in ${enMonth(m, true)}`,
  fuMonthBefore: 'previous month?',
  spentAt: (n) => `total at ${n}`,
  fuHowMany: 'how many purchases?',
  cats: { rent: 'rent paid?', shopping: 'online shopping total?', atm: 'cash withdrawals total?' },
  largest: 'largest outgoing payment?',
  fuSmallest: 'smallest?',
  largestIn: 'largest incoming?',
  recent: 'last transaction amount?',
  opening: 'opening balance?',
  closing: 'closing balance?',
  avgMonth: 'average spending per month?',
  noMerchant: (n) => `spending at ${n}?`,
  noMonth: (m) => `spending in ${enMonth(m, true)}?`,
  offTopic: 'what is the capital of Australia?',
};

/** A Swedish account's owner, chatty English. */
const enSE: Phrasebook = {
  lang: 'en',
  month: (m) => enMonth(m),
  date: ukDate,
  spent: 'Hi! Could you add up everything that went out of my account?',
  count: 'How many rows does this statement have?',
  spentMonth: (m) => `I'd like to know my total spending for ${enMonth(m)}, please.`,
  fuMonthBefore: 'Lovely, and for the month before?',
  spentAt: (n) => `How much have I spent at ${n}, all together?`,
  fuAt: (n) => `And at ${n}?`,
  countAt: (n) => `How many times did I shop at ${n}?`,
  cats: {
    dining: 'How much went on cafés and takeaway food?',
    transfer_out: 'How much did I send to Erik with Swish?',
  },
  largest: 'What was the single largest payment?',
  smallest: 'Which was the smallest payment, and how much?',
  largestCard: 'What was my biggest card purchase?',
  balanceOn: (d) => `What was left on the account at the end of ${ukDate(d)}?`,
  top: 'Which shop takes the biggest share of my money?',
  noMerchant: (n) => `Did I spend anything at ${n}? How much?`,
  offTopic: 'Could you translate "good morning" into Finnish?',
};

/** A Singaporean with a DBS card. */
const enSG: Phrasebook = {
  lang: 'en-SG',
  month: (m) => enMonth(m),
  date: ukDate,
  spent: 'how much i charged to this card total ah?',
  received: 'total payments and cashback into the card?',
  count: 'how many transactions on this card statement?',
  spentMonth: (m) => `how much i spend in ${enMonth(m)}?`,
  fuMonthBefore: 'then the month before?',
  spentAt: (n) => `how much i spend on ${n} already?`,
  fuAt: (n) => `then ${n} leh?`,
  fuHowMany: 'how many times sia?',
  cats: {
    dining: 'total for makan - food delivery, cafes, restaurants?',
    groceries: 'groceries how much? FairPrice and 7-Eleven all count',
    shopping: 'how much on shopping like Shopee and Uniqlo?',
    subs: 'subscriptions total?',
  },
  largest: 'what is the most expensive thing i bought?',
  fuSmallest: 'and the cheapest?',
  largestIn: 'what is the biggest payment i made to the card?',
  recent: 'latest transaction how much?',
  avgMonth: 'on average per month i spend how much?',
  top: 'which merchant i spend the most?',
  noMerchant: (n) => `how much i spend on ${n}?`,
  noMonth: (m) => `how much i spend in ${enMonth(m, true)}?`,
  offTopic: 'where to get the best chicken rice?',
};

/** The set's own questions past the shared builder: several categories at once, counts of one
 *  kind of row, the largest of one kind, the dining place with most spending. */
function extraQuestions(file: StatementFile, ex: Extra): Question[] {
  const rows = file.rows;
  const { currency, exponent } = file.account;
  const money = (...minors: number[]): Expect => ({ kind: 'money', minors, currency, exponent });
  const out: Question[] = [];
  const q = (cls: QClass, text: string, expect: Expect) =>
    out.push({ file: file.id, lang: ex.lang, cls, text, expect });
  const has = (c: Cat) => X.ofCat(rows, c).length > 0;
  for (const [cats, text] of ex.together ?? []) {
    if (cats.every(has))
      q('category', text, money(cats.reduce((s, c) => s + X.catTotal(rows, c), 0)));
  }
  for (const [cat, text] of ex.howMany ?? [])
    if (has(cat)) q('count', text, { kind: 'count', n: X.ofCat(rows, cat).length });
  for (const [cat, text] of ex.biggestOf ?? [])
    if (has(cat)) q('extreme', text, money(X.largestOut(X.ofCat(rows, cat))));
  if (ex.topDining) {
    const spend = new Map<string, number>();
    for (const r of X.debits(X.ofCat(rows, 'dining')))
      spend.set(r.merchant, (spend.get(r.merchant) ?? 0) - r.minor);
    const [key] = [...spend].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const m = file.account.merchants.find((x) => x.key === key);
    if (m) q('top', ex.topDining, { kind: 'name', names: [m.name, ...(m.core ? [m.core] : [])] });
  }
  if (ex.creditsCount) q('count', ex.creditsCount, { kind: 'count', n: X.credits(rows).length });
  if (ex.lastMonthIn) {
    const last = X.monthsOf(rows).slice(-1)[0] as string;
    q('total', ex.lastMonthIn(last), money(X.inOf(X.inMonth(rows, last))));
  }
  return out;
}

const plan: Array<[string, Asks, Array<[Phrasebook, number]>, Extra[]]> = [
  [
    'desjardins',
    desjardinsAsks,
    [
      [frCA.pb, 0],
      [enCA, 1],
    ],
    [frCA.extra],
  ],
  [
    'fnb',
    fnbAsks,
    [
      [enZA, 2],
      [af.pb, 1],
    ],
    [af.extra],
  ],
  [
    'isbank',
    isbankAsks,
    [
      [tr.pb, 0],
      [enTR, 1],
    ],
    [tr.extra],
  ],
  [
    'swedbank',
    swedbankAsks,
    [
      [sv.pb, 1],
      [enSE, 0],
    ],
    [sv.extra],
  ],
  [
    'dbs',
    dbsAsks,
    [
      [enSG, 0],
      [zh.pb, 2],
    ],
    [zh.extra],
  ],
  [
    'kbc',
    kbcAsks,
    [
      [nl.pb, 2],
      [frBE.pb, 0],
    ],
    [nl.extra, frBE.extra],
  ],
];

export function fifthQuestions(files: StatementFile[]): Question[] {
  const out: Question[] = [];
  for (const [id, asks, books, extras] of plan) {
    const file = files.find((f) => f.id === id);
    if (!file) throw new Error(`No statement ${id}`);
    for (const [pb, variant] of books) out.push(...statementQuestions(file, pb, asks, variant));
    for (const ex of extras) out.push(...extraQuestions(file, ex));
  }
  return [...out, ...acrossQuestions(files)];
}
