// One statement's sheet: its rows, totals, months and categories.
import { allRows, monthBounds, summary, totalsOf } from './api';
import { norm, monthOf, rowDiff, type StatementCtx } from './helpers';

export async function checkSheet(ctx: StatementCtx) {
  const { client, rec, file, name, fx, cur, fig, cnt, months, screenSheet } = ctx;
  // Sheet
  const rows = name ? await allRows(client, name) : null;
  const sum = name ? await summary(client, { file: name }) : null;
  cnt('sheet', 'row count', screenSheet, fx.count, rows?.length);
  const wrongCurrencyRows = rows?.filter((r) => r.currency !== cur) ?? [];
  rec.truth(
    'sheet',
    cur,
    file.fileName,
    'every row in the currency',
    screenSheet,
    !!rows && wrongCurrencyRows.length === 0,
    cur,
    rows
      ? `${wrongCurrencyRows.length} rows in ${[...new Set(wrongCurrencyRows.map((r) => r.currency))].join(', ') || cur}`
      : 'no sheet',
  );
  if (rows) {
    const diff = rowDiff(file.rows, rows);
    const ok = diff.missing.length === 0 && diff.extra.length === 0;
    const shownDiff = `missing ${diff.missing.length} [${diff.missing.slice(0, 4).join('; ')}], extra ${diff.extra.length} [${diff.extra.slice(0, 4).join('; ')}] (date, minor units)`;
    rec.truth(
      'sheet',
      cur,
      file.fileName,
      'rows: date and amount to the minor unit',
      screenSheet,
      ok,
      'every generated row',
      ok ? 'every generated row' : shownDiff,
      diff.extra.length > 0,
    );
    // Descriptions: the counterparty's name somewhere in the row.
    const pool = [...rows];
    let named = 0;
    const unnamed: string[] = [];
    for (const r of file.rows) {
      const party = norm(file.partyOf(r));
      const at = pool.findIndex(
        (s) =>
          s.date === r.date &&
          s.amountMinor === r.amountMinor &&
          (norm(`${s.description} ${s.merchant}`).includes(party) ||
            party.includes(norm(s.merchant))),
      );
      if (at >= 0) {
        named++;
        pool.splice(at, 1);
      } else if (unnamed.length < 3) unnamed.push(`${r.date} ${file.partyOf(r)}`);
    }
    rec.truth(
      'sheet',
      cur,
      file.fileName,
      "rows: the counterparty's name shown",
      screenSheet,
      named === file.rows.length,
      `${file.rows.length} rows named`,
      `${named} named; e.g. missing ${unnamed.join('; ')}`,
    );
    if (file.hasBalance) {
      const pool2 = [...rows];
      let agree = 0;
      for (const r of file.rows) {
        const at = pool2.findIndex(
          (s) =>
            s.date === r.date &&
            s.amountMinor === r.amountMinor &&
            s.balanceMinor === r.balanceMinor,
        );
        if (at >= 0) {
          agree++;
          pool2.splice(at, 1);
        }
      }
      rec.truth(
        'sheet',
        cur,
        file.fileName,
        'rows: printed running balance',
        screenSheet,
        agree === file.rows.length,
        `${file.rows.length} balances`,
        `${agree} equal`,
        agree !== file.rows.length,
      );
    }
  }
  const t = totalsOf(sum, cur);
  fig('sheet', 'totals: money in', `${screenSheet} totals`, fx.inMinor, t?.inMinor);
  fig(
    'sheet',
    'totals: money out',
    `${screenSheet} totals`,
    fx.outMinor,
    t ? Math.abs(t.outMinor) : undefined,
  );
  cnt('sheet', 'totals: count', `${screenSheet} totals`, fx.count, t?.count);
  rec.truth(
    'sheet',
    cur,
    file.fileName,
    'totals: one currency only',
    `${screenSheet} totals`,
    !!sum && sum.totals.length === 1 && sum.totals[0]?.currency === cur,
    cur,
    sum ? sum.totals.map((x) => `${x.currency}:${x.count}`).join(', ') : 'none',
  );
  for (const month of months) {
    const ms = name ? await summary(client, { file: name, ...monthBounds(month) }) : null;
    const mt = totalsOf(ms, cur);
    fig(
      'sheet',
      `month ${month}: money in`,
      `${screenSheet} from/to ${month}`,
      monthOf(fx, month).inMinor,
      mt ? mt.inMinor : ms ? 0 : undefined,
    );
    fig(
      'sheet',
      `month ${month}: money out`,
      `${screenSheet} from/to ${month}`,
      monthOf(fx, month).outMinor,
      mt ? Math.abs(mt.outMinor) : ms ? 0 : undefined,
    );
  }
  if (file.hasCategory) {
    for (const [category, c] of Object.entries(fx.categories)) {
      const cs = name ? await summary(client, { file: name, category }) : null;
      const ct = totalsOf(cs, cur);
      fig(
        'sheet',
        `category ${category}: money out`,
        `${screenSheet}&category=${category}`,
        c.outMinor,
        ct ? Math.abs(ct.outMinor) : cs ? 0 : undefined,
      );
      fig(
        'sheet',
        `category ${category}: money in`,
        `${screenSheet}&category=${category}`,
        c.inMinor,
        ct ? ct.inMinor : cs ? 0 : undefined,
      );
    }
  }
  return rows;
}
