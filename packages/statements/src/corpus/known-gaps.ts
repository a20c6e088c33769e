/**
 * Corpus files the readers do not yet read exactly, each with what goes wrong. Their tests are
 * expected to fail (`it.fails`), so fixing a reader turns one red until it is taken off here.
 */
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the second wave (`layouts/wave-two.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_TWO_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the third wave (`layouts/wave-three.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_THREE_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the fourth wave (`layouts/wave-four.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_FOUR_GAPS: Readonly<Record<string, string>> = {};
