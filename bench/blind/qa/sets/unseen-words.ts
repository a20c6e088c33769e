// Set "unseen": how its owners ask. Written apart from set "first": a terse English, a chatty
// English (the Amex card's owner), French, Italian, Dutch, Indonesian and Polish.
import * as X from '../lib/expect';
import type { StatementFile } from '../lib/model';
import { statementQuestions, type Asks, type Phrasebook, type Question } from '../lib/questions';

const MON = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');
const FR =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const IT =
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  );
const NL =
  'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  );
const ID =
  'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(
    ' ',
  );
const PL =
  'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu'.split(
    ' ',
  );
const mo = (ym: string) => Number(ym.slice(5, 7));
const dd = (iso: string) => Number(iso.slice(8, 10));
const slash = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const terse: Phrasebook = {
  lang: 'en',
  month: (ym) => MON[mo(ym) - 1] as string,
  date: slash,
  spent: 'Total outgoings please',
  received: 'sum of all money in',
  count: 'number of transactions?',
  spentMonth: (m) => `${MON[mo(m) - 1]} spending`,
  fuMonthBefore: 'previous month?',
  spentAt: (n) => `spend at ${n}`,
  fuHowMany: 'how many purchases was that',
  fuAt: (n) => `same for ${n}`,
  countAt: (n) => `number of visits to ${n}`,
  cats: {
    groceries: 'supermarket spend',
    fuel: 'petrol total',
    dining: 'restaurants and cafes total',
    rent: 'rent paid',
    salary: 'total wages received',
    subs: 'streaming / subscription costs',
    atm: 'cash withdrawals total',
    fee: 'bank charges?',
    interest: 'interest received',
  },
  largest: 'single biggest payment out',
  fuSmallest: 'smallest one?',
  largestIn: 'biggest credit',
  largestCard: 'largest purchase made by card',
  recent: 'last transaction amount',
  opening: 'starting balance',
  closing: 'balance at the end',
  balanceOn: (d) => `balance as of ${slash(d)}`,
  avgMonth: 'average monthly outgoings',
  top: 'top merchant by spend',
  noMerchant: (n) => `spend at ${n}`,
  noMonth: (m) => `spending in ${MON[mo(m) - 1]} ${m.slice(0, 4)}`,
  offTopic: 'who won the football last night?',
};

const chatty: Phrasebook = {
  lang: 'en-chatty',
  month: (ym) => MON[mo(ym) - 1] as string,
  date: slash,
  spent: 'Hi! Could you tell me how much I spent on this card altogether?',
  spentMonth: (m) => `I'm trying to budget - what went on the card during ${MON[mo(m) - 1]}?`,
  fuMonthBefore: 'ok and what about the one before that?',
  spentAt: (n) => `Be honest, how much have I been spending at ${n}??`,
  fuHowMany: 'yikes, and how many trips is that?',
  cats: {
    payment: 'How much have I paid off the Amex so far?',
    cashback: 'did I earn any cashback? how much?',
    fee: 'Were there any fees? What did they add up to?',
    dining: 'What did eating out cost me, coffee included?',
  },
  largest: "What's the most expensive thing I bought?",
  fuSmallest: 'And the cheapest?',
  noMerchant: (n) => `Did I spend anything at ${n}? How much?`,
  offTopic: 'Can you book me a table for two tonight?',
};

