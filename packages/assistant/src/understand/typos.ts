import { distance } from 'fastest-levenshtein';
import { MERCHANTS } from '../merchants/merchant-table';
import type { StatementView } from '../statement/view';
import { mentions } from './find-entities';
import { simplify, words } from './text';
import { VOCABULARY } from './vocabulary';

/** A word of the question read as another: "spnd" as "spend", "zomatoo" as the merchant Zomato. */
export interface Correction {
  from: string;
  to: string;
  /** Set when the word was read as one of the statement's merchants. */
  merchant?: string;
}

/** Shorter words have too many neighbours one letter away to be corrected safely. */
const SHORTEST = 4;
/** From this length a word may be two letters off, and by any kind of slip. */
const LONG = 7;

const isPlainWord = (token: string) => /^[a-z]+$/.test(token);

/** Names of merchants we know: typed right, even when this statement has none of them. */
const KNOWN_NAMES: ReadonlySet<string> = new Set(
  MERCHANTS.flatMap((rule) => [rule.name, ...(rule.aliases ?? [])]).flatMap((name) =>
    words(simplify(name)),
  ),
);

/**
 * Corrects misspelt words in a question, so a typo neither hides a merchant nor turns into a
 * "no transaction mentions it" refusal. A word is left alone when it is a word questions use,
 * a merchant we know by name, or the statement mentions it. Otherwise it becomes the one
 * question word or merchant word a letter away (two for words of seven letters or more; in
 * shorter words only a letter dropped or doubled, or two swapped); when several are that close,
 * the one that holds all its letters in order wins ("spnd" dropped the e of "spend", not a
 * letter of "send"), and a tie beyond that leaves the word as it was: a guess would be a wrong
 * figure.
 */
export function correctTypos(
  prepared: string,
  view: StatementView,
): { text: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  let dictionary: Map<string, string | undefined> | undefined;
  const text = prepared.replace(/[a-z]+/g, (token) => {
    if (token.length < SHORTEST || VOCABULARY.has(token) || KNOWN_NAMES.has(token)) return token;
    if (mentions(view, token)) return token;
    dictionary ??= dictionaryOf(view);
    const to = closest(token, dictionary);
    if (to === undefined) return token;
    const merchant = dictionary.get(to);
    corrections.push({ from: token, to, ...(merchant ? { merchant } : {}) });
    return to;
  });
  return { text, corrections };
}

/** Question words, and each merchant's words with the merchant they belong to. */
function dictionaryOf(view: StatementView): Map<string, string | undefined> {
  const dictionary = new Map<string, string | undefined>();
  for (const word of VOCABULARY) {
    if (word.length >= SHORTEST && isPlainWord(word)) dictionary.set(word, undefined);
  }
  for (const merchant of view.merchants) {
    for (const word of words(simplify(merchant))) {
      if (word.length >= SHORTEST && isPlainWord(word)) dictionary.set(word, merchant);
    }
  }
  return dictionary;
}

function closest(token: string, dictionary: ReadonlyMap<string, string | undefined>) {
  const long = token.length >= LONG;
  const allowed = long ? 2 : 1;
  let best = allowed + 1;
  let found: string[] = [];
  for (const word of dictionary.keys()) {
    if (Math.abs(word.length - token.length) > allowed) continue;
    // A short word one letter off another is as likely a different word ("rate", "date") as a
    // typo: only a dropped or doubled letter, or two letters swapped, is corrected.
    if (
      !long &&
      !isSubsequence(token, word) &&
      !isSubsequence(word, token) &&
      !swapped(token, word)
    )
      continue;
    const apart = distance(token, word);
    if (apart < best) [best, found] = [apart, [word]];
    else if (apart === best) found.push(word);
  }
  if (found.length <= 1) return found[0];
  const holding = found.filter((word) => isSubsequence(token, word));
  return holding.length === 1 ? holding[0] : undefined;
}

/** Two neighbouring letters typed the other way round: "recieved", "balnace". */
function swapped(token: string, word: string): boolean {
  if (token.length !== word.length) return false;
  let at = 0;
  while (at < token.length && token[at] === word[at]) at += 1;
  return (
    at < token.length - 1 &&
    token[at] === word[at + 1] &&
    token[at + 1] === word[at] &&
    token.slice(at + 2) === word.slice(at + 2)
  );
}

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at += 1;
  return at === short.length;
}
