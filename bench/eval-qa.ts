/**
 * `npm run eval:qa`: every question of the shared set (../shared/fixtures/qa/questions.json), of
 * our own (packages/assistant/src/eval/questions.ts) and of the generated set (1,825 questions
 * written from 31 generated statements' histories, packages/assistant/src/eval/qa-set), asked
 * through the real API of the built server about statements uploaded through it. Prints accuracy,
 * wrong figures and latency; exits non-zero below 100 % on the first two sets, and on any wrong
 * figure or below 97 % exact on the generated one.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QaQueryResponse } from '@sheetwise/contracts';
import { startServer } from '../e2e/support/server';
import { EVAL_QUESTIONS, type SharedQuestion } from '../packages/assistant/src/eval/questions';
import { grade, type Outcome } from '../packages/assistant/src/eval/qa-set/grade';
import { chosenStatements } from '../packages/assistant/src/eval/qa-set/statements';
import { qaSet } from '../packages/assistant/src/eval/qa-set/write-questions';
import { signedInClient } from './support/client';

const SHARED = fileURLToPath(new URL('../../shared/fixtures/', import.meta.url));

interface Case {
  set: 'shared' | 'ours';
  /** Relative to ../shared/fixtures. */
  file: string;
  question: string;
  check: (reply: QaQueryResponse) => boolean;
}

const mentions = (reply: QaQueryResponse, names: readonly (string | undefined)[]) =>
  names.every((name) => !name || reply.answer.toLowerCase().includes(name.toLowerCase()));

async function cases(): Promise<Case[]> {
  const shared = JSON.parse(
    await readFile(path.join(SHARED, 'qa/questions.json'), 'utf8'),
  ) as SharedQuestion[];
  const fromShared = shared.map((entry): Case => ({
    set: 'shared',
    file: `qa/${entry.file}`,
    question: entry.question,
    check: (reply) => {
      const value = reply.data?.value;
      if (entry.kind === 'number' && value !== Math.round((entry.value ?? NaN) * 100)) return false;
      if (entry.kind === 'count' && value !== entry.value) return false;
      return mentions(reply, [entry.entity, ...(entry.entities ?? [])]);
    },
  }));
  const ours = EVAL_QUESTIONS.map((entry): Case => ({
    set: 'ours',
    file: entry.file,
    question: entry.question,
    check: (reply) => {
      if (reply.data?.kind !== entry.kind) return false;
      if (entry.value !== undefined) {
        const money = entry.kind === 'money' || entry.kind === 'balance';
        const expected = money ? Math.round(entry.value * 100) : entry.value;
        if (reply.data.value !== expected) return false;
      }
      return mentions(reply, entry.mentions ?? []);
    },
  }));
  return [...fromShared, ...ours];
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

/** The generated set through the API; true when it fails its bar. */
async function generatedSet(client: Awaited<ReturnType<typeof signedInClient>>): Promise<boolean> {
  const statements = chosenStatements();
  for (const item of statements) await client.upload(item.fileName, item.bytes);
  const names = new Map(statements.map((item) => [item.id, item.fileName]));
  const outcomes: Outcome[] = [];
  const wrong: string[] = [];
  const times: number[] = [];
  for (const question of qaSet(statements)) {
    const { ms, reply } = await client.ask(names.get(question.statement) ?? '', question.question);
    times.push(ms);
    const answer = {
      kind: reply.data?.kind ?? 'unanswerable',
      value: reply.data?.value,
      text: reply.answer,
    };
    const outcome = grade(question.expected, answer);
    outcomes.push(outcome);
    if (outcome === 'wrong-figure')
      wrong.push(`  ${question.statement}: ${question.question}\n    -> ${reply.answer}`);
  }
  const right = outcomes.filter((outcome) => outcome === 'right').length;
  const accuracy = (right / outcomes.length) * 100;
  console.log(
    `Generated set (${statements.length} statements): ${right}/${outcomes.length} exact (${accuracy.toFixed(1)}%), ${wrong.length} wrong figures; latency p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
  if (wrong.length > 0) console.log(wrong.join('\n'));
  return wrong.length > 0 || accuracy < 97;
}

const all = await cases();
const server = await startServer({ LOG_LEVEL: 'error' });
let failed = false;
try {
  const client = await signedInClient(server.url);
  const uploaded = new Map<string, string>();
  for (const file of new Set(all.map((c) => c.file))) {
    const name = file.replace(/\//g, '-');
    await client.upload(name, new Uint8Array(await readFile(path.join(SHARED, file))));
    uploaded.set(file, name);
  }
  failed ||= await generatedSet(client);
  for (const set of ['shared', 'ours'] as const) {
    const inSet = all.filter((c) => c.set === set);
    const times: number[] = [];
    const misses: string[] = [];
    for (const c of inSet) {
      const { ms, reply } = await client.ask(uploaded.get(c.file) ?? '', c.question);
      times.push(ms);
      if (!c.check(reply)) misses.push(`  ${c.file}: ${c.question}\n    -> ${reply.answer}`);
    }
    const passed = inSet.length - misses.length;
    failed ||= misses.length > 0;
    console.log(
      `${set === 'shared' ? 'Shared set (qa/questions.json)' : 'Our set'}: ${passed}/${inSet.length} correct; latency p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
    );
    if (misses.length > 0) console.log(misses.join('\n'));
  }
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
