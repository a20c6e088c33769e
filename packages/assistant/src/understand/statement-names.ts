import { banksCalledIn, callNames } from '@sheetwise/statements';
import type { StatementPart } from '../statement/combine';
import type { StatementView } from '../statement/view';
import { COUNTRY_LANGUAGES, COUNTRY_WORDS, CURRENCY_WORDS } from './currency-words';
import { escapeRegExp, simplify, words } from './text';
import { VOCABULARY } from './vocabulary';

/**
 * The currency and the statements a question names: "in yen", "in Kuwaiti dinars", "my OTP
 * account", "my Hungarian account", "in my Chase statement". What it names is read from the
 * statements themselves (their currencies, banks and file names), never guessed: a currency no
 * row is in, or words that fit several statements equally, give no figure.
 */
export interface StatementNames {
  /** The question without the words read here. */
  rest: string;
  currency?: string;
  statements?: StatementPart[];
  /** What the question names that none of these rows is in or from. */
  absent?: string;
  /** The statements words fit equally, to ask which. */
  ambiguous?: string[];
  /** A bank named that no statement prints, and the one statement it could be, to ask. */
  unprinted?: UnprintedBank;
}

export interface UnprintedBank {
  bank: string;
  statement: string;
  currency: string;
}

/** Words of a file name that say nothing of whose statement it is. */
const GENERIC =
  /^(statement|statements|export|exports|sample|new|old|format|transactions|account|accounts|bank|copy|final|csv|xlsx|xls|pdf|ofx|qif|txt|[a-z]{1,2}|\d+)$/;

/** Country words name an account only beside one: "my Japanese account", not "Japanese food". */
const ACCOUNT_WORD =
  '(?:account|accounts|card|cards|statement|statements|bank|savings|current|checking|girokonto|konto|tagesgeldkonto|cuenta|conta|compte|conto|rekening|rachunek|rachunku|koncie|konta)';

/** Any country word, longest first ("south africa" before "south"). */
const COUNTRY_ALTERNATION = COUNTRY_WORDS.map(({ word }) => escapeRegExp(word)).join('|');
/** "my German and Spanish accounts", "the UK, US or Indian account". */
const COUNTRY_LIST = new RegExp(
  ` (?:my |the |our )?(?:${COUNTRY_ALTERNATION})(?:(?:,? (?:and|or|&|plus) |, )(?:${COUNTRY_ALTERNATION}))+ ${ACCOUNT_WORD} `,
);
const COUNTRY_IN_LIST = new RegExp(`(?<= )(?:${COUNTRY_ALTERNATION})(?= )`, 'g');

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);
const blank = (text: string, phrase: string) => text.replace(` ${phrase} `, ' ');

/** Currencies these rows are in. */
function heldCurrencies(view: StatementView): string[] {
  if (view.currencies) return view.currencies;
  if (view.currency) return [view.currency];
  return [...new Set(view.parts?.flatMap((part) => (part.currency ? [part.currency] : [])))];
}

function readCurrency(text: string, question: string, view: StatementView): StatementNames {
  const held = heldCurrencies(view);
  const capitals = question.match(/\b[A-Z]{3}\b/g) ?? [];
  for (const code of capitals) {
    const lower = code.toLowerCase();
    if (!CURRENCY_WORDS.some((entry) => entry.codes.includes(code))) continue;
    if (!held.includes(code)) return { rest: blank(text, lower), absent: code };
    return { rest: blank(text, lower), currency: code };
  }
  const named = CURRENCY_WORDS.find((entry) => has(text, entry.word));
  if (!named) return { rest: text };
  const rest = blank(text, named.word);
  const fits = named.codes.filter((code) => held.includes(code));
  if (fits.length === 1) return { rest, currency: fits[0] };
  if (fits.length === 0) return { rest, absent: named.codes[0] ?? named.word };
  return { rest, ambiguous: fits };
}

/** "My Hungarian account", "in Japan", "my German and Spanish accounts": their statements. */
function readCountry(text: string, view: StatementView): StatementNames {
  const list = COUNTRY_LIST.exec(text);
  if (list) {
    const countries = list[0].match(COUNTRY_IN_LIST) ?? [];
    const rest = text.replace(list[0], ' ');
    const each = countries.map((word) => statementsOfCountry(word, rest, view));
    const absent = each.find((named) => named.absent !== undefined);
    if (absent) return absent;
    // Two countries of one currency with two statements in it are those two, whichever is whose.
    const partsOf = (named: StatementNames) =>
      named.statements ??
      (view.parts ?? []).filter((part) => named.ambiguous?.includes(part.name) === true);
    const statements = [...new Set(each.flatMap(partsOf))];
    const unsure = each.some((named) => named.ambiguous) && statements.length > countries.length;
    if (unsure) return { rest, ambiguous: statements.map((part) => part.name) };
    return statements.length > 0 ? { rest, statements } : { rest };
  }
  for (const { word } of COUNTRY_WORDS) {
    const found = new RegExp(
      // "my Swiss account", and "the account in Switzerland" or "conto svizzero" (noun first).
      ` (?:(?:in |from )?(?:my |the |our )?${word} ${ACCOUNT_WORD}|${ACCOUNT_WORD} (?:in |from |of )?${word} |in ${word} $)`,
    ).exec(text);
    if (found) return statementsOfCountry(word, text.replace(found[0], ' '), view);
  }
  return { rest: text };
}

