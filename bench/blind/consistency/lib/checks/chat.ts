// The chat: about each statement, and about all statements.
import { Client } from '../client';
import { type Expected } from '../expected';
import { judgeCount, judgeMoney, judgeMoneyEach, type Judged } from '../judge';
import { plainMajor, type StatementFile } from '../model';
import { must } from '../must';
import { enMonth } from '../words';
import { type Summary, type Reply, totalsOf } from './api';
import { exponentOf, monthOf, currencyFigures, askEn, type StatementCtx } from './helpers';
import { Recorder } from './record';

export async function checkStatementChat(ctx: StatementCtx) {
  const { client, rec, file, name, fx, cur, exp, months } = ctx;
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
}

export async function checkAllChat(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  expected: Expected,
  currencies: string[],
  allSum: Summary | null,
) {
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
}
