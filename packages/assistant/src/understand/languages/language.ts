/**
 * A language questions are asked in, as the English words the reading steps already know. Each
 * phrase is written as people type it; accents and case are folded before matching, so "Cuánto"
 * and "cuanto" are one phrase. Longer phrases win over the words they contain ("saldo inicial"
 * is the opening balance before "saldo" is a balance).
 */
export interface Language {
  /** ISO 639-1 code. */
  code: string;
  /** Written without spaces between words (Japanese): phrases are found inside runs of text. */
  unspaced?: boolean;
  /** Phrase → the English the steps after read ("" when it says nothing they need). */
  phrases: Readonly<Record<string, string>>;
}

/** The month names the date reader knows, in calendar order. */
export const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** `{ enero: 'january', … }` from twelve names (or lists of spellings) in calendar order. */
export function months(names: readonly (string | readonly string[])[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name, index) =>
      (typeof name === 'string' ? [name] : name).map((spelling) => [
        spelling,
        ENGLISH_MONTHS[index] ?? '',
      ]),
    ),
  );
}

/** "1st", "2nd", "13th", as the English date reader takes a day alone. */
export function ordinal(day: string): string {
  const n = Number(day);
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
