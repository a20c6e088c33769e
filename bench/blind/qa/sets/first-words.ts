// Set "first": how its owners ask, in English, Spanish, Portuguese, Japanese, Hinglish and German.
import * as X from '../lib/expect';
import type { StatementFile } from '../lib/model';
import { statementQuestions, type Asks, type Phrasebook, type Question } from '../lib/questions';

const EN =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const ES =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  );
const PT =
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(
    ' ',
  );
const DE =
  'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
const mo = (ym: string) => Number(ym.slice(5, 7));
const dd = (iso: string) => Number(iso.slice(8, 10));
const nth = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

const en: Phrasebook = {
  lang: 'en',
  month: (ym) => EN[mo(ym) - 1] as string,
  date: (iso) => `${EN[mo(iso) - 1]} ${nth(dd(iso))}`,
  spent: 'how much did i spend in total',
  received: 'What came in overall?',
  count: 'how many transactions are on this statement?',
  spentMonth: (m) => `what did I spend in ${EN[mo(m) - 1]}?`,
  fuMonthBefore: 'and the month before?',
  spentAt: (n) => `how much have I spent at ${n}?`,
  fuHowMany: 'how many times was that?',
  fuAt: (n) => `what about at ${n}?`,
  countAt: (n) => `How many times did I go to ${n}?`,
  cats: {
    groceries: 'how much on groceries?',
    fuel: 'total spent on fuel',
    dining: 'how much did I spend eating out?',
    rent: 'how much rent did I pay?',
    salary: 'how much salary did I get?',
    subs: 'what do my subscriptions cost in total?',
    atm: 'how much cash did I take out from ATMs?',
    fee: 'how much did the bank charge me in fees?',
    interest: 'how much interest did I earn?',
  },
  largest: "what's my biggest expense?",
  fuSmallest: 'and the smallest?',
  largestIn: 'largest deposit?',
  largestCard: 'biggest card purchase?',
  recent: 'what was my most recent transaction?',
  opening: 'opening balance?',
  closing: 'what is my closing balance',
  balanceOn: (d) => `what was my balance on ${EN[mo(d) - 1]} ${nth(dd(d))}?`,
  avgMonth: 'how much do I spend per month on average?',
  top: 'which shop did I spend the most at?',
  noMerchant: (n) => `how much did I spend at ${n}?`,
  noMonth: (m) => `how much did I spend in ${EN[mo(m) - 1]} ${m.slice(0, 4)}?`,
  offTopic: "what's the weather tomorrow?",
};
/** The card's owner says "charged" for interest and asks about payments and cash back. */
const enCard: Phrasebook = {
  ...en,
  cats: {
    ...en.cats,
    interest: 'how much interest was I charged?',
    payment: 'how much did I pay off on the card?',
    cashback: 'how much cashback did I get?',
  },
};

const es: Phrasebook = {
  lang: 'es',
  month: (ym) => ES[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} de ${ES[mo(iso) - 1]}`,
  spent: '¿cuánto he gastado en total?',
  received: '¿cuánto dinero me ha entrado?',
  count: '¿cuántos movimientos hay?',
  spentMonth: (m) => `¿cuánto gasté en ${ES[mo(m) - 1]}?`,
  fuMonthBefore: '¿y el mes anterior?',
  spentAt: (n) => `¿cuánto me he gastado en ${n}?`,
  fuHowMany: '¿cuántas veces fueron?',
  fuAt: (n) => `¿y en ${n}?`,
  cats: {
    groceries: '¿cuánto en el súper?',
    fuel: '¿cuánto me he gastado en gasolina?',
    rent: '¿cuánto pagué de alquiler?',
    salary: '¿cuánto cobré de nómina?',
  },
  largest: '¿cuál fue mi mayor gasto?',
  fuSmallest: '¿y el más pequeño?',
  closing: '¿cuál es el saldo final?',
  balanceOn: (d) => `¿qué saldo tenía el ${dd(d)} de ${ES[mo(d) - 1]}?`,
  noMerchant: (n) => `¿cuánto gasté en ${n}?`,
  offTopic: '¿qué tiempo hará mañana en Madrid?',
};

const pt: Phrasebook = {
  lang: 'pt',
  month: (ym) => PT[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} de ${PT[mo(iso) - 1]}`,
  spent: 'quanto eu gastei no total?',
  received: 'quanto entrou na conta?',
  count: 'quantas transações tem no extrato?',
  spentMonth: (m) => `quanto gastei em ${PT[mo(m) - 1]}?`,
  fuMonthBefore: 'e no mês anterior?',
  spentAt: (n) => `quanto gastei no ${n}?`,
  fuHowMany: 'quantas vezes foram?',
  fuAt: (n) => `e no ${n}?`,
  cats: {
    groceries: 'quanto gastei com mercado?',
    fuel: 'quanto gastei de gasolina?',
    rent: 'quanto paguei de aluguel?',
    salary: 'quanto recebi de salário?',
    refund: 'quanto recebi de estorno?',
  },
  largest: 'qual foi meu maior gasto?',
  fuSmallest: 'e o menor?',
  closing: 'qual o saldo final?',
  balanceOn: (d) => `qual era meu saldo em ${d.slice(8, 10)}/${d.slice(5, 7)}?`,
  noMerchant: (n) => `quanto gastei no ${n}?`,
  offTopic: 'vai chover amanhã em São Paulo?',
};

