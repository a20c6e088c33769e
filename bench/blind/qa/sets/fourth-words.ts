// Set "fourth": how the six owners ask in English (US, UK, Indian), the questions across
// statements, and the whole set. Other languages are in fourth-intl.ts. Written apart from the
// other sets' phrasebooks. Definitions are the README's; "transport" (rides, transit passes) is
// this set's own category, and "utility bills" include phone and internet. Every expected
// figure comes from the generated rows (lib/expect.ts and the sums below).
import type { StatementFile } from '../lib/model';
import { statementQuestions, type Asks, type Phrasebook, type Question } from '../lib/questions';
import { acrossQuestions, extraQuestions } from './fourth-across';
import { deBook, esCaixaBook, esWfBook, hinglishBook, plBook, ptBook } from './fourth-intl';

const EN_MONTHS =
  'January February March April May June July August September October November December';
const enMonth = (ym: string) => EN_MONTHS.split(' ')[Number(ym.slice(5, 7)) - 1] as string;
const day = (iso: string) => Number(iso.slice(8));
const ord = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const usDate = (iso: string) => `${enMonth(iso.slice(0, 7)).slice(0, 3)} ${day(iso)}`;
const ukDate = (iso: string) => `${ord(day(iso))} of ${enMonth(iso.slice(0, 7))}`;
const inDate = (iso: string) => `${day(iso)} ${enMonth(iso.slice(0, 7))}`;
const withYear = (ym: string) => `${enMonth(ym)} ${ym.slice(0, 4)}`;

/** Wells Fargo checking, a San Jose engineer: terse, lower case, US words. */
const usBook: Phrasebook = {
  lang: 'en-us',
  month: enMonth,
  date: usDate,
  spent: 'how much money went out of my checking account in total',
  received: "what's the total that came in, paychecks and everything?",
  count: 'how many transactions are on this statement',
  spentMonth: (m) => `how much did i spend in ${enMonth(m)}?`,
  fuMonthBefore: 'what about the month before',
  receivedMonth: (m) => `total deposits in ${enMonth(m)}?`,
  spentAt: (n) => `how much have I spent at ${n}`,
  fuAt: (n) => `and at ${n}?`,
  fuHowMany: 'how many times was that',
  countAt: (n) => `how many times did I go to ${n}?`,
  cats: {
    groceries: 'how much did I spend on groceries',
    dining: 'how much on eating out, coffee and food delivery?',
    utilities: 'total for utility bills - power, internet and my phone?',
    atm: 'how much cash did I pull out of ATMs',
    fee: 'how much did the bank charge me in fees?',
  },
  largest: 'what was my biggest expense',
  fuSmallest: 'and the smallest one?',
  largestCard: "what's the largest debit card purchase",
  recent: 'most recent transaction - how much was it?',
  avgMonth: 'on average how much do I spend a month?',
  top: 'which store did I spend the most money at?',
  noMerchant: (n) => `how much did I spend at ${n}?`,
  noMonth: (m) => `what did I spend in ${withYear(m)}?`,
  offTopic: "what's the balance of my Wells Fargo savings account?",
};

/** The Nubank card, its owner's American husband: chatty US English. */
const usCardBook: Phrasebook = {
  lang: 'en-us',
  month: enMonth,
  date: usDate,
  spent: 'Hey, how much did we charge on this card altogether?',
  received: 'How much got credited to the card - payments plus any refunds?',
  count: 'How many line items are there on the card?',
  spentMonth: (m) => `What did we put on the card in ${enMonth(m)}?`,
  fuMonthBefore: 'ok and the month before that?',
  spentAt: (n) => `How much have we spent on ${n} so far?`,
  fuAt: (n) => `What about ${n}?`,
  fuHowMany: 'How many charges was that?',
  cats: {
    groceries: 'How much went on groceries (supermarkets)?',
    transport: 'How much did rides cost us, Uber and such?',
    subs: 'What do the subscriptions come to in total?',
    fuel: 'How much on gas?',
  },
  largest: 'What was the single biggest charge?',
  smallest: 'And what was the smallest charge on the card?',
  largestIn: "What's the largest payment or credit on the card?",
  recent: 'What was the last charge on here?',
  avgMonth: 'Roughly how much do we charge per month on average?',
  top: 'Which store do we spend the most at with this card?',
  noMerchant: (n) => `How much did we spend on ${n}?`,
  noMonth: (m) => `What did we charge in ${withYear(m)}?`,
  offTopic: "What's the credit limit on this card?",
};

