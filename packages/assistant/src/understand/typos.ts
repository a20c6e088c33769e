import { BANK_WORDS } from '@sheetwise/statements';
import { distance } from 'fastest-levenshtein';
import { MERCHANTS } from '../merchants/merchant-table';
import type { StatementView } from '../statement/view';
import { mentions } from './find-entities';
import { simplify, words } from './text';
import { CALENDAR_NAMES, VOCABULARY } from './vocabulary';

/** A word of the question read as another: "spnd" as "spend", "zomatoo" as the merchant Zomato. */
export interface Correction {
  from: string;
  to: string;
  /** Set when the word was read as one of the statement's merchants. */
  merchant?: string;
}

/** Shorter words have too many neighbours one letter away to be corrected safely. */
const SHORTEST = 4;
/** From this length a changed letter is a slip, and a merchant's name may be two slips off. */
const LONG = 7;

const isPlainWord = (token: string) => /^[a-z]+$/.test(token);

/** Names of merchants and banks we know: typed right, even when no statement has them. */
const KNOWN_NAMES: ReadonlySet<string> = new Set([
  ...MERCHANTS.flatMap((rule) => [rule.name, ...(rule.aliases ?? [])]).flatMap((name) =>
    words(simplify(name)),
  ),
  ...BANK_WORDS,
]);

/**
 * Corrects misspelt words in a question, so a typo neither hides a merchant nor turns into a
 * "no transaction mentions it" refusal. A word is left alone when it is a word questions use,
 * a merchant we know by name, or the statement mentions it. Otherwise it becomes the one
 * question word or merchant word one slip away (see `distanceWithin`); a capitalised word, a
 * name, only ever a merchant's. When several are as close, two letters swapped and then letters
 * dropped ("spnd" dropped the e of "spend", not a letter of "send") are the likelier slips, and
 * a tie beyond that leaves the word as it was: a guess would be a wrong figure.
 */
export function correctTypos(
  prepared: string,
  question: string,
  view: StatementView,
  translated = false,
): { text: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const names = capitalisedWords(question);
  let dictionary: Map<string, string | undefined> | undefined;
  // Whole words of any script, so that "devolución" is never taken for a misspelt "devoluci".
  const text = prepared.replace(/[\p{L}\p{M}]+/gu, (token) => {
    if (!isPlainWord(token) || token.length < SHORTEST) return token;
    if (VOCABULARY.has(token) || KNOWN_NAMES.has(token)) return token;
    if (mentions(view, token)) return token;
    dictionary ??= dictionaryOf(view);
    // A name typed with a capital ("Harrods") is a name: it may be a misspelt merchant, month or
    // day ("Octboer"), never a misspelt question word.
    const named = names.has(token);
    // A word left in a question read from another language is that language's word more often
    // than a slip ("entrado" is no misspelt "enviado"): one slip only.
    const to = closest(token, dictionary, named, !translated);
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

function closest(
  token: string,
  dictionary: ReadonlyMap<string, string | undefined>,
  named: boolean,
  twoSlipsAllowed: boolean,
): string | undefined {
  // Two slips only in a name written as one ("Starbukcs"): a lower-case word two letters from a
  // merchant's is more often a word of a language we do not read ("islemin", not "isletim").
  const long = token.length >= LONG && twoSlipsAllowed && named;
  let best = Infinity;
  let found: string[] = [];
  for (const [word, merchant] of dictionary) {
    if (named && merchant === undefined && !CALENDAR_NAMES.has(word)) continue;
    const apart = distanceWithin(token, word, long && merchant !== undefined);
    if (apart === undefined) continue;
    if (apart < best) [best, found] = [apart, [word]];
    else if (apart === best) found.push(word);
  }
  if (found.length <= 1) return found[0];
  // Equally close: two letters swapped, then letters dropped, are the likeliest slips.
  for (const likely of [
    (word: string) => swapped(token, word),
    (word: string) => isSubsequence(token, word),
  ]) {
    const kept = found.filter(likely);
    if (kept.length === 1) return kept[0];
  }
  return undefined;
}

/**
 * How far a word is from the token when it is near enough to be what was meant: one letter
 * dropped, doubled or changed, or two swapped; in long merchant names, any two slips. Short
 * words one letter from another word ("rate", "date") are as likely words of their own, so a
 * changed letter counts only in words of seven letters or more.
 */
function distanceWithin(token: string, word: string, twoSlips: boolean): number | undefined {
  if (Math.abs(word.length - token.length) > (twoSlips ? 2 : 1)) return undefined;
  if (swapped(token, word)) return 1;
  const apart = distance(token, word);
  if (apart > (twoSlips ? 2 : 1)) return undefined;
  const dropped = isSubsequence(token, word) || isSubsequence(word, token);
  return dropped || token.length >= LONG ? apart : undefined;
}

/** Words written with a capital after the first word: names. */
function capitalisedWords(question: string): Set<string> {
  return new Set(
    question
      .split(/\s+/)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase().replace(/[^a-z]/g, '')),
  );
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
