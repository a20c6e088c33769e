// Set "fourth": the questions across all six statements, each naming a statement by its bank,
// country, currency or card (and three about statements that are not there: no figure is right).
// Expected figures from the generated rows only; "each" = one total per currency. Also a few
// questions per statement the shared builder does not ask: the statement's last month said
// relatively, and how many times one kind of thing happened.
import * as X from '../lib/expect';
import type { StatementFile } from '../lib/model';
import type { Expect, Question } from '../lib/questions';

/** Questions across every statement, naming one by bank, country, currency or card. */
export function acrossQuestions(files: StatementFile[]): Question[] {
  const f = (id: string) => {
    const found = files.find((x) => x.id === id);
    if (!found) throw new Error(`No statement ${id}`);
    return found;
  };
  const money = (id: string, minor: number): Expect => ({
    kind: 'money',
    minors: [minor],
    currency: f(id).account.currency,
    exponent: f(id).account.exponent,
  });
  const each = (parts: Array<[string, number]>): Expect => {
    const by = new Map<string, { minor: number; currency: string; exponent: number }>();
    for (const [id, minor] of parts) {
      const { currency, exponent } = f(id).account;
      const item = by.get(currency) ?? { minor: 0, currency, exponent };
      by.set(currency, { ...item, minor: item.minor + minor });
    }
    return { kind: 'each', items: [...by.values()] };
  };
  const rows = (id: string) => f(id).rows;
  const at = (id: string, key: string) => X.outOf(X.debits(X.ofMerchant(rows(id), key)));
  const most = [...files].sort((a, b) => b.rows.length - a.rows.length)[0] as StatementFile;
  const q = (lang: string, cls: Question['cls'], text: string, expect: Expect): Question => ({
    file: 'ALL',
    lang,
    cls: cls,
    text,
    expect,
  });
  const ids = files.map((x) => x.id);
  return [
    q(
      'en-us',
      'all-statements',
      'How much did I spend on my Wells Fargo account in total?',
      money('us', X.outOf(rows('us'))),
    ),
    q(
      'en-gb',
      'all-statements',
      "What's the closing balance on my ING Girokonto?",
      money('de', X.closing(rows('de'))),
    ),
    q(
      'en-us',
      'all-statements',
      'How much did I spend on the Nubank card in September?',
      money('br', X.outOf(X.inMonth(rows('br'), '2026-09'))),
    ),
    q(
      'en-gb',
      'all-statements',
      'On my Polish account, how much came in altogether?',
      money('pl', X.inOf(rows('pl'))),
    ),
    q(
      'en-gb',
      'all-statements',
      'How much did I spend in euros, my German and Spanish accounts together?',
      money('de', X.outOf(rows('de')) + X.outOf(rows('es'))),
    ),
    q(
      'en-us',
      'all-statements',
      'Total spending in each currency across all my statements?',
      each(ids.map((id) => [id, X.outOf(rows(id))])),
    ),
    q('en-in', 'all-statements', 'How many transactions are there in my SBI statement?', {
      kind: 'count',
      n: rows('in').length,
    }),
    q(
      'en-us',
      'all-statements',
      'What was the biggest purchase on my credit card?',
      money('br', X.largestOut(rows('br'))),
    ),
    q(
      'en-gb',
      'all-statements',
      'How much rent did I pay from the CaixaBank account?',
      money('es', X.catTotal(rows('es'), 'rent')),
    ),
    q(
      'en-in',
      'all-statements',
      'How much did I spend on groceries in rupees?',
      money('in', X.catTotal(rows('in'), 'groceries')),
    ),
    q('en-us', 'all-statements', 'Which of my accounts has the most transactions?', {
      kind: 'name',
      names: [most.account.bank, most.fileName.replace(/\.\w+$/, '')],
    }),
    q(
      'en-gb',
      'all-statements',
      'What was the balance on my mBank account at the end of August?',
      money('pl', X.balanceOn(rows('pl'), '2026-08-31')),
    ),
    q(
      'es',
      'all-statements',
      '¿Cuánto gasté en Glovo en mi cuenta de CaixaBank?',
      money('es', at('es', 'glovo')),
    ),
    q(
      'de',
      'all-statements',
      'Wie viel habe ich auf dem ING-Konto bei REWE ausgegeben?',
      money('de', at('de', 'rewe')),
    ),
    q(
      'pt',
      'all-statements',
      'Quanto gastei de Uber no cartão do Nubank?',
      money('br', at('br', 'uber')),
    ),
    q(
      'hinglish',
      'all-statements',
      'SBI account mein July mein total kitna debit hua?',
      money('in', X.outOf(X.inMonth(rows('in'), '2026-07'))),
    ),
    q(
      'pl',
      'all-statements',
      'Ile wydałam na Orlenie na koncie w mBanku?',
      money('pl', at('pl', 'orlen')),
    ),
    q(
      'en-us',
      'all-statements',
      'What did Netflix cost me across all my accounts, in each currency?',
      each(
        ids
          .filter((id) => f(id).account.merchants.some((m) => m.key === 'netflix'))
          .map((id) => [id, at(id, 'netflix')]),
      ),
    ),
    q(
      'en-us',
      'all-statements',
      'How much cash did I take out of ATMs on my US account?',
      money('us', X.catTotal(rows('us'), 'atm')),
    ),
    q(
      'en-in',
      'all-statements',
      'Total salary credited into my Indian account?',
      money('in', X.catTotal(rows('in'), 'salary')),
    ),
    q('en-gb', 'no-answer', "What's the balance on my HSBC account?", { kind: 'none' }),
    q('en-us', 'no-answer', 'How much did I spend on my Amex card in August?', { kind: 'none' }),
    q('en-us', 'no-answer', 'How much did I spend in Canadian dollars?', { kind: 'none' }),
  ];
}