const ja: Phrasebook = {
  lang: 'ja',
  month: (ym) => `${mo(ym)}月`,
  date: (iso) => `${mo(iso)}月${dd(iso)}日`,
  spent: '合計でいくら使いましたか？',
  received: '入金の合計は？',
  count: '取引は何件ありますか？',
  spentMonth: (m) => `${mo(m)}月にいくら使った？`,
  fuMonthBefore: 'その前の月は？',
  spentAt: (n) => `${n}でいくら使った？`,
  fuHowMany: '何回ですか？',
  fuAt: (n) => `${n}は？`,
  cats: {
    groceries: '食料品にいくら使った？',
    atm: 'ATMでいくら引き出した？',
    rent: '家賃はいくら払った？',
    salary: '給料はいくら入った？',
  },
  largest: '一番大きい支出は？',
  fuSmallest: '一番小さいのは？',
  closing: '最終残高は？',
  balanceOn: (d) => `${mo(d)}月${dd(d)}日の残高は？`,
  noMerchant: (n) => `${n}でいくら使った？`,
  offTopic: '明日の天気は？',
};

const hinglish: Phrasebook = {
  lang: 'hinglish',
  month: (ym) => EN[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} ${EN[mo(iso) - 1]}`,
  spent: 'total kitna kharcha hua?',
  received: 'kitna paisa aaya account mein?',
  count: 'kitne transactions hain?',
  spentMonth: (m) => `${EN[mo(m) - 1]} mein kitna kharch kiya?`,
  fuMonthBefore: 'aur usse pichle mahine?',
  spentAt: (n) => `${n} pe kitna udaya?`,
  fuHowMany: 'kitni baar?',
  fuAt: (n) => `aur ${n} pe?`,
  countAt: (n) => `${n} se kitni baar order kiya?`,
  cats: {
    rent: 'rent kitna diya?',
    fuel: 'petrol pe kitna gaya?',
    atm: 'ATM se kitna cash nikala?',
    salary: 'salary kitni aayi?',
  },
  largest: 'sabse bada kharcha kaunsa tha?',
  fuSmallest: 'aur sabse chhota?',
  closing: 'closing balance kya hai?',
  noMerchant: (n) => `${n} pe kitna kharcha kiya?`,
  offTopic: 'aaj cricket match kaun jeeta?',
};

const de: Phrasebook = {
  lang: 'de',
  month: (ym) => DE[mo(ym) - 1] as string,
  date: (iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`,
  spent: 'Wie viel habe ich insgesamt ausgegeben?',
  received: 'Wie viel Geld ist eingegangen?',
  count: 'Wie viele Buchungen gibt es?',
  spentMonth: (m) => `Was habe ich im ${DE[mo(m) - 1]} ausgegeben?`,
  fuMonthBefore: 'Und im Monat davor?',
  spentAt: (n) => `Wie viel habe ich bei ${n} gelassen?`,
  fuHowMany: 'Wie oft war das?',
  fuAt: (n) => `Und bei ${n}?`,
  cats: {
    groceries: 'Wie viel für Lebensmittel?',
    fuel: 'Was hat mich Tanken gekostet?',
    rent: 'Wie viel Miete habe ich gezahlt?',
    salary: 'Wie viel Gehalt kam rein?',
    fee: 'Wie hoch waren die Kontogebühren?',
  },
  largest: 'Was war meine größte Ausgabe?',
  fuSmallest: 'Und die kleinste?',
  closing: 'Wie ist der Kontostand am Ende?',
  balanceOn: (d) => `Wie war der Kontostand am ${d.slice(8, 10)}.${d.slice(5, 7)}.?`,
  noMerchant: (n) => `Wie viel habe ich bei ${n} ausgegeben?`,
  noMonth: (m) => `Was habe ich im ${DE[mo(m) - 1]} ${m.slice(0, 4)} ausgegeben?`,
  offTopic: 'Wie wird das Wetter morgen?',
};

