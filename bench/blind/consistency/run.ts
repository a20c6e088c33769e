// The blind consistency runner.
//
//   npx tsx bench/blind/consistency/run.ts                       # builds (if needed) and starts the
//                                                                # server of the checkout it lives in
//   npx tsx bench/blind/consistency/run.ts --base-url http://localhost:3000
//   npx tsx bench/blind/consistency/run.ts --set unseen          # the UNSEEN set: run it once only
//
// Options: --set seen|unseen (default seen), --base-url URL, --build (always rebuild first),
// --out FILE (the checks as JSON; default results-<set>-<date>.json next to this file).
// The server it starts gets a throwaway DATA_DIR and a free port, and is stopped at the end.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { must } from './lib/must';
import { loadSet } from './lib/sets';
import { startServer } from '../server';
import { printScore, runConsistency } from './lib/runner';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const setName = arg('--set') === 'unseen' ? 'unseen' : arg('--set') === 'debug' ? 'debug' : 'seen';

const given = arg('--base-url');
const server = given ? null : await startServer(root, args.includes('--build'));
const baseUrl = given ?? must(server, 'the server this run started').baseUrl;
let commit = '';
try {
  commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
} catch {
  /* not a git checkout */
}
console.log(
  `Blind consistency run, set "${setName}", against ${baseUrl} (checkout ${root}${commit ? `, commit ${commit}` : ''}), ${new Date().toISOString()}`,
);
try {
  const files = await loadSet(setName);
  const started = Date.now();
  const { rec } = await runConsistency({ baseUrl, files, setName });
  const s = printScore(rec.checks);
  const wrong = rec.checks.filter((c) => c.wrong);
  console.log(`\nWrong figures (${wrong.length}):`);
  for (const c of wrong)
    console.log(
      `- [${c.cls}/${c.currency}] ${c.screen} — ${c.name}: expected ${c.expected}, shown ${c.shown}`,
    );
  const failed = rec.checks.filter((c) => !c.pass && !c.wrong);
  console.log(`\nOther failed checks (${failed.length}):`);
  for (const c of failed)
    console.log(
      `- [${c.cls}/${c.currency}] ${c.screen} — ${c.name}: expected ${c.expected}, shown ${c.shown}`,
    );
  const out =
    arg('--out') ??
    path.join(
      here,
      `results-${setName}-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
    );
  writeFileSync(
    out,
    JSON.stringify(
      {
        set: setName,
        commit,
        baseUrl,
        at: new Date().toISOString(),
        seconds: (Date.now() - started) / 1000,
        score: s,
        checks: rec.checks,
        log: rec.log,
      },
      null,
      1,
    ),
  );
  console.log(`\nChecks written to ${out}`);
} finally {
  if (server) {
    await server.stop();
  }
}
