import { currenciesIn, symbolCurrenciesIn } from '../currency';
import { normalizeWords, readHeaderCell } from './columns';
import { CURRENCY_WORDS } from './currency-words';
import { ENGLISH_HEADER_WORDS, HEADER_WORDS } from './header-words';

/**
 * Currencies written with a `$`, alone or after letters (`R$`, `C$`, `RD$`): a bare `$` may be
 * any of them. TOP and CUP are left out: written in capitals they are as often English words
 * (`TOP UP`), and a code found by mistake would set a wrong currency.
 */
// prettier-ignore
export const DOLLAR_SIGN_CURRENCIES: ReadonlySet<string> = new Set([
  'USD', 'MXN', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD', 'ARS', 'CLP', 'COP', 'UYU', 'BRL', 'DOP',
  'NIO', 'BSD', 'BBD', 'BZD', 'BMD', 'BND', 'KYD', 'FJD', 'GYD', 'JMD', 'LRD', 'NAD', 'SBD', 'SRD',
  'TTD', 'XCD', 'CVE', 'KID', 'WST',
]);

/** The dollar currencies' names in words (`pesos mexicanos`, `US dollars`), normalised. */
const DOLLAR_WORDS = CURRENCY_WORDS.flatMap(([word, code]) =>
  code !== null && DOLLAR_SIGN_CURRENCIES.has(code) ? [[normalizeWords(word), code] as const] : [],
);

/**
 * The dollar currencies a file's own text names: a code (`MXN`, `Moneda: MXN`), a symbol with
 * its letters (`US$`, `C$`) or a name (`Pesos Mexicanos`). Other currencies are not counted: a
 * `$` cannot stand for them, and a note about euros says nothing about the dollars.
 */
export function dollarCurrenciesNamed(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const code of [...currenciesIn(text), ...symbolCurrenciesIn(text)]) found.add(code);
    const words = ` ${normalizeWords(text)} `;
    for (const [word, code] of DOLLAR_WORDS) if (words.includes(` ${word} `)) found.add(code);
  }
  return [...found].filter((code) => DOLLAR_SIGN_CURRENCIES.has(code)).sort();
}

const keysOf = (words: Record<string, string[]>) =>
  new Set(Object.values(words).flatMap((list) => list.map(normalizeWords)));
const ALL_KEYS = keysOf(HEADER_WORDS);
const ENGLISH_KEYS = keysOf(ENGLISH_HEADER_WORDS);

/**
 * Whether a header cell or a preamble label (`Cuenta`, `Saldo ($)`, `Moneda: …`) is a header
 * word of another language than English. Only words we know count: an unknown word could be
 * English that the table lacks.
 */
function isForeignLabel(text: string): boolean {
  const label = text.split(/[:=]/, 1)[0] ?? '';
  const { key } = readHeaderCell(label);
  return ALL_KEYS.has(key) && !ENGLISH_KEYS.has(key);
}

/**
 * Words that say the money is not US dollars without saying which currency it is: pesos, the
 * Mexican `M.N.` (moneda nacional) and a CLABE, Mexico's account number.
 */
const POINTS_AWAY = [/(?:^|[^\p{L}])pesos?(?![\p{L}])/iu, /\bM\.\s?N\./, /\bCLABE\b/i];

/**
 * Whether anything in the file speaks against reading its bare `$` as US dollars: a header or
 * preamble label in another language (Spanish, Portuguese, French…: a `$` there may be pesos or
 * Canadian dollars) or a word of another country's money. Language alone never names the
 * currency (Spanish could be MXN, COP, ARS, CLP…); it only leaves it to be asked.
 */
export function dollarPointsAway(labels: readonly string[], notes: readonly string[]): boolean {
  if (labels.some(isForeignLabel)) return true;
  return notes.some((text) => POINTS_AWAY.some((pattern) => pattern.test(text)));
}
