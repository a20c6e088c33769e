// One statement's insights.
import { monthSpan } from '../expected';
import { type Insights, sectionOf, sectionNames } from './api';
import { monthOf, type StatementCtx } from './helpers';

export async function checkInsights(ctx: StatementCtx) {
  const { client, rec, file, name, fx, cur, fig, cnt, months } = ctx;
  // Insights
  const ins = name
    ? await client.json<Insights>('GET', `/api/documents/${encodeURIComponent(name)}/insights`)
    : null;
  const I = ins?.status === 200 ? ins.body : null;
  // The statement's figures are its currency's section; it must lead (one currency, one section).
  const S = sectionOf(I, cur);
  const screenIns = `/insights (${file.fileName})`;
  rec.truth(
    'insights',
    cur,
    file.fileName,
    'currency',
    screenIns,
    I?.sections[0]?.currency === cur,
    cur,
    I ? sectionNames(I) : 'no insights',
  );
  fig('insights', 'money in', screenIns, fx.inMinor, S?.totalInMinor);
  fig('insights', 'money out', screenIns, fx.outMinor, S?.totalOutMinor);
  cnt('insights', 'transaction count', screenIns, fx.count, S?.transactionCount);
  // The period: the one the file prints, or the first and last rows' dates; either is right.
  // Both the page's period and the section's are the statement's own.
  const periodRight = (p: { start: string; end: string }) =>
    (p.start === fx.start && p.end === fx.end) ||
    (!!file.period && p.start === file.period.start && p.end === file.period.end);
  const periodOk = !!I && !!S && periodRight(I.period) && periodRight(S.period);
  const periodShown = (p: { start: string; end: string }) => `${p.start} – ${p.end}`;
  rec.truth(
    'insights',
    cur,
    file.fileName,
    'period',
    screenIns,
    periodOk,
    `${fx.start} – ${fx.end}${file.period ? ` (or as printed ${file.period.start} – ${file.period.end})` : ''}`,
    !I
      ? 'none'
      : !S
        ? `${periodShown(I.period)} (no ${cur} section)`
        : periodShown(I.period) === periodShown(S.period)
          ? periodShown(S.period)
          : `page ${periodShown(I.period)}, ${cur} section ${periodShown(S.period)}`,
  );
  rec.truth(
    'insights',
    cur,
    file.fileName,
    'months listed',
    screenIns,
    !!S &&
      JSON.stringify(S.months.map((m) => m.month)) === JSON.stringify(monthSpan(fx.start, fx.end)),
    monthSpan(fx.start, fx.end).join(','),
    S ? S.months.map((m) => m.month).join(',') : I ? `no ${cur} section` : 'none',
  );
  for (const month of months) {
    const m = S?.months.find((x) => x.month === month);
    fig('insights', `month ${month}: money in`, screenIns, monthOf(fx, month).inMinor, m?.inMinor);
    fig(
      'insights',
      `month ${month}: money out`,
      screenIns,
      monthOf(fx, month).outMinor,
      m?.outMinor,
    );
  }
  if (file.hasCategory) {
    for (const [category, c] of Object.entries(fx.categories)) {
      if (c.outMinor === 0) continue;
      const sc = S?.spendingByCategory.find((x) => x.label === category);
      fig(
        'insights',
        `category ${category}: money out`,
        `${screenIns} spending by category`,
        c.outMinor,
        sc?.totalMinor,
      );
    }
  }
}
