import type { CorpusLayout } from '../layout';
import { WAVE_TWO_AFRICA } from './wave-two-africa';
import { WAVE_TWO_AMERICAS } from './wave-two-americas';
import { WAVE_TWO_EAST } from './wave-two-east';
import { WAVE_TWO_EUROPE_EAST } from './wave-two-europe-east';
import { WAVE_TWO_EUROPE_WEST } from './wave-two-europe-west';
import { WAVE_TWO_PACIFIC } from './wave-two-pacific';

/**
 * The second wave: banks and countries the first corpus (`LAYOUTS`) has none of, written from
 * what the banks export and never from what the readers handle. Kept out of `LAYOUTS` and out of
 * the held-out split, so no reader is tuned on them; `corpus-wave-two.test.ts` scores them.
 */
export const WAVE_TWO: readonly CorpusLayout[] = [
  ...WAVE_TWO_PACIFIC,
  ...WAVE_TWO_AFRICA,
  ...WAVE_TWO_EUROPE_WEST,
  ...WAVE_TWO_EUROPE_EAST,
  ...WAVE_TWO_AMERICAS,
  ...WAVE_TWO_EAST,
];