/** The ING account in Cologne, its owner's British flatmate. */
const gbIngBook: Phrasebook = {
  lang: 'en-gb',
  month: enMonth,
  date: ukDate,
  spent: "What's the total I've spent from this account?",
  received: 'How much money came in overall?',
  spentMonth: (m) => `How much did I spend in ${enMonth(m)}?`,
  fuMonthBefore: 'And the month before?',
  receivedMonth: (m) => `How much came in during ${enMonth(m)}?`,
  spentAt: (n) => `How much have I spent at ${n}?`,
  fuAt: (n) => `What about at ${n}?`,
  fuHowMany: 'How many transactions was that?',
  countAt: (n) => `How many times did I shop at ${n}?`,
  cats: {
    groceries: 'How much have I spent on food shopping at supermarkets?',
    transport: 'What did I spend on public transport?',
    rent: 'How much rent have I paid?',
    shopping: 'How much went on shopping, Amazon and the chemist?',
  },
  largest: "What's my largest single outgoing?",
  fuSmallest: 'And the smallest?',
  largestIn: 'Biggest payment in?',
  opening: 'What was the balance at the start of the statement?',
  closing: "What's my balance at the end?",
  balanceOn: (d) => `What was my balance on the ${ukDate(d)}?`,
  avgMonth: 'How much do I spend per month on average?',
  top: 'Which shop have I spent the most at?',
  noMerchant: (n) => `How much did I spend at ${n}?`,
  noMonth: (m) => `How much did I spend in ${withYear(m)}?`,
  offTopic: "What's my overdraft limit on this account?",
};

/** The mBank account, its owner's English colleague who shares the flat: British, chatty. */
const gbMbankBook: Phrasebook = {
  lang: 'en-gb',
  month: enMonth,
  date: ukDate,
  spent: 'How much have I spent in total on this mBank account?',
  received: "What's the total of everything paid in?",
  count: 'How many transactions are listed?',
  spentMonth: (m) => `What was my total spending in ${enMonth(m)}?`,
  fuMonthBefore: 'and in the month before?',
  spentAt: (n) => `How much have I spent at ${n}?`,
  fuAt: (n) => `and at ${n}?`,
  fuHowMany: 'how many payments was that?',
  cats: {
    dining: 'How much on takeaways and eating out?',
    fuel: 'How much on petrol?',
    utilities: 'What have the bills come to - electricity and mobile?',
    atm: 'How much cash have I taken out?',
  },
  largest: "What's the biggest payment out?",
  smallest: "What's the smallest payment out?",
  recent: "What's the latest transaction?",
  opening: 'What was the opening balance?',
  closing: 'What was the closing balance?',
  balanceOn: (d) => `Balance on the ${ukDate(d)}?`,
  avgMonth: "What's my average monthly spend?",
  top: 'In which shop have I spent the most?',
  noMerchant: (n) => `How much did I spend in ${n}?`,
  noMonth: (m) => `What came in during ${withYear(m)}?`,
  offTopic: 'How much is my credit card limit at mBank?',
};

/** The CaixaBank account, its owner's British partner. */
const gbCaixaBook: Phrasebook = {
  lang: 'en-gb',
  month: enMonth,
  date: ukDate,
  spent: 'How much has gone out of the account altogether?',
  received: 'How much has been paid in altogether?',
  count: 'How many transactions are there?',
  spentMonth: (m) => `How much did we spend in ${enMonth(m)}?`,
  fuMonthBefore: 'And the month before that?',
  receivedMonth: (m) => `How much was paid in in ${enMonth(m)}?`,
  spentAt: (n) => `How much did we spend at ${n}?`,
  fuAt: (n) => `And ${n}?`,
  fuHowMany: 'How many times was that?',
  countAt: (n) => `How many times have we used ${n}?`,
  cats: {
    fuel: 'How much on fuel?',
    utilities: 'How much on household bills - electricity and phone?',
    transport: 'What did transport cost, metro pass and taxis?',
    fee: 'How much in bank charges?',
  },
  largest: "What's the largest amount we paid out?",
  fuSmallest: 'And the smallest?',
  largestIn: "What's the biggest amount paid in?",
  largestCard: 'Largest card payment?',
  opening: 'What was the starting balance?',
  closing: 'And the balance at the end?',
  balanceOn: (d) => `What was the balance on the ${ukDate(d)}?`,
  avgMonth: 'What do we spend on average each month?',
  noMerchant: (n) => `How much did we spend at ${n}?`,
  noMonth: (m) => `What did we spend in ${withYear(m)}?`,
  offTopic: 'How much is left on our mortgage?',
};

