// Set "fifth": questions across all statements, each naming its statement by bank, country,
// currency or card, in the owner's words (English mostly, some in the statement's language).
import * as X from '../lib/expect';
import type { StatementFile, TRow } from '../lib/model';
import type { Expect, Question } from '../lib/questions';

export function acrossQuestions(files: StatementFile[]): Question[] {
  const by = (id: string) => {
    const f = files.find((x) => x.id === id);
    if (!f) throw new Error(`No statement ${id}`);
    return f;
  };
  const out: Question[] = [];
  /** A money question about one statement, its figure from that statement's rows. */
  const m = (lang: string, id: string, text: string, figure: (rows: TRow[]) => number) => {
    const f = by(id);
    const expect: Expect = {
      kind: 'money',
      minors: [figure(f.rows)],
      currency: f.account.currency,
      exponent: f.account.exponent,
    };
    out.push({ file: 'ALL', lang, cls: 'all-statements', text, expect });
  };
  const c = (lang: string, text: string, n: number) =>
    out.push({ file: 'ALL', lang, cls: 'all-statements', text, expect: { kind: 'count', n } });
  const none = (lang: string, text: string) =>
    out.push({ file: 'ALL', lang, cls: 'no-answer', text, expect: { kind: 'none' } });

  m('en', 'desjardins', 'How much did I spend in total on my Desjardins account?', X.outOf);
  m('en', 'desjardins', "What's the balance at the end of my Canadian statement?", X.closing);
  m('en', 'desjardins', 'How much did Desjardins charge me in fees?', (r) => X.catTotal(r, 'fee'));
  m('en', 'fnb', 'what did groceries cost me on the FNB account?', (r) =>
    X.catTotal(r, 'groceries'),
  );
  c('en', 'how many transactions are on my South African statement?', by('fnb').rows.length);
  m('en', 'fnb', 'biggest single debit in rand?', X.largestOut);
  c(
    'en',
    'how many times did I fill up at Engen (FNB account)?',
    X.ofMerchant(by('fnb').rows, 'engen').length,
  );
  m('tr', 'isbank', 'İş Bankası hesabımdan toplam ne kadar harcadım?', X.outOf);
  m('en', 'isbank', 'closing balance of the Turkish lira account?', X.closing);
  m('en', 'isbank', 'How much rent did I pay from my Turkish account?', (r) =>
    X.catTotal(r, 'rent'),
  );
  m('sv', 'swedbank', 'Hur mycket har jag spenderat totalt på Swedbank-kontot?', X.outOf);
  m('en', 'swedbank', 'How much came into my Swedish account altogether?', X.inOf);
  m('en', 'swedbank', 'What was the opening balance on the SEK account?', X.opening);
  m('en', 'dbs', "What's the total charged to my DBS card?", X.outOf);
  m('en', 'dbs', 'What was the biggest purchase on my credit card?', X.largestOut);
  m('en', 'dbs', 'How much did I spend on eating out on the Singapore card?', (r) =>
    X.catTotal(r, 'dining'),
  );
  m('fr', 'kbc', 'Combien ai-je dépensé au total sur mon compte KBC?', X.outOf);
  m('nl', 'kbc', 'Hoeveel ging er naar boodschappen op mijn Belgische rekening?', (r) =>
    X.catTotal(r, 'groceries'),
  );
  m('en', 'kbc', "What's the closing balance of my euro account?", X.closing);
  m('en', 'kbc', 'How much cash did I withdraw in Belgium?', (r) => X.catTotal(r, 'atm'));
  m('en', 'desjardins', 'how much did I spend at Tim Hortons?', (r) =>
    X.outOf(X.ofMerchant(r, 'tim')),
  );
  out.push({
    file: 'ALL',
    lang: 'en',
    cls: 'all-statements',
    text: 'How much did I spend on each of my accounts? Give me the total for each currency.',
    expect: {
      kind: 'each',
      items: files.map((f) => ({
        minor: X.outOf(f.rows),
        currency: f.account.currency,
        exponent: f.account.exponent,
      })),
    },
  });
  c(
    'en',
    'How many transactions are there across all my statements together?',
    files.reduce((s, f) => s + f.rows.length, 0),
  );
  none('en', 'How much did I spend on my Amex card?');
  none('en', "What's the balance on my Nedbank account?");
  return out;
}
