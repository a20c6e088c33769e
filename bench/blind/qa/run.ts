// The blind QA runner.
//
//   npx tsx bench/blind/qa/run.ts                  # set "first": builds if needed, starts the server
//   npx tsx bench/blind/qa/run.ts --dry            # only generates, prints counts (no server)
//   npx tsx bench/blind/qa/run.ts --set unseen --dry
//   npx tsx bench/blind/qa/run.ts --set unseen --final   # the UNSEEN set: once, at the end only
//   npx tsx bench/blind/qa/run.ts --set third --final    # the THIRD set: likewise, once, at the end
//   npx tsx bench/blind/qa/run.ts --set fourth --final   # the FOURTH set: likewise, once, at the end
//   npx tsx bench/blind/qa/run.ts --set fifth --final    # the FIFTH set: likewise, once, at the end
//
// Options: --base-url URL (a running server), --build (rebuild first), --out FILE (the record),
// --write DIR (write the generated statement files there, to look at).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '../consistency/lib/client';
import { judge } from './lib/judge';
import { expectedText, type Question } from './lib/questions';
import { failures, report, type Asked } from './lib/score';
import { startServer } from '../server';
import { KEPT_FOR_THE_END, loadSet, type SetName } from './sets';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const wanted = arg('--set');
const setName: SetName =
  wanted === 'unseen' || wanted === 'third' || wanted === 'fourth' || wanted === 'fifth'
    ? wanted
    : 'first';
const set = loadSet(setName);

const countBy = (key: (q: Question) => string) => {
  const m: Record<string, number> = {};
  for (const q of set.questions) m[key(q)] = (m[key(q)] ?? 0) + 1;
  return m;
};
console.log(
  `Set "${setName}" (seed ${set.seed}): ${set.files.length} statements, ${set.questions.length} questions`,
);
for (const f of set.files)
  console.log(
    `  ${f.id} ${f.fileName}: ${f.account.bank} (${f.account.country}, ${f.account.currency}), ${f.rows.length} rows, ${f.bytes.length} bytes, ${f.rows[0]?.date}..${f.rows[f.rows.length - 1]?.date}`,
  );
console.log('  per statement:', JSON.stringify(countBy((q) => q.file)));
console.log('  per language:', JSON.stringify(countBy((q) => q.lang)));
console.log('  per class:', JSON.stringify(countBy((q) => q.cls)));
const dir = arg('--write');
if (dir) {
  mkdirSync(dir, { recursive: true });
  for (const f of set.files) writeFileSync(path.join(dir, f.fileName), f.bytes);
  writeFileSync(
    path.join(dir, 'questions.json'),
    JSON.stringify(
      set.questions.map((q) => ({ ...q, expected: expectedText(q.expect) })),
      null,
      1,
    ),
  );
}
if (args.includes('--dry')) process.exit(0);
if (KEPT_FOR_THE_END.includes(setName) && !args.includes('--final')) {
  console.error(`The ${setName} set is run once, at the end of the work: add --final to mean it.`);
  process.exit(2);
}

interface Reply {
  answer?: string;
  message?: string;
}

async function ask(
  client: Client,
  url: string,
  body: object,
): Promise<{ status: number; answer: string }> {
  for (let attempt = 0; ; attempt++) {
    const r = await client.json<Reply>('POST', url, body);
    if (r.status === 429 && attempt < 10) {
      await new Promise((res) => setTimeout(res, 3000 * (attempt + 1)));
      continue;
    }
    return {
      status: r.status,
      answer:
        r.status === 200
          ? (r.body.answer ?? '')
          : `HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`,
    };
  }
}

const given = arg('--base-url');
const server = given ? null : await startServer(root, args.includes('--build'));
const baseUrl = given ?? (server as { baseUrl: string }).baseUrl;
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
const started = new Date().toISOString();
console.log(`Blind QA run, set "${setName}", against ${baseUrl} (commit ${commit}), ${started}`);
const asked: Asked[] = [];
const uploads: string[] = [];
try {
  const client = new Client(baseUrl);
  await client.signUp(`blind-qa-${setName}-${Date.now()}@example.com`, 'not-a-real-password-42');
  const names = new Map<string, string>();
  for (const f of set.files) {
    const up = await client.upload(f.fileName, f.bytes);
    const doc = up.body.document;
    const line = `upload ${f.fileName}: ${up.status} ${doc ? `${doc.transactionCount} rows (generated ${f.rows.length}), ${doc.currency}` : `${up.body.code} ${up.body.message}`}${up.confirmed ? ' (reading confirmed as shown)' : ''}`;
    console.log(line);
    uploads.push(line);
    if (!doc) continue;
    names.set(f.id, doc.fileName);
    if (doc.currency === null) {
      // The upload card asks which currency; the owner knows it.
      const p = await client.json('PATCH', `/api/documents/${encodeURIComponent(doc.fileName)}`, {
        currency: f.account.currency,
      });
      uploads.push(`  currency asked; PATCH ${f.account.currency}: ${p.status}`);
    }
  }
  for (const q of set.questions) {
    const name = names.get(q.file);
    const r =
      q.file === 'ALL'
        ? await ask(client, '/api/qa/query-all', { question: q.text })
        : name
          ? await ask(client, '/api/qa/query', { question: q.text, filename: name })
          : { status: 0, answer: '(statement not uploaded)' };
    const j = judge(r.answer, q.expect);
    asked.push({
      file: q.file,
      lang: q.lang,
      cls: q.cls,
      question: q.text,
      expected: expectedText(q.expect),
      answer: r.answer,
      verdict: j.verdict,
      stated: j.stated,
      ...(j.note ? { note: j.note } : {}),
      status: r.status,
    });
  }
} finally {
  await server?.stop();
}
const { text, overall } = report(asked);
console.log(`\n${text}\n\n## Failures\n`);
for (const line of failures(asked)) console.log(line);
const out =
  arg('--out') ??
  path.join(here, `results-${setName}-${started.slice(0, 19).replace(/:/g, '')}.json`);
writeFileSync(
  out,
  JSON.stringify(
    { set: setName, seed: set.seed, commit, baseUrl, at: started, uploads, score: overall, asked },
    null,
    1,
  ),
);
console.log(`\nRecord written to ${out}`);
