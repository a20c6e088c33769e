import type { Random } from '../../../../statements/src/test-support/corpus/random';

/**
 * The words whose slip changes what a question is about: the verb, the figure asked for, the
 * month. Short words ("May", "in") are left alone: one letter off them is another word.
 */
const KEY_WORDS =
  /\b(spend|spent|spending|transactions?|balance|average|largest|biggest|smallest|received?|closing|opening|credits?|debits?|deposits?|total|expense|charges?|payments?|savings|January|February|March|April|August|September|October|November|December|kharcha|kitna)\b/gi;

/** One keyboard slip in a word: a letter dropped, doubled, or swapped with the next one. */
function slip(word: string, random: Random): string {
  // Never the first letter: people rarely miss it, and it keeps the word recognisable.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const at = random.int(1, word.length - 2);
    const kind = random.int(0, 2);
    const changed =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + (word[at] ?? '') + word.slice(at)
          : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    if (changed !== word) return changed;
  }
  return word.slice(0, 1) + word.slice(2);
}

/**
 * The question with one slip in a key word or, for a question about a merchant, in the
 * merchant's longest word; undefined when it has no word long enough to slip.
 */
export function withTypo(
  question: string,
  merchant: string | undefined,
  random: Random,
): string | undefined {
  if (merchant && random.chance(0.5)) {
    const words = merchant.split(/\s+/).filter((word) => /^\p{L}{5,}$/u.test(word));
    const longest = [...words].sort((a, b) => b.length - a.length)[0];
    if (longest && question.includes(merchant)) {
      const misspelt = merchant.replace(longest, slip(longest, random));
      return question.replace(merchant, misspelt);
    }
  }
  const found = [...question.matchAll(KEY_WORDS)].filter(
    (match) => !merchant || !merchant.includes(match[0]),
  );
  if (found.length === 0) return undefined;
  const chosen = found[random.int(0, found.length - 1)];
  if (!chosen) return undefined;
  const word = chosen[0];
  return (
    question.slice(0, chosen.index) +
    slip(word, random) +
    question.slice(chosen.index + word.length)
  );
}
