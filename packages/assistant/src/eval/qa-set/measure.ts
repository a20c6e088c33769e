import { currencyExponent } from '@sheetwise/contracts';
import type { ParsedStatement } from '@sheetwise/statements';
import { answerQuestion } from '../../answer-question';
import type { Answer } from '../../types';
import { type Outcome, grade } from './grade';
import { type QaStatement, chosenStatements, parseChosen } from './statements';
import type { ExpectedAnswer, QaQuestion } from './types';
import { qaSet } from './write-questions';

/**
 * A fixed "today", after every chosen statement's period, so relative words never shift the
 * answers and a month after a statement's end is still in the past.
 */
export const TODAY = '2026-06-30';

export interface Tally {
  total: number;
  right: number;
  wrongFigures: number;
  noAnswers: number;
  misses: number;
  /** Share exactly right, in percent with one decimal. */
  accuracy: number;
}

export interface Case {
  statement: string;
  family: string;
  variant: string;
  question: string;
  expected: string;
  answer: string;
}

export interface Summary {
  today: string;
  questions: number;
  statements: number;
  accuracy: number;
  right: number;
  wrongFigures: number;
  noAnswers: number;
  misses: number;
  /** Chosen files the parser no longer reads exactly: their failures may be the parser's. */
  unreadFiles: { statement: string; problems: string[] }[];
  byFamily: Record<string, Tally>;
  byVariant: Record<string, Tally>;
  /** The first 40 answers that stated a wrong figure. */
  wrongFigureCases: Case[];
  /** Up to 40 answers that were neither right nor a wrong figure, a few of each family. */
  otherFailures: Case[];
}

const EXAMPLES = 40;

function tally(outcomes: readonly Outcome[]): Tally {
  const of = (outcome: Outcome) => outcomes.filter((item) => item === outcome).length;
  const right = of('right');
  return {
    total: outcomes.length,
    right,
    wrongFigures: of('wrong-figure'),
    noAnswers: of('no-answer'),
    misses: of('miss'),
    accuracy: outcomes.length === 0 ? 0 : Math.round((right / outcomes.length) * 1000) / 10,
  };
}

/** Minor units as the statement's currency writes them: 123456 → `1234.56 GBP`. */
function moneyText(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return `${(minor / 10 ** exponent).toFixed(exponent)} ${currency}`;
}

function expectedText(expected: ExpectedAnswer, currency: string): string {
  if (expected.kind === 'unanswerable') return 'no figure (unanswerable)';
  const parts: string[] = [];
  if (expected.value !== undefined) {
    parts.push(
      expected.kind === 'count'
        ? `count ${expected.value}`
        : `${expected.kind} ${moneyText(expected.value, currency)}`,
    );
  }
  if (expected.textIncludes) parts.push(`text has ${expected.textIncludes.join(', ')}`);
  if (expected.versus) parts.push(`over ${expected.versus}`);
  return parts.join('; ');
}

function answerText(answer: Answer, currency: string): string {
  const value =
    answer.value === undefined
      ? ''
      : answer.kind === 'money' || answer.kind === 'balance'
        ? ` ${moneyText(answer.value, currency)}`
        : ` ${answer.value}`;
  return `[${answer.kind}${value}] ${answer.text}`;
}

function groupBy(items: readonly { key: string; outcome: Outcome }[]): Record<string, Tally> {
  const groups = new Map<string, Outcome[]>();
  for (const { key, outcome } of items) groups.set(key, [...(groups.get(key) ?? []), outcome]);
  return Object.fromEntries([...groups.entries()].map(([key, list]) => [key, tally(list)]));
}

/** Up to 40 cases taken a family at a time, so one family's failures do not hide the others'. */
function spread(items: readonly { question: QaQuestion; shown: Case }[]): Case[] {
  const byFamily = new Map<string, Case[]>();
  for (const { question, shown } of items)
    byFamily.set(question.family, [...(byFamily.get(question.family) ?? []), shown]);
  const lists = [...byFamily.values()];
  const picked: Case[] = [];
  for (let round = 0; picked.length < EXAMPLES && lists.some((list) => list[round]); round += 1) {
    for (const list of lists) {
      const item = list[round];
      if (item && picked.length < EXAMPLES) picked.push(item);
    }
  }
  return picked;
}

/**
 * Asks every question of the set in-process, as the server would: each file parsed once from its
 * bytes, then `answerQuestion` on the parsed statement. Expected figures come from the set,
 * which worked them out from the generator's history; nothing here feeds the engine's answers
 * back into what is expected.
 */
export async function measure(
  statements: readonly QaStatement[] = chosenStatements(),
): Promise<Summary> {
  const questions = qaSet(statements);
  const parsed = new Map<string, ParsedStatement | undefined>();
  const unreadFiles: Summary['unreadFiles'] = [];
  const byId = new Map<string, QaStatement>(statements.map((item) => [item.id, item]));
  for (const item of statements) {
    const { statement, problems } = await parseChosen(item);
    parsed.set(item.id, statement);
    if (problems.length > 0) unreadFiles.push({ statement: item.id, problems });
  }
  const graded = questions.map((question: QaQuestion) => {
    const statement = parsed.get(question.statement);
    const currency = byId.get(question.statement)?.history.currency ?? '';
    const answer: Answer = statement
      ? answerQuestion(statement, question.question, TODAY)
      : { kind: 'unanswerable', text: 'the file was not read', transactions: [] };
    const outcome = grade(question.expected, answer);
    const shown: Case = {
      statement: question.statement,
      family: question.family,
      variant: question.variant,
      question: question.question,
      expected: expectedText(question.expected, currency),
      answer: answerText(answer, currency),
    };
    return { question, outcome, shown };
  });
  const overall = tally(graded.map((item) => item.outcome));
  return {
    today: TODAY,
    questions: questions.length,
    statements: new Set(questions.map((question) => question.statement)).size,
    accuracy: overall.accuracy,
    right: overall.right,
    wrongFigures: overall.wrongFigures,
    noAnswers: overall.noAnswers,
    misses: overall.misses,
    unreadFiles,
    byFamily: groupBy(graded.map((item) => ({ key: item.question.family, outcome: item.outcome }))),
    byVariant: groupBy(
      graded.map((item) => ({ key: item.question.variant, outcome: item.outcome })),
    ),
    wrongFigureCases: graded
      .filter((item) => item.outcome === 'wrong-figure')
      .slice(0, EXAMPLES)
      .map((item) => item.shown),
    otherFailures: spread(
      graded.filter((item) => item.outcome === 'miss' || item.outcome === 'no-answer'),
    ),
  };
}
