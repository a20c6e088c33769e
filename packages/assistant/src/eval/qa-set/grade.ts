import type { Answer } from '../../types';
import type { ExpectedAnswer } from './types';

/**
 * How an answer fared. `wrong-figure` is the costly failure: a figure stated with confidence that
 * is not the statement's. `no-answer` is a refusal where a figure was due: unhelpful, not wrong.
 * `miss` is anything else that is not right (an answer of another sort, a comparison that names
 * both months without saying which won, a count of zero for a merchant the statement never paid).
 */
export type Outcome = 'right' | 'wrong-figure' | 'no-answer' | 'miss';

type Graded = Pick<Answer, 'kind' | 'value' | 'text'>;

/** Which sort of figure an answer states: money (money, balance) or a count of rows. */
function figureOf(answer: Graded, countExpected: boolean): 'money' | 'count' | undefined {
  if (answer.value === undefined) return undefined;
  if (answer.kind === 'money' || answer.kind === 'balance') return 'money';
  if (answer.kind === 'count') return 'count';
  // A list's value is the number of rows it cites: a count only when a count was asked for.
  if (answer.kind === 'list' && countExpected) return 'count';
  return undefined;
}

const refuses = (answer: Graded): boolean =>
  answer.kind === 'unanswerable' || (answer.kind === 'info' && answer.value === undefined);

export function grade(expected: ExpectedAnswer, answer: Graded): Outcome {
  const text = answer.text.toLowerCase();
  const mentionsAll = (expected.textIncludes ?? []).every((part) =>
    text.includes(part.toLowerCase()),
  );
  if (expected.kind === 'unanswerable') {
    if (answer.kind === 'unanswerable') return 'right';
    // Any money figure for a merchant never paid or a month not covered is made up.
    return figureOf(answer, false) === 'money' ? 'wrong-figure' : 'miss';
  }
  if (expected.value === undefined) {
    if (refuses(answer)) return 'no-answer';
    if (expected.versus !== undefined)
      return comparesRightWay(answer.text, expected) ? 'right' : 'miss';
    if (mentionsAll) return 'right';
    return statesOtherPercentage(answer.text, expected) ? 'wrong-figure' : 'miss';
  }
  const countExpected = expected.kind === 'count';
  const figure = figureOf(answer, countExpected);
  if (figure === undefined) return refuses(answer) ? 'no-answer' : 'miss';
  if (answer.value !== expected.value || figure !== (countExpected ? 'count' : 'money'))
    return 'wrong-figure';
  return mentionsAll ? 'right' : 'miss';
}

/** A month named in full or by its first three letters ("March", "Mar"). */
function monthPattern(name: string): RegExp {
  return new RegExp(`\\b(${name}|${name.slice(0, 3)})\\b`, 'gi');
}

const MORE = /\b(more|higher|greater|bigger|larger|most|exceeded)\b/i;
const LESS = /\b(less|lower|fewer|smaller|least)\b/i;

/**
 * For a comparison, whether the answer says the right month won. It must say so in words: a
 * sentence with a comparing word ("more", "higher", "less") about one of the two months. The
 * month it is about is the first one after the word ("more in April than March"), or the last one
 * before it when the word is followed by "than" or by no month ("March was higher than April",
 * "April was higher"). Quoting one month's total, or both without a verdict, is not an answer
 * to "which": graded a miss, whichever month it names.
 */
function comparesRightWay(text: string, expected: ExpectedAnswer): boolean {
  const winner = expected.textIncludes?.[0];
  const loser = expected.versus;
  if (!winner || !loser) return false;
  // Sentences end at a stop that is not a decimal point (£1,234.56 stays whole).
  for (const sentence of text.split(/(?<!\d)[.!?](?!\d)|\n/)) {
    const comparing = MORE.exec(sentence) ?? LESS.exec(sentence);
    if (!comparing) continue;
    const mentions = [
      ...[...sentence.matchAll(monthPattern(winner))].map((m) => ({ at: m.index, won: true })),
      ...[...sentence.matchAll(monthPattern(loser))].map((m) => ({ at: m.index, won: false })),
    ].sort((a, b) => a.at - b.at);
    const at = comparing.index;
    const rest = sentence.slice(at + comparing[0].length);
    const after = mentions.find((m) => m.at > at);
    const before = mentions.filter((m) => m.at < at).pop();
    const subject = /^\s*than\b/i.test(rest) || !after ? before : after;
    if (!subject) continue;
    return MORE.test(comparing[0]) ? subject.won : !subject.won;
  }
  return false;
}

/** A percentage in the answer, none of them the one expected: a wrong savings rate. */
function statesOtherPercentage(text: string, expected: ExpectedAnswer): boolean {
  const wanted = expected.textIncludes?.find((part) => part.endsWith('%'));
  if (!wanted) return false;
  const stated = [...text.matchAll(/-?\d+(?:\.\d+)?\s?%/g)].map((m) => m[0].replace(/\s/g, ''));
  return stated.length > 0 && !stated.includes(wanted);
}
