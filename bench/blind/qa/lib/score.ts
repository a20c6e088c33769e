// The score: exact / decline-ok / miss / wrong figure, overall, per language, per class, per file.
import type { QVerdict } from './judge';
import type { QClass } from './questions';

export interface Asked {
  file: string;
  lang: string;
  cls: QClass;
  question: string;
  expected: string;
  answer: string;
  verdict: QVerdict;
  stated: string[];
  note?: string;
  status: number;
}

export type Tally = Record<QVerdict, number> & { total: number; passed: number };

export function tally(items: Asked[]): Tally {
  const t: Tally = { total: 0, passed: 0, exact: 0, 'decline-ok': 0, miss: 0, wrong: 0 };
  for (const a of items) {
    t.total++;
    t[a.verdict]++;
    if (a.verdict === 'exact' || a.verdict === 'decline-ok') t.passed++;
  }
  return t;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-');

export function table(title: string, groups: Map<string, Asked[]>): string[] {
  const lines = [
    `\n### ${title}\n`,
    '| group | passed / total | % | exact | decline-ok | miss | wrong figure |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [k, items] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const t = tally(items);
    lines.push(
      `| ${k} | ${t.passed} / ${t.total} | ${pct(t.passed, t.total)} | ${t.exact} | ${t['decline-ok']} | ${t.miss} | ${t.wrong} |`,
    );
  }
  return lines;
}

const groupBy = (items: Asked[], key: (a: Asked) => string) => {
  const m = new Map<string, Asked[]>();
  for (const a of items) m.set(key(a), [...(m.get(key(a)) ?? []), a]);
  return m;
};

export function report(items: Asked[]): { text: string; overall: Tally } {
  const overall = tally(items);
  const lines = [
    `**Overall: ${overall.passed} / ${overall.total} passed (${pct(overall.passed, overall.total)}): ` +
      `${overall.exact} exact, ${overall['decline-ok']} declined rightly, ${overall.miss} missed without a figure, ` +
      `${overall.wrong} wrong figures.**`,
    ...table(
      'Per language',
      groupBy(items, (a) => a.lang),
    ),
    ...table(
      'Per class',
      groupBy(items, (a) => a.cls),
    ),
    ...table(
      'Per statement',
      groupBy(items, (a) => a.file),
    ),
  ];
  return { text: lines.join('\n'), overall };
}

export function failures(items: Asked[]): string[] {
  return items
    .filter((a) => a.verdict === 'wrong' || a.verdict === 'miss')
    .map(
      (a) =>
        `- [${a.verdict === 'wrong' ? 'WRONG FIGURE' : 'miss'}] [${a.file}/${a.lang}/${a.cls}] "${a.question}" — expected ${a.expected}; answered: ${a.answer.replace(/\s+/g, ' ').slice(0, 300)}${a.note ? ` [${a.note}]` : ''}`,
    );
}