const fr: Phrasebook = {
  lang: 'fr',
  month: (ym) => FR[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} ${FR[mo(iso) - 1]}`,
  spent: "Combien j'ai dépensé au total ?",
  received: "Total des rentrées d'argent ?",
  count: "Combien d'opérations sur ce relevé ?",
  spentMonth: (m) => `Mes dépenses en ${FR[mo(m) - 1]} ?`,
  fuMonthBefore: "Et le mois d'avant ?",
  spentAt: (n) => `Combien chez ${n} ?`,
  fuHowMany: 'Ça fait combien de passages ?',
  fuAt: (n) => `Et chez ${n} ?`,
  cats: {
    groceries: 'Combien pour les courses ?',
    rent: 'Le loyer, ça fait combien en tout ?',
    salary: 'Combien de salaire touché ?',
    atm: 'Montant total des retraits au distributeur ?',
  },
  largest: 'Ma plus grosse dépense ?',
  fuSmallest: 'Et la plus petite ?',
  closing: 'Solde final ?',
  balanceOn: (d) => `Quel était le solde le ${dd(d)} ${FR[mo(d) - 1]} ?`,
  noMerchant: (n) => `Combien chez ${n} ?`,
  offTopic: 'Il fera beau demain à Paris ?',
};

const it: Phrasebook = {
  lang: 'it',
  month: (ym) => IT[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} ${IT[mo(iso) - 1]}`,
  spent: 'Quanto ho speso in tutto?',
  received: 'Quanto mi è entrato?',
  count: 'Quanti movimenti ci sono?',
  spentMonth: (m) => `Spese di ${IT[mo(m) - 1]}?`,
  fuMonthBefore: 'E il mese prima?',
  spentAt: (n) => `Quanto ho speso da ${n}?`,
  fuHowMany: 'Quante volte?',
  fuAt: (n) => `E da ${n}?`,
  cats: {
    groceries: 'Quanto per la spesa?',
    fuel: 'Quanto di benzina?',
    rent: "Quanto d'affitto?",
    salary: 'Quanto di stipendio?',
    atm: 'Quanto ho prelevato al bancomat?',
  },
  largest: 'La spesa più alta?',
  fuSmallest: 'E la più bassa?',
  noMerchant: (n) => `Quanto ho speso da ${n}?`,
  offTopic: 'Che tempo fa domani a Milano?',
};

const nl: Phrasebook = {
  lang: 'nl',
  month: (ym) => NL[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} ${NL[mo(iso) - 1]}`,
  spent: 'Hoeveel heb ik in totaal uitgegeven?',
  received: 'Hoeveel is er binnengekomen?',
  count: 'Hoeveel transacties zijn er?',
  spentMonth: (m) => `Uitgaven in ${NL[mo(m) - 1]}?`,
  fuMonthBefore: 'En de maand ervoor?',
  spentAt: (n) => `Hoeveel bij de ${n}?`,
  fuHowMany: 'Hoe vaak was dat?',
  fuAt: (n) => `En bij ${n}?`,
  cats: {
    groceries: 'Hoeveel aan boodschappen?',
    fuel: 'Hoeveel aan benzine?',
    rent: 'Hoeveel huur betaald?',
    salary: 'Hoeveel salaris ontvangen?',
    fee: 'Hoeveel bankkosten?',
  },
  largest: 'Wat was mijn grootste uitgave?',
  fuSmallest: 'En de kleinste?',
  closing: 'Eindsaldo?',
  balanceOn: (d) => `Saldo op ${dd(d)} ${NL[mo(d) - 1]}?`,
  noMerchant: (n) => `Hoeveel bij ${n}?`,
  offTopic: 'Wordt het morgen mooi weer?',
};

const id: Phrasebook = {
  lang: 'id',
  month: (ym) => ID[mo(ym) - 1] as string,
  date: (iso) => `${dd(iso)} ${ID[mo(iso) - 1]}`,
  spent: 'Total pengeluaran saya berapa?',
  received: 'Total uang masuk berapa?',
  count: 'Ada berapa transaksi?',
  spentMonth: (m) => `Pengeluaran bulan ${ID[mo(m) - 1]}?`,
  fuMonthBefore: 'Kalau bulan sebelumnya?',
  spentAt: (n) => `Berapa belanja di ${n}?`,
  fuHowMany: 'Berapa kali?',
  fuAt: (n) => `Kalau di ${n}?`,
  cats: {
    groceries: 'Belanja kebutuhan sehari-hari berapa?',
    fuel: 'Berapa untuk bensin?',
    rent: 'Bayar kos berapa?',
    salary: 'Gaji masuk berapa?',
    atm: 'Tarik tunai total berapa?',
    fee: 'Biaya admin berapa?',
  },
  largest: 'Pengeluaran terbesar?',
  fuSmallest: 'Yang terkecil?',
  closing: 'Saldo akhir berapa?',
  balanceOn: (d) => `Saldo tanggal ${dd(d)} ${ID[mo(d) - 1]}?`,
  noMerchant: (n) => `Berapa belanja di ${n}?`,
  offTopic: 'Besok hujan nggak?',
};

const pl: Phrasebook = {
  lang: 'pl',
  month: (ym) => PL[mo(ym) - 1] as string,
  date: (iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`,
  spent: 'Ile wydałem w sumie?',
  received: 'Ile pieniędzy wpłynęło?',
  count: 'Ile jest transakcji?',
  spentMonth: (m) => `Ile wydałem w ${PL[mo(m) - 1]}?`,
  fuMonthBefore: 'A w poprzednim miesiącu?',
  spentAt: (n) => `Ile wydałem w ${n}?`,
  fuHowMany: 'Ile to było razy?',
  fuAt: (n) => `A w ${n}?`,
  cats: {
    groceries: 'Ile na zakupy spożywcze?',
    fuel: 'Ile na paliwo?',
    rent: 'Ile za czynsz?',
    salary: 'Ile wynagrodzenia wpłynęło?',
    atm: 'Ile wypłaciłem z bankomatu?',
  },
  largest: 'Największy wydatek?',
  fuSmallest: 'A najmniejszy?',
  closing: 'Saldo końcowe?',
  balanceOn: (d) => `Saldo na ${d.slice(8, 10)}.${d.slice(5, 7)}?`,
  noMerchant: (n) => `Ile wydałem w ${n}?`,
  offTopic: 'Jaka jutro pogoda?',
};

