import { isBankLine } from '../../categories/hierarchy';
import { statementLanguage } from '../../statement/statement-language';
import type { StatementView } from '../../statement/view';
import { merchantKeys } from '../find-entities';
import { isHinglish } from '../hinglish';
import { escapeRegExp, fold, prepare, words } from '../text';
import { VOCABULARY } from '../vocabulary';
import { AFRIKAANS } from './af';
import { GERMAN } from './de';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import { INDONESIAN } from './id';
import { ITALIAN } from './it';
import { JAPANESE, japaneseDates, japaneseFollowUp } from './ja';
import { ENGLISH_MONTHS, type Language } from './language';
import { DUTCH } from './nl';
import { POLISH } from './pl';
import { PORTUGUESE } from './pt';
import { SWEDISH } from './sv';
import { TURKISH, turkishEndings } from './tr';
import { CHINESE, chineseDays, chineseFollowUp } from './zh';

const LANGUAGES: readonly Language[] = [
  SPANISH,
  PORTUGUESE,
  GERMAN,
  FRENCH,
  ITALIAN,
  DUTCH,
  POLISH,
  INDONESIAN,
  JAPANESE,
  SWEDISH,
  AFRIKAANS,
  TURKISH,
  CHINESE,
];

const LETTER = '[\\p{L}\\p{N}]';
const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
/** Stands for a merchant's name while the words around it are translated. */
const HELD = /\uE000(\d+)\uE001/g;

/** Words an English question is made of: a phrase spelt like one says nothing about the language. */
const ENGLISH: ReadonlySet<string> = new Set([
  ...VOCABULARY,
  ...LANGUAGES.flatMap((language) => Object.values(language.phrases).flatMap(words)),
]);

interface Table {
  language: Language;
  pattern: RegExp;
  english: ReadonlyMap<string, string>;
}

/**
 * One pattern per language, its phrases longest first so the longest one at a place wins, and
 * read in one pass so no English word it writes is read again as the language's ("of", Dutch
 * for "or"). A phrase of letters is whole words; a phrase of Japanese is found anywhere.
 */
function table(language: Language): Table {
  const english = new Map(
    Object.entries(language.phrases).map(([phrase, plain]) => [fold(phrase), plain]),
  );
  // Neighbouring phrases with the same edges share one check of them: `(?<!L)(?:a|b)(?!L)` reads
  // as `(?<!L)a(?!L)|(?<!L)b(?!L)` does, in a pattern a quarter the size, which V8 still
  // optimises (one of several hundred phrases each checked alone it no longer does).
  const runs: { edge: string; end: string; phrases: string[] }[] = [];
  for (const phrase of [...english.keys()].sort((a, b) => b.length - a.length)) {
    const edge = !language.unspaced && /^[\p{L}\p{N}]/u.test(phrase) ? `(?<!${LETTER})` : '';
    const end = !language.unspaced && /[\p{L}\p{N}]$/u.test(phrase) ? `(?!${LETTER})` : '';
    const text = escapeRegExp(phrase).replace(/ /g, '\\s+');
    const last = runs[runs.length - 1];
    if (last && last.edge === edge && last.end === end) last.phrases.push(text);
    else runs.push({ edge, end, phrases: [text] });
  }
  const alternatives = runs.map(
    ({ edge, end, phrases }) => `${edge}(?:${phrases.join('|')})${end}`,
  );
  return { language, pattern: new RegExp(alternatives.join('|'), 'gu'), english };
}

const TABLES: readonly Table[] = LANGUAGES.map(table);

/**
 * How many of the question's words are this language's and not English; none unless they
 * outnumber the English words left ("How much on courses?" is no French).
 */
function score({ language, pattern }: Table, text: string): number {
  // Chinese characters with no kana are Chinese (a point ahead of Japanese); any kana, Japanese.
  if (language.code === 'zh') return HAN.test(text) && !KANA.test(text) ? 101 : 0;
  if (language.unspaced) return JAPANESE_SCRIPT.test(text) ? 100 : 0;
  let own = 0;
  const rest = text.replace(pattern, (phrase) => {
    if (words(phrase).some((word) => !ENGLISH.has(word))) own += words(phrase).length;
    return ' ';
  });
  const english = words(rest.replace(/[^\p{L}\p{N}]+/gu, ' ')).filter((word) =>
    VOCABULARY.has(word),
  ).length;
  return own > english ? own : 0;
}