/** The statements in one country's currency (told apart by their language where several). */
function statementsOfCountry(word: string, rest: string, view: StatementView): StatementNames {
  const code = COUNTRY_WORDS.find((entry) => entry.word === word)?.codes[0] ?? '';
  if (!view.parts) return view.currency === code ? { rest } : { rest, absent: word };
  const inCurrency = view.parts.filter((part) => part.currency === code);
  if (inCurrency.length === 0) return { rest, absent: word };
  // Several accounts in one currency are told apart by the language their rows are in.
  const language = COUNTRY_LANGUAGES[word];
  const inLanguage = inCurrency.filter((part) => language && part.language === language);
  const parts = inCurrency.length > 1 && inLanguage.length === 1 ? inLanguage : inCurrency;
  return parts.length === 1
    ? { rest, statements: parts }
    : { rest, ambiguous: parts.map((part) => part.name) };
}

/** Words by which a statement may be named: its bank's and its file name's own words. */
function nameWords(part: Pick<StatementPart, 'name' | 'bank'>): Set<string> {
  // `Chase4821_Activity` is Chase's: letters and digits run together are two words.
  const stem = part.name
    .replace(/\.[a-z0-9]{2,4}$/i, '')
    .replace(/(\p{L})(\d)/gu, '$1 $2')
    .replace(/(\d)(\p{L})/gu, '$1 $2');
  return new Set(
    words(
      simplify(
        `${stem.replace(/[_\-.]+/g, ' ')} ${part.bank ?? ''} ${callNames(part.bank ?? '').join(' ')}`,
      ),
    ).filter((word) => !GENERIC.test(word) && !VOCABULARY.has(word)),
  );
}

/** "My OTP account", "in the Chase statement": the statements whose bank or file name says so. */
function readBankNames(text: string, view: StatementView): StatementNames {
  const parts = view.parts ?? [
    { name: '', bank: view.statement.bank, period: view.period, positions: [] },
  ];
  const named = parts.map((part) => ({ part, words: nameWords(part) }));
  let rest = text;
  let chosen: StatementPart[] | undefined;
  for (const word of words(text)) {
    const plain = simplify(word).trim();
    const holders = named.filter((entry) => entry.words.has(plain)).map((entry) => entry.part);
    // A word every statement shares names none of them in particular.
    if (holders.length === 0 || (view.parts && holders.length === view.parts.length)) continue;
    chosen = chosen ? chosen.filter((part) => holders.includes(part)) : holders;
    // "My Chase card" names the statement whole: its card or account word goes with it.
    rest = rest.replace(new RegExp(` ${escapeRegExp(word)}(?: ${ACCOUNT_WORD})? `), ' ');
  }
  if (!chosen)
    return view.parts ? (byHomeCurrency(text, view.parts) ?? unknownAccount(text)) : { rest: text };
  if (!view.parts) return { rest };
  return chosen.length > 0 ? { rest, statements: chosen } : { rest: text };
}

/**
 * "My ICICI account" when no statement prints its bank: a bank of one country keeps its
 * accounts in that country's currency, so only a statement in that currency that names no
 * other bank can be it. Even one such statement is not taken for it unasked (the account meant
 * may not be uploaded at all): the person is told which it could be, to name it.
 */
function byHomeCurrency(text: string, parts: readonly StatementPart[]): StatementNames | undefined {
  const bank = banksCalledIn(text).find((named) => named.currency !== null);
  const currency = bank?.currency;
  if (!bank || !currency) return undefined;
  const core = simplify(bank.called).trim();
  const called = new RegExp(` ${escapeRegExp(core)}(?: (?:wale|wala|wali))?(?: ${ACCOUNT_WORD})? `);
  const rest = text.replace(called, ' ');
  const candidates = parts.filter((part) => part.currency === currency && !part.bank);
  const [only] = candidates;
  if (candidates.length === 1 && only)
    return { rest, unprinted: { bank: bank.name, statement: only.name, currency } };
  return candidates.length === 0
    ? { rest, absent: bank.name }
    : { rest, ambiguous: candidates.map((part) => part.name) };
}

/**
 * "My Sparkasse account" when no statement is known by that name: the words name an account,
 * not a payee, so they are never searched in descriptions (a fee line mentions the bank).
 */
function unknownAccount(text: string): StatementNames {
  const named = new RegExp(` (?:my|the|our) ([^ ]+)[ -]${ACCOUNT_WORD} `).exec(text);
  const word = named?.[1];
  if (!word || VOCABULARY.has(word) || COUNTRY_WORDS.some((entry) => entry.word === word))
    return { rest: text };
  return { rest: text, absent: word };
}

export function readStatementNames(
  text: string,
  question: string,
  view: StatementView,
): StatementNames {
  const currency = readCurrency(text, question, view);
  if (currency.absent !== undefined || currency.ambiguous) return currency;
  const country = readCountry(currency.rest, view);
  if (country.absent !== undefined || country.ambiguous) return country;
  const banks = readBankNames(country.rest, view);
  if (banks.absent !== undefined || banks.unprinted) return banks;
  const statements = banks.statements ?? country.statements;
  return {
    rest: banks.rest,
    ...(currency.currency ? { currency: currency.currency } : {}),
    ...(country.currency && !currency.currency ? { currency: country.currency } : {}),
    ...(statements ? { statements } : {}),
  };
}