/** Per statement: the latest month said relatively, and a count of one kind of row. */
export function extraQuestions(files: StatementFile[]): Question[] {
  const out: Question[] = [];
  const ask: Record<string, [string, string, string, string, (f: StatementFile) => number]> = {
    us: [
      'en-us',
      'how much did i spend in the latest month on here?',
      'en-us',
      'how many ATM withdrawals did I make?',
      (f) => X.ofCat(f.rows, 'atm').length,
    ],
    de: [
      'de',
      'Wie viel habe ich im letzten Monat des Auszugs ausgegeben?',
      'de',
      'Wie oft habe ich Bargeld abgehoben?',
      (f) => X.ofCat(f.rows, 'atm').length,
    ],
    in: [
      'en-in',
      'What did I spend in the latest month of the statement?',
      'hinglish',
      'Uber kitni baar liya?',
      (f) => X.ofMerchant(f.rows, 'uber').length,
    ],
    br: [
      'pt',
      'Quanto gastei no último mês da fatura?',
      'pt',
      'Quantas vezes abasteci no Ipiranga?',
      (f) => X.ofMerchant(f.rows, 'ipiranga').length,
    ],
    pl: [
      'pl',
      'Ile wydałam w ostatnim miesiącu z tego wyciągu?',
      'pl',
      'Ile razy wypłacałam z bankomatu?',
      (f) => X.ofCat(f.rows, 'atm').length,
    ],
    es: [
      'es',
      '¿Cuánto gasté en el último mes del extracto?',
      'es',
      '¿Cuántas veces saqué dinero del cajero?',
      (f) => X.ofCat(f.rows, 'atm').length,
    ],
  };
  for (const f of files) {
    const a = ask[f.id];
    if (!a) continue;
    const [lang1, monthText, lang2, countText, count] = a;
    const lastMonth = X.monthsOf(f.rows).slice(-1)[0] as string;
    const { currency, exponent } = f.account;
    const spent = X.outOf(X.inMonth(f.rows, lastMonth));
    out.push({
      file: f.id,
      lang: lang1,
      cls: 'total',
      text: monthText,
      expect: { kind: 'money', minors: [spent], currency, exponent },
    });
    out.push({
      file: f.id,
      lang: lang2,
      cls: 'count',
      text: countText,
      expect: { kind: 'count', n: count(f) },
    });
  }
  return out;
}
