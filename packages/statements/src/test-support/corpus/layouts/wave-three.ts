import type { CorpusLayout } from '../layout';
import { WAVE_THREE_AMERICAS } from './wave-three-americas';
import { WAVE_THREE_ASIA } from './wave-three-asia';
import { WAVE_THREE_EUROPE } from './wave-three-europe';
import { WAVE_THREE_MORE } from './wave-three-more';
import { WAVE_THREE_SOUTH } from './wave-three-south';

/**
 * The third wave: banks and countries neither the first corpus (`LAYOUTS`) nor the second wave
 * (`WAVE_TWO`) has, written from what the banks export and never from what the readers handle.
 * Kept out of both and out of the held-out split, so no reader is tuned on them;
 * `corpus-wave-three.test.ts` scores them.
 */
export const WAVE_THREE: readonly CorpusLayout[] = [
  ...WAVE_THREE_AMERICAS,
  ...WAVE_THREE_EUROPE,
  ...WAVE_THREE_ASIA,
  ...WAVE_THREE_SOUTH,
  ...WAVE_THREE_MORE,
];
