/**
 * Corpus files the readers do not yet read exactly, each with what goes wrong. Their tests are
 * expected to fail (`it.fails`), so fixing a reader turns one red until it is taken off here.
 */
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};