const ASKS: Record<string, Asks> = {
  fr: { a: 'carrefour', b: 'monoprix', absent: 'Leclerc', outside: '2026-04' },
  it: { a: 'esselunga', b: 'eni', absent: 'Lidl', outside: '2026-01' },
  nl: { a: 'ah', b: 'jumbo', absent: 'Lidl', outside: '2026-11' },
  id: { a: 'indomaret', b: 'pertamina', absent: 'Hypermart', outside: '2026-12' },
  pl: { a: 'biedronka', b: 'orlen', absent: 'Kaufland', outside: '2026-03' },
  uk: { a: 'tesco', b: 'pret', absent: 'Waitrose', outside: '2026-06' },
};
const LOCAL: Record<string, Phrasebook> = { fr, it, nl, id, pl, 'en-chatty': chatty };

export function unseenQuestions(files: StatementFile[]): Question[] {
  const qs: Question[] = [];
  for (const f of files) {
    const asks = ASKS[f.id] as Asks;
    qs.push(...statementQuestions(f, terse, asks, 2));
    for (const l of f.languages) qs.push(...statementQuestions(f, LOCAL[l] as Phrasebook, asks, 1));
  }
  const f = (k: string) => files.find((x) => x.id === k) as StatementFile;
  const m = (file: StatementFile, minor: number) => ({
    kind: 'money' as const,
    minors: [minor],
    currency: file.account.currency,
    exponent: file.account.exponent,
  });
  const q = (lang: string, text: string, expect: Question['expect']): Question => ({
    file: 'ALL',
    lang,
    cls: 'all-statements',
    text,
    expect,
  });
  const eur = ['fr', 'it', 'nl'].map(f);
  const sum = (list: StatementFile[], v: (x: StatementFile) => number) =>
    list.reduce((s, x) => s + v(x), 0);
  return [
    ...qs,
    q('en', 'Amex total spend', m(f('uk'), X.outOf(f('uk').rows))),
    q('en', 'what went out of the Polish account', m(f('pl'), X.outOf(f('pl').rows))),
    q('en', 'money in, Dutch account', m(f('nl'), X.inOf(f('nl').rows))),
    q(
      'en',
      'euro spending, all accounts combined',
      m(
        f('fr'),
        sum(eur, (x) => X.outOf(x.rows)),
      ),
    ),
    q('en', 'total number of transactions everywhere', {
      kind: 'count',
      n: sum(files, (x) => x.rows.length),
    }),
    q('en', 'how many transactions in the BCA account', { kind: 'count', n: f('id').rows.length }),
    q('en', 'biggest expense on the Intesa account', m(f('it'), X.largestOut(f('it').rows))),
    q('en', 'rent paid from the French account', m(f('fr'), X.catTotal(f('fr').rows, 'rent'))),
    q('en', 'Rabobank closing balance', m(f('nl'), X.closing(f('nl').rows))),
    q('en', 'total spent in zloty', m(f('pl'), X.outOf(f('pl').rows))),
    q('en', 'salary received in rupiah', m(f('id'), X.catTotal(f('id').rows, 'salary'))),
    q('en', 'spend on my Monzo account', { kind: 'none' }),
    q('en', 'total in Mexican pesos', { kind: 'none' }),
    q(
      'fr',
      'Combien ai-je dépensé sur mon compte Crédit Mutuel ?',
      m(f('fr'), X.outOf(f('fr').rows)),
    ),
    q(
      'it',
      'Quanto ho speso in euro in tutti i conti?',
      m(
        f('fr'),
        sum(eur, (x) => X.outOf(x.rows)),
      ),
    ),
  ];
}
