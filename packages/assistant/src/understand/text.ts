/**
 * Question text helpers. Extractors read a lower-cased working copy and blank out what they
 * took, so later steps never read the same words twice ("15 June" is a date, not an amount).
 */

/** Lower case, typographic quotes and dashes made plain, `?!;` dropped. */
export function prepare(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[—]/g, '–')
    .replace(/[?!;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * One spelling for questions and descriptions alike: compatibility forms made plain (full-width
 * `ＡＴＭ` → `atm`, half-width kana → kana), lower case, accents and letters people type without
 * them dropped (`Geldautomat`/`Straße`/`Łódź` match `geldautomat`/`strasse`/`lodz`).
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i');
}

/**
 * Letters and digits only, of any script, one space between words, accents and possessives
 * dropped: `McDonald's` → `mcdonald`, `Swiggy's` → `swiggy`, `7-Eleven` → `7 eleven`, half-width
 * `ﾄｳｷﾖｳ` → `トウキヨウ`, Hebrew and Cyrillic kept as they are.
 */
export function simplify(text: string): string {
  return ` ${fold(text)
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * A bank description as the category and merchant rules read it: compatibility forms folded
 * (full-width `ＡＴＭ` → `ATM`, half-width `ｽﾀｰﾊﾞｯｸｽ` → `スターバックス`), accents dropped
 * (`SALÁRIO` → `SALARIO`, `GEBÜHR` → `GEBUHR`) so that the rules are written unaccented, and upper
 * case. Kana voicing marks are kept: they are not accents.
 */
export function normalizeForMatching(description: string): string {
  return (
    description
      .normalize('NFKC')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toUpperCase()
      // Polish Ł is a letter of its own, not L with a mark: NFKD keeps it.
      .replace(/Ł/g, 'L')
  );
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds `phrase` as whole words in simplified `text`; returns the text without it, or undefined. */
export function takePhrase(text: string, phrase: string): string | undefined {
  const simple = simplify(phrase).trim();
  if (simple === '') return undefined;
  const pattern = new RegExp(`(?<= )${escapeRegExp(simple)}(?= )`);
  return pattern.test(text) ? text.replace(pattern, ' ').replace(/ {2,}/g, ' ') : undefined;
}

export const words = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fourteen: 14,
  thirty: 30,
};

/** Ordinals as words and as numbers: "the second week", "the 3rd largest". */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};

/** A count written in digits or as a word ("top five", "the last two weeks"). */
export const numberOf = (word: string): number => NUMBER_WORDS[word] ?? Number(word);

/** Text to search for the words a question names: simplified, and the same without spaces. */
export interface Searchable {
  /** `simplify`d, a space at each end. */
  searchText: string;
  /** The same with no spaces at all, to find a name however it is spaced. */
  compactText: string;
}

/**
 * A test of whether a row's text mentions a term as whole words, however its words are spaced:
 * "cashback" finds "CASH BACK", "big basket" finds "BIGBASKET". Made once per term, since it
 * is asked of every row.
 */
export function termMatcher(term: string): (row: Searchable) => boolean {
  const plain = simplify(term);
  const compact = plain.replace(/ /g, '');
  if (compact === '') return () => false;
  // A letter with its combining marks is one step: a space may fall between steps only.
  const letters = compact.match(/\P{M}\p{M}*/gu) ?? [];
  const spaced = new RegExp(` ${letters.map(escapeRegExp).join(' ?')} `, 'u');
  // Most rows are told apart by plain searches; the spacing-blind pattern is for the rest.
  return (row) =>
    row.searchText.includes(plain) ||
    (row.compactText.includes(compact) && spaced.test(row.searchText));
}
