import iconv from 'iconv-lite';

/** Single-byte code pages for Latin script that chardet confuses with one another. */
const LATIN_CODE_PAGES = new Set([
  'windows-1250',
  'windows-1252',
  'windows-1254',
  'windows-1257',
  'iso-8859-2',
  'iso-8859-9',
  'iso-8859-15',
]);

/**
 * The code pages weighed against chardet's guess: Western, Central European and Turkish Windows.
 * Turkish differs from Western in six letters only (ğ ı ş for ð ý þ), so Icelandic is easily
 * taken for Turkish, and the other way round.
 */
const CANDIDATES = ['windows-1252', 'windows-1250', 'windows-1254'] as const;

/**
 * The accented letters of the languages written in those code pages, one alphabet each (lower
 * case; Romanian with both its cedilla and comma-below forms). Alphabets, not words: a text is
 * written mostly in one language, so its accented letters should fit one of them.
 */
const ALPHABETS: readonly ReadonlySet<string>[] = [
  'æøåéü', // Danish, Norwegian
  'åäöé', // Swedish, Finnish
  'äöüßé', // German
  'àâæçéèêëîïôœùûüÿ', // French
  'áéíñóúü', // Spanish
  'áâãàçéêíóôõú', // Portuguese
  'àèéìíîòóùú', // Italian
  'àçèéíïòóúü', // Catalan
  'áéíóöúüèëï', // Dutch
  'áðéíóúýþæö', // Icelandic
  'ąćęłńóśźż', // Polish
  'áčďéěíňóřšťúůýž', // Czech
  'áäčďéíĺľňóôŕšťúýž', // Slovak
  'áéíóöőúüű', // Hungarian
  'ăâîşţșț', // Romanian
  'čćđšž', // Croatian, Bosnian, Slovenian
  'ąčęėįšųūž', // Lithuanian
  'āčēģīķļņšūž', // Latvian
  'äöõüšž', // Estonian
  'çğıöşü', // Turkish
].map((letters) => new Set(letters));

const SAMPLE_BYTES = 65536;
const LETTER = /\p{L}/u;

/**
 * Which Latin code page the bytes are in, when chardet guessed one: the guess, unless another
 * decoding's accented letters fit one language's alphabet better. Danish `på` written in
 * Windows-1252 reads as `pĺ` in Windows-1250 and ISO-8859-2, and `Beløb` as `Beløb`/`Belřb`:
 * å and ø are both Danish, while no language has both ĺ and ř. Only characters inside words
 * count (a `£` before a figure is no letter `Ł`), and a tie keeps the guess.
 */
export function likelierLatinCodePage(bytes: Uint8Array, guess: string): string {
  if (!LATIN_CODE_PAGES.has(guess)) return guess;
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  let best = { encoding: guess, score: alphabetFit(iconv.decode(sample, guess)) };
  for (const encoding of CANDIDATES) {
    if (encoding === guess) continue;
    const score = alphabetFit(iconv.decode(sample, encoding));
    if (score > best.score) best = { encoding, score };
  }
  return best.encoding;
}

/**
 * How well a text's non-ASCII characters inside words fit the one alphabet that suits them best:
 * each that belongs to it counts one, each that does not (a letter of another language, or a
 * symbol such as `³` between letters) takes one away.
 */
export function alphabetFit(text: string): number {
  const counts = new Map<string, number>();
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) < 0x80) continue;
    const char = text.charAt(index);
    const inWord = LETTER.test(text.charAt(index - 1)) || LETTER.test(text.charAt(index + 1));
    if (!inWord) continue;
    const lower = char.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
    total += 1;
  }
  if (total === 0) return 0;
  let best = -total;
  for (const alphabet of ALPHABETS) {
    let fitting = 0;
    for (const [char, count] of counts) if (alphabet.has(char)) fitting += count;
    best = Math.max(best, fitting - (total - fitting));
  }
  return best;
}
