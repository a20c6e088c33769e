import { CASH_WITHDRAWAL } from '../categories/category-rules';
import { NORTH_AMERICA, LATIN_AMERICA } from './lexicon/americas';
import { BRITISH_ISLES } from './lexicon/british-isles';
import { DACH } from './lexicon/dach';
import { EAST_ASIA } from './lexicon/east-asia';
import { GLOBAL } from './lexicon/global';
import { INDIA } from './lexicon/india';
import { CENTRAL_EUROPE, NORDICS } from './lexicon/north-central-europe';
import { AFRICA_MIDDLE_EAST, OCEANIA } from './lexicon/oceania-africa-gulf';
import { type MerchantRule, rule } from './lexicon/rule';
import { SOUTH_EUROPE } from './lexicon/south-europe';
import { SOUTHEAST_ASIA } from './lexicon/southeast-asia';
import { WEST_EUROPE } from './lexicon/west-europe';

export type { MerchantRule } from './lexicon/rule';

/**
 * Bank lines that are not merchants, named so that they group and read well. Last, so that an
 * ATM of a named bank or shop is still read as cash by the category rules but keeps the name.
 */
// prettier-ignore
const BANK_LINES = [
  rule('Cash withdrawal', CASH_WITHDRAWAL, 'cash'),
  rule('Bank charges', /\bCHRG\b|SMS ALERT|\bAMC\b|SERVICE CHARGES?\b/, 'fees'),
];

/**
 * The merchant lexicon, one table per region (lexicon/), each region's countries together. The
 * tables are tried in this order and the first rule that matches wins: brands found everywhere
 * first, then each region's own chains, then the bank's own lines.
 */
export const MERCHANT_TABLES: readonly (readonly MerchantRule[])[] = [
  GLOBAL,
  NORTH_AMERICA,
  LATIN_AMERICA,
  BRITISH_ISLES,
  INDIA,
  DACH,
  WEST_EUROPE,
  SOUTH_EUROPE,
  NORDICS,
  CENTRAL_EUROPE,
  EAST_ASIA,
  SOUTHEAST_ASIA,
  OCEANIA,
  AFRICA_MIDDLE_EAST,
  BANK_LINES,
];

export const MERCHANTS: readonly MerchantRule[] = MERCHANT_TABLES.flat();
