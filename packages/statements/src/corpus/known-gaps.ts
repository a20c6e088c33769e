/**
 * Corpus files the readers do not yet read exactly, each with what goes wrong. Their tests are
 * expected to fail (`it.fails`), so fixing a reader turns one red until it is taken off here.
 */
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the second wave (`layouts/wave-two.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_TWO_GAPS: Readonly<Record<string, string>> = {
  'sg-dbs-savings (csv)':
    "the numbered Ref1–Ref3 pieces join with spaces, as every numbered family does (VWZ1…14), where the generator expects ` - `; the preamble's Ledger Balance has no date of its own, so it is not placed as the closing",
  'be-belfius-zicht (csv)': 'Laatste saldo, dated on the line below it, is not read as the closing',
};

/**
 * Files of the third wave (`layouts/wave-three.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_THREE_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the fourth wave (`layouts/wave-four.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_FOUR_GAPS: Readonly<Record<string, string>> = {
  'sg-ocbc-360 (csv)':
    "a convention, not a misread: the preamble's Ledger Balance has no date of its own, and the real OCBC export of this very layout (bank2ynab/TransactionHistory_20180418043121.csv) is expected to give no closing from it, where the generator expects it as the closing",
};
