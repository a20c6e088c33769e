import type { CorpusLayout } from '../layout';
import { ASIA } from './asia';
import { BENELUX } from './benelux';
import { CANADA } from './canada';
import { EAST_EUROPE } from './east-europe';
import { EXPORTS } from './exports';
import { FINTECH } from './fintech';
import { FRANCE } from './france';
import { GERMANY } from './germany';
import { GERMANY_MORE } from './germany-more';
import { INDIA } from './india';
import { LUSOPHONE } from './lusophone';
import { NORDIC } from './nordic';
import { SOUTH_EUROPE } from './south-europe';
import { SWISS } from './swiss';
import { UK } from './uk';
import { US } from './us';

/** Every layout of the corpus, by region. */
export const LAYOUTS: readonly CorpusLayout[] = [
  ...US,
  ...CANADA,
  ...UK,
  ...INDIA,
  ...GERMANY,
  ...GERMANY_MORE,
  ...BENELUX,
  ...FRANCE,
  ...SOUTH_EUROPE,
  ...LUSOPHONE,
  ...EAST_EUROPE,
  ...NORDIC,
  ...SWISS,
  ...ASIA,
  ...FINTECH,
  ...EXPORTS,
];
