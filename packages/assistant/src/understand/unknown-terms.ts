import type { StatementView } from '../statement/view';
import { abbreviated, mentions } from './find-entities';
import { simplify, words } from './text';
import { DETERMINERS, OBJECT_MARKERS, VOCABULARY } from './vocabulary';

/**
 * Words left over once dates, amounts, merchants and categories are read, that name something:
 * the words right after "on/at/from/to/for/pay…", and capitalised words mid-sentence. A term
 * some description mentions becomes a text filter; one nothing mentions is reported, so
 * "How much did I spend on Tesla?" is never answered with the total of everything.
 */
export interface TermReading {
  texts: string[];
  unknownTerm?: string;
  /** A run of words no step read, that nothing mentions: it matters only in a question. */
  unreadTerm?: string;
}

const isWord = (token: string) => /^\p{L}[\p{L}\p{M}\p{N}]*$/u.test(token) && token.length >= 2;
const unknown = (token: string) => isWord(token) && !VOCABULARY.has(token);
/** Questions are read in English: a word in another script (Hebrew, Japanese) names a thing. */
const foreign = (token: string) => /[^\p{Script=Latin}\p{N}]/u.test(token);

function afterMarkers(tokens: string[]): string[] {
  const phrases: string[] = [];
  tokens.forEach((token, index) => {
    if (!OBJECT_MARKERS.has(token)) return;
    let at = index + 1;
    while (DETERMINERS.has(tokens[at] ?? '')) at += 1;
    const phrase: string[] = [];
    while (at < tokens.length && unknown(tokens[at] ?? '')) phrase.push(tokens[at++] ?? '');
    if (phrase.length > 0) phrases.push(phrase.join(' '));
  });
  return phrases;
}

/**
 * Runs of words no step read and no question uses, wherever they stand ("How many dm-drogerie
 * markt transactions?"): a question's words are never dropped unread, or it would be answered
 * about everything.
 */
function unreadRuns(tokens: string[]): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  for (const token of [...tokens, '']) {
    if (token && unknown(token)) {
      run.push(token);
      continue;
    }
    if (run.some((word) => word.length >= 3)) phrases.push(run.join(' '));
    run = [];
  }
  return phrases;
}

/** Runs of words in another script than the question's, wherever they stand. */
function otherScript(tokens: string[]): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  for (const token of [...tokens, '']) {
    if (token && foreign(token)) {
      run.push(token);
      continue;
    }
    if (run.length > 0) phrases.push(run.join(' '));
    run = [];
  }
  return phrases;
}

/** Capitalised words after the first ("How much did Tesla cost?") that are still unread. */
function capitalised(question: string, remaining: Set<string>): string[] {
  return question
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-Z][a-zA-Z0-9]+/.test(word))
    .map((word) => simplify(word).trim())
    .filter((word) => remaining.has(word) && unknown(word));
}

/** `tickets` → `ticket`, `taxes` → `tax`: descriptions name one of a thing. */
const singular = (term: string) => term.replace(/(?:(?<=[sxz]|ch|sh)es|s)$/, '');

const title = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

export function findTerms(
  rest: string,
  question: string,
  view: StatementView,
  merchants: readonly string[],
): TermReading {
  const tokens = words(rest);
  // The rest of a merchant's name ("Unilever" once "Hindustan" matched) is not a new term.
  const named = new Set(merchants.flatMap((name) => words(simplify(name))));
  const candidates = [
    ...new Set([
      ...afterMarkers(tokens),
      ...capitalised(question, new Set(tokens)),
      ...otherScript(tokens),
    ]),
  ].filter((phrase) => !words(phrase).every((word) => named.has(word)));
  const unread = unreadRuns(tokens).filter(
    (phrase) => !candidates.includes(phrase) && !words(phrase).every((word) => named.has(word)),
  );
  const texts: string[] = [];
  for (const [index, phrase] of [...candidates, ...unread].entries()) {
    if (texts.some((text) => text.includes(phrase))) continue;
    if (mentions(view, phrase)) {
      texts.push(phrase);
      continue;
    }
    const found = [phrase, phrase.split(' ')[0] ?? phrase]
      .flatMap((term) => [term, singular(term)])
      .find((term) => mentions(view, term));
    // A short name begins a longer word only where the question names something ("at monop"):
    // elsewhere a word left unread ("metro pass") is a word, not the start of "Passeig".
    const named = index < candidates.length;
    const whole = found ?? (named ? abbreviated(view, phrase) : undefined);
    if (whole !== undefined) {
      texts.push(whole);
      continue;
    }
    return named ? { texts, unknownTerm: title(phrase) } : { texts, unreadTerm: title(phrase) };
  }
  return { texts };
}
