import { type CheckClass, type Check } from './record';

// ---------- scoring ----------
export function score(checks: Check[]) {
  const classes: CheckClass[] = ['sheet', 'insights', 'all-statements', 'chat', 'exports'];
  const line = (list: Check[]) => ({
    passed: list.filter((c) => c.pass).length,
    total: list.length,
    wrong: list.filter((c) => c.wrong).length,
  });
  const perClass = Object.fromEntries(
    classes.map((c) => [c, line(checks.filter((x) => x.cls === c))]),
  );
  const currencies = [...new Set(checks.map((c) => c.currency))].sort();
  const perCurrency = Object.fromEntries(
    currencies.map((c) => [c, line(checks.filter((x) => x.currency === c))]),
  );
  const chat = checks.filter((c) => c.cls === 'chat');
  const verdicts = Object.fromEntries(
    ['exact', 'decline', 'miss', 'wrong'].map((v) => [
      v,
      chat.filter((c) => c.verdict === v).length,
    ]),
  );
  return { overall: line(checks), perClass, perCurrency, chatVerdicts: verdicts };
}

export function printScore(checks: Check[], say: (s: string) => void = console.log) {
  const s = score(checks);
  const pct = (p: number, t: number) => (t ? `${((100 * p) / t).toFixed(1)}%` : '-');
  say(
    `\nOverall: ${s.overall.passed}/${s.overall.total} (${pct(s.overall.passed, s.overall.total)}), wrong figures ${s.overall.wrong}`,
  );
  say('\n| class | passed / total | % | wrong figures |\n|---|---|---|---|');
  for (const [k, v] of Object.entries(s.perClass))
    say(`| ${k} | ${v.passed} / ${v.total} | ${pct(v.passed, v.total)} | ${v.wrong} |`);
  say('\n| currency | passed / total | % | wrong figures |\n|---|---|---|---|');
  for (const [k, v] of Object.entries(s.perCurrency))
    say(`| ${k} | ${v.passed} / ${v.total} | ${pct(v.passed, v.total)} | ${v.wrong} |`);
  say(`\nChat answers: ${JSON.stringify(s.chatVerdicts)}`);
  return s;
}