/** SBI savings, a Pune engineer: Indian English. */
const inBook: Phrasebook = {
  lang: 'en-in',
  month: enMonth,
  date: inDate,
  spent: 'What is my total debit amount in this statement?',
  received: 'Total credits received in the account?',
  count: 'How many transactions are there in this statement?',
  spentMonth: (m) => `Kindly tell me total expenses for the month of ${enMonth(m)}`,
  fuMonthBefore: 'And for the previous month?',
  receivedMonth: (m) => `How much amount got credited in ${enMonth(m)}?`,
  spentAt: (n) => `How much I have spent on ${n}?`,
  fuAt: (n) => `What about ${n}?`,
  fuHowMany: 'How many transactions is that?',
  countAt: (n) => `How many times I ordered from ${n}?`,
  cats: {
    groceries: 'How much I spent on groceries?',
    fuel: 'What is my total petrol expense?',
    utilities: 'Total of electricity bill and broadband bill?',
    transfer_out: 'How much money I transferred to Sunita Deshmukh in total?',
    fee: 'What are the total bank charges deducted?',
  },
  largest: 'Which is the highest debit?',
  fuSmallest: 'And lowest debit?',
  largestIn: 'What is the highest credit?',
  recent: 'What is the last transaction amount?',
  opening: 'What was the opening balance?',
  closing: 'What is the closing balance?',
  balanceOn: (d) => `What was the balance as on ${inDate(d)}?`,
  avgMonth: 'What is my average monthly spending?',
  top: 'At which shop or app have I spent the maximum?',
  noMerchant: (n) => `How much I spent on ${n}?`,
  noMonth: (m) => `Total spending in ${withYear(m)}?`,
  offTopic: 'What is the maturity amount of my FD?',
};

/** Per statement: who knows what (two merchants, one that is not there, a month outside). */
const ASKS: Record<string, Asks> = {
  us: { a: 'safeway', b: 'chevron', absent: 'Whole Foods', outside: '2026-04' },
  de: { a: 'rewe', b: 'lieferando', absent: 'Edeka', outside: '2026-05' },
  in: { a: 'zepto', b: 'dominos', absent: 'Blinkit', outside: '2026-02' },
  br: { a: 'ifood', b: 'uber', absent: 'Rappi', outside: '2026-03' },
  pl: { a: 'biedronka', b: 'orlen', absent: 'Carrefour', outside: '2026-04' },
  es: { a: 'bonpreu', b: 'glovo', absent: 'Mercadona', outside: '2026-06' },
};

/** Who asks about which statement, and the variant (0: informal names, 1: A/B swapped, the
 *  later month; 2: typos). */
const BOOKS: Record<string, Array<[Phrasebook, number]>> = {
  us: [
    [usBook, 0],
    [esWfBook, 1],
  ],
  de: [
    [deBook, 2],
    [gbIngBook, 1],
  ],
  in: [
    [inBook, 0],
    [hinglishBook, 2],
  ],
  br: [
    [ptBook, 0],
    [usCardBook, 1],
  ],
  pl: [
    [plBook, 2],
    [gbMbankBook, 1],
  ],
  es: [
    [esCaixaBook, 0],
    [gbCaixaBook, 2],
  ],
};

export function fourthQuestions(files: StatementFile[]): Question[] {
  const out: Question[] = [];
  for (const file of files) {
    const asks = ASKS[file.id];
    if (!asks) throw new Error(`No asks for ${file.id}`);
    for (const [pb, variant] of BOOKS[file.id] ?? [])
      out.push(...statementQuestions(file, pb, asks, variant));
  }
  return [...out, ...extraQuestions(files), ...acrossQuestions(files)];
}
