import type { CorpusLayout } from '../layout';
import { WAVE_FOUR_AMERICAS } from './wave-four-americas';
import { WAVE_FOUR_ASIA } from './wave-four-asia';
import { WAVE_FOUR_EUROPE_EAST } from './wave-four-europe-east';
import { WAVE_FOUR_EUROPE_WEST } from './wave-four-europe-west';
import { WAVE_FOUR_EXPORTS } from './wave-four-exports';
import { WAVE_FOUR_MORE } from './wave-four-more';

/**
 * The fourth wave: banks and countries none of the first corpus (`LAYOUTS`), the second wave
 * (`WAVE_TWO`) or the third (`WAVE_THREE`) has, written from what the banks export and never
 * from what the readers handle. Kept out of all three and out of the held-out split, so no
 * reader is tuned on them; `corpus-wave-four.test.ts` scores them.
 */
export const WAVE_FOUR: readonly CorpusLayout[] = [
  ...WAVE_FOUR_EUROPE_EAST,
  ...WAVE_FOUR_EUROPE_WEST,
  ...WAVE_FOUR_AMERICAS,
  ...WAVE_FOUR_ASIA,
  ...WAVE_FOUR_MORE,
  ...WAVE_FOUR_EXPORTS,
];