const ASKS: Record<string, Asks> = {
  es: { a: 'mercadona', b: 'repsol', absent: 'Lidl', outside: '2026-03' },
  br: { a: 'paodeacucar', b: 'ipiranga', absent: 'Carrefour', outside: '2026-02' },
  jp: { a: 'starbucks', b: 'aeon', absent: 'ローソン', outside: '2026-12' },
  in: { a: 'swiggy', b: 'bigbasket', absent: 'Flipkart', outside: '2026-11' },
  us: { a: 'wholefoods', b: 'shell', absent: 'Costco', outside: '2026-05' },
  de: { a: 'rewe', b: 'lidl', absent: 'Edeka', outside: '2026-12' },
};
const LOCAL: Record<string, Phrasebook> = { es, pt, ja, hinglish, de };

export function firstQuestions(files: StatementFile[]): Question[] {
  const qs: Question[] = [];
  for (const f of files) {
    const asks = ASKS[f.id] as Asks;
    qs.push(...statementQuestions(f, f.id === 'us' ? enCard : en, asks, 0));
    f.languages.forEach((l, i) =>
      qs.push(
        ...statementQuestions(f, LOCAL[l] as Phrasebook, asks, i === 0 && l !== 'hinglish' ? 1 : 2),
      ),
    );
  }
  return [...qs, ...allQuestions(files)];
}

function allQuestions(files: StatementFile[]): Question[] {
  const f = (id: string) => files.find((x) => x.id === id) as StatementFile;
  const m = (file: StatementFile, minor: number) => ({
    kind: 'money' as const,
    minors: [minor],
    currency: file.account.currency,
    exponent: file.account.exponent,
  });
  const perCurrency = (value: (x: StatementFile) => number) => {
    const by = new Map<string, { minor: number; currency: string; exponent: number }>();
    for (const x of files) {
      const c = x.account.currency;
      const e = by.get(c) ?? { minor: 0, currency: c, exponent: x.account.exponent };
      e.minor += value(x);
      by.set(c, e);
    }
    return { kind: 'each' as const, items: [...by.values()].filter((i) => i.minor > 0) };
  };
  const q = (lang: string, text: string, expect: Question['expect']): Question => ({
    file: 'ALL',
    lang,
    cls: 'all-statements',
    text,
    expect,
  });
  const eurOut = X.outOf(f('es').rows) + X.outOf(f('de').rows);
  return [
    q('en', 'how much did I spend in my Japanese account?', m(f('jp'), X.outOf(f('jp').rows))),
    q('en', 'How much did I put on my Chase card?', m(f('us'), X.outOf(f('us').rows))),
    q('en', 'total spent in euros across everything', { ...m(f('es'), eurOut) }),
    q('en', 'how many transactions across all my statements?', {
      kind: 'count',
      n: files.reduce((s, x) => s + x.rows.length, 0),
    }),
    q('en', 'How much money came into my Itaú account?', m(f('br'), X.inOf(f('br').rows))),
    q(
      'en',
      'How much rent did I pay from my Santander account?',
      m(f('es'), X.catTotal(f('es').rows, 'rent')),
    ),
    q('en', 'closing balance of my HDFC account?', m(f('in'), X.closing(f('in').rows))),
    q('en', 'how much did I spend in rupees?', m(f('in'), X.outOf(f('in').rows))),
    q('en', 'How many transactions are in my German account?', {
      kind: 'count',
      n: f('de').rows.length,
    }),
    q(
      'en',
      "what's the biggest expense in my Spanish account?",
      m(f('es'), X.largestOut(f('es').rows)),
    ),
    q(
      'en',
      'how much salary did I receive in Brazil?',
      m(f('br'), X.catTotal(f('br').rows, 'salary')),
    ),
    q(
      'en',
      'How much did I spend in total?',
      perCurrency((x) => X.outOf(x.rows)),
    ),
    q(
      'en',
      'how much did I spend on Netflix across all my accounts?',
      perCurrency((x) => X.outOf(X.ofMerchant(x.rows, 'netflix'))),
    ),
    q('en', 'how much did I spend on my Revolut account?', { kind: 'none' }),
    q('en', 'how much did I spend in Swiss francs?', { kind: 'none' }),
    q('es', '¿cuánto gasté en total en euros?', { ...m(f('es'), eurOut) }),
    q(
      'de',
      'Wie viel habe ich mit meinem Sparkasse-Konto ausgegeben?',
      m(f('de'), X.outOf(f('de').rows)),
    ),
  ];
}