/** The statement's merchants as the question may name them, kept out of translation. */
function holdNames(
  text: string,
  view: StatementView,
  ownWords: (key: string) => boolean,
): { text: string; names: string[] } {
  // The bank's own lines are no shop: "BIAYA ADM" (Indonesian for "admin fee") is not held, or
  // "Biaya admin berapa?" would lose its "fees". A shop's name ("Mercado Livre") is held whole.
  const bankLines = new Set(
    view.rows.filter((row) => isBankLine(row.categoryId)).map((row) => row.merchant),
  );
  const keys = [
    ...new Set(
      merchantKeys(view)
        .filter(({ merchant, key }) => !bankLines.has(merchant) || !ownWords(key))
        .map(({ key }) => key),
    ),
  ];
  const names: string[] = [];
  let held = text;
  for (const key of keys) {
    const spaced = !JAPANESE_SCRIPT.test(key);
    const body = words(key).map(escapeRegExp).join('[^\\p{L}\\p{N}]+');
    const pattern = new RegExp(spaced ? `(?<!${LETTER})${body}(?!${LETTER})` : body, 'gu');
    held = held.replace(pattern, () => ` \uE000${names.push(key) - 1}\uE001 `);
  }
  return { text: held, names };
}

/** "1.234,56" and "12,50" as "1234.56" and "12.50", as amounts are read. */
const decimalPoint = (text: string) =>
  text
    .replace(
      /\b(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?\b/g,
      (_, whole: string, cents?: string) =>
        `${whole.replace(/\./g, '')}${cents === undefined ? '' : `.${cents}`}`,
    )
    .replace(/\b(\d+),(\d{1,2})\b/g, '$1.$2');

/**
 * Days as the date reader takes them: "3. März" and "1er mars" are "3 march" and "1 march", and
 * "entre el 1 y el 15" is "between 1 and 15" (with "the", the 1 would be read as no day).
 */
const plainDays = (text: string) =>
  text
    .replace(new RegExp(`\\b(\\d{1,2})\\.\\s*(?=(${ENGLISH_MONTHS.join('|')})\\b)`, 'g'), '$1 ')
    .replace(/\b(\d{1,2})(?:er|re|eme|o|a)(?=\s)/g, '$1')
    .replace(/\bthe\s+(\d{1,2})(?=\s)/g, '$1');

/**
 * A question asked in Spanish, Portuguese, German, French, Italian, Dutch, Polish, Indonesian or
 * Japanese, in the English words the reading steps know; an English (or Hinglish) question as it
 * was. The language is the one most of the question's words belong to; the statement's merchant
 * names are never translated ("Mercado Livre" stays a shop, not a market).
 */
export function toEnglish(question: string, view: StatementView): string {
  const folded = fold(question)
    .replace(/[‘’`´]/g, "'")
    .replace(/[¿¡]/g, ' ');
  // Most questions are English: the statement's names are held out only once some language's
  // words are found (a merchant's name only ever takes words away from a language).
  const candidates = TABLES.filter((entry) => score(entry, folded) > 0);
  if (candidates.length === 0) return question;
  // Hinglish by the words no language here reads: Swedish "har" (have) is no Hindi "har".
  const unread = candidates.reduce((text, entry) => text.replace(entry.pattern, ' '), folded);
  if (isHinglish(prepare(unread))) return question;
  const held = holdNames(folded, view, (key) =>
    candidates.some((entry) => words(key).every((word) => entry.english.has(word))),
  );
  // Words two languages share ("saldo na" is Polish and Portuguese) go to the statement's own.
  const own = statementLanguage(view.statement);
  const best = candidates
    .map((entry) => ({ entry, score: score(entry, held.text) }))
    .filter(({ score: found }) => found > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.entry.language.code === own) - Number(a.entry.language.code === own),
    )[0]?.entry;
  if (!best) return question;
  let text = held.text;
  if (best.language.unspaced) {
    const dated = japaneseDates(text, (month) => ENGLISH_MONTHS[month - 1] ?? '');
    text =
      best.language.code === 'zh' ? chineseFollowUp(chineseDays(dated)) : japaneseFollowUp(dated);
  } else {
    if (best.language.code === 'tr') text = turkishEndings(text);
    text = decimalPoint(text);
  }
  text = text.replace(
    best.pattern,
    (phrase) => ` ${best.english.get(phrase.replace(/\s+/g, ' ')) ?? phrase} `,
  );
  return (
    plainDays(text)
      // "Pagué en comisiones" is paid on fees: in English "paid in" is money deposited.
      .replace(/\b(paid|pay)\s+(in|of)\b/g, '$1 on')
      .replace(HELD, (_, index: string) => held.names[Number(index)] ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
