import { CATEGORIES, type CategoryId } from '../categories/category-table';
import { MERCHANTS } from '../merchants/merchant-table';
import type { StatementView } from '../statement/view';
import { escapeRegExp, termMatcher, simplify, takePhrase } from './text';
import { VOCABULARY } from './vocabulary';

/**
 * The things a question names: this statement's merchants (by full name, the rule table's
 * aliases, or a distinctive first word: "Tata" for Tata Consultancy), our categories and the
 * bank's own, and quoted text. A known merchant that this statement never mentions is reported
 * as `unknownTerm`, so "How much on Netflix?" is not answered with a made-up zero.
 */
export interface Entities {
  merchants: string[];
  categories: CategoryId[];
  bankCategories: string[];
  texts: string[];
  unknownTerm?: string;
  /** The simplified question without the merchants (category words kept: they also mean intent). */
  withoutMerchants: string;
  /** The simplified question without any entity. */
  rest: string;
}

const CATEGORY_PHRASES = CATEGORIES.flatMap((category) =>
  category.words.map((word) => ({ id: category.id, phrase: word })),
).sort((a, b) => b.phrase.length - a.phrase.length);
const CATEGORY_WORDS = new Set(CATEGORY_PHRASES.map(({ phrase }) => simplify(phrase).trim()));

/**
 * Every merchant of the lexicon with the simplified names a question may call it by, worked out
 * once: the lexicon holds hundreds of chains, and each question looks for all of them.
 */
const KNOWN_MERCHANTS = MERCHANTS.map((rule) => ({
  name: rule.name,
  keys: [rule.name, ...(rule.aliases ?? [])]
    .map((name) => simplify(name).trim())
    .filter((key) => key.length >= 3 && !VOCABULARY.has(key)),
}));

/** The phrases a question may name each merchant by: its full name, aliases, a distinctive first word. */
export function merchantKeys(view: StatementView): { merchant: string; key: string }[] {
  const fullNames = new Set(view.merchants.map((name) => simplify(name).trim()));
  const firstWords = new Map<string, number>();
  for (const name of fullNames) {
    const first = name.split(' ')[0] ?? '';
    firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  const keys: { merchant: string; key: string }[] = [];
  for (const merchant of view.merchants) {
    const full = simplify(merchant).trim();
    const aliases = MERCHANTS.find((rule) => rule.name === merchant)?.aliases ?? [];
    const first = full.split(' ')[0] ?? '';
    const distinctive =
      first !== full &&
      first.length >= 4 &&
      firstWords.get(first) === 1 &&
      !fullNames.has(first) &&
      !VOCABULARY.has(first);
    for (const key of [
      full,
      ...aliases.map((alias) => simplify(alias).trim()),
      ...(distinctive ? [first] : []),
    ]) {
      if (key !== '' && !CATEGORY_WORDS.has(key) && !VOCABULARY.has(key))
        keys.push({ merchant, key });
    }
  }
  return keys.sort((a, b) => b.key.length - a.key.length);
}

/** Quoted text in the question ("show transactions with 'IRCTC'") is searched for as written. */
function quoted(question: string): string[] {
  const found: string[] = [];
  for (const match of question.matchAll(/"([^"]{2,})"|(?:^|\s)'([^']{2,}?)'(?=\s|$)/g)) {
    found.push((match[1] ?? match[2] ?? '').trim());
  }
  return found.filter(Boolean);
}

export function findEntities(text: string, question: string, view: StatementView): Entities {
  const texts = quoted(question);
  let working = simplify(
    texts.reduce((current, part) => current.replace(part.toLowerCase(), ' '), text),
  );
  const categories: CategoryId[] = [];
  let withoutCategories = working;
  for (const { id, phrase } of CATEGORY_PHRASES) {
    const next = takePhrase(withoutCategories, phrase);
    if (next === undefined) continue;
    withoutCategories = next;
    if (!categories.includes(id)) categories.push(id);
  }
  const bankCategories: string[] = [];
  for (const label of view.bankCategories) {
    const next = takePhrase(withoutCategories, label);
    if (next === undefined) continue;
    withoutCategories = next;
    bankCategories.push(label);
  }
  // Longest names are taken first; the answer then names them in the question's order.
  const found = new Map<string, number>();
  const asked = working;
  for (const { merchant, key } of merchantKeys(view)) {
    const next = takePhrase(withoutCategories, key);
    if (next === undefined) continue;
    withoutCategories = next;
    working = takePhrase(working, key) ?? working;
    if (!found.has(merchant)) found.set(merchant, asked.indexOf(` ${key} `));
  }
  const merchants = [...found.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
  let unknownTerm: string | undefined;
  for (const { name, keys } of KNOWN_MERCHANTS) {
    if (view.merchants.includes(name)) continue;
    if (keys.some((key) => withoutCategories.includes(` ${key} `))) {
      unknownTerm = name;
      break;
    }
  }
  const entities: Entities = {
    merchants,
    categories,
    bankCategories,
    texts,
    withoutMerchants: working,
    rest: withoutCategories,
  };
  return unknownTerm === undefined ? entities : { ...entities, unknownTerm };
}

/** The simplified description text of every row, for matching words the tables do not know. */
export function mentions(view: StatementView, term: string): boolean {
  return view.rows.some(termMatcher(term));
}

/**
 * The one description word a short name begins ("monop" → "monoprix", "sainsb" → "sainsburys"),
 * when no description has the name as a word of its own. Two words it could begin ("uber" →
 * "ubereats", "uberone") mean it is no abbreviation we can read, and nothing is returned.
 */
export function abbreviated(view: StatementView, term: string): string | undefined {
  const plain = simplify(term).trim();
  if (plain.length < 4 || plain.includes(' ')) return undefined;
  const begun = new RegExp(` (${escapeRegExp(plain)}[\\p{L}\\p{N}]+)`, 'gu');
  const found = new Set<string>();
  for (const row of view.rows) {
    for (const match of row.searchText.matchAll(begun)) {
      if (match[1]) found.add(match[1]);
      if (found.size > 1) return undefined;
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}
