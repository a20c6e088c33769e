// All statements together: the sheet, its totals and the insights.
import { Client } from '../client';
import { type Expected } from '../expected';
import { plainMajor, type Row, type StatementFile } from '../model';
import { type Insights, sectionOf, allRows, summary, totalsOf } from './api';
import { exponentOf, monthOf, currencyFigures, rowDiff } from './helpers';
import { Recorder } from './record';

export async function checkAllStatements(
  client: Client,
  rec: Recorder,
  files: StatementFile[],
  expected: Expected,
) {
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
  return { currencies, allSum };
}
