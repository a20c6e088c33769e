import type { CategoryId } from '../categories/category-table';

/**
 * Known merchants: how their names appear in bank descriptions (tested on the upper-cased
 * description), the name we show, their category, and other names a person may type. More
 * specific entries come first (Amazon Prime before Amazon, Uber Eats before Uber), because the
 * first match wins.
 */
export interface MerchantRule {
  name: string;
  pattern: RegExp;
  category: CategoryId;
  /** Lower-case names a question may use besides `name` itself. */
  aliases?: string[];
}

const rule = (
  name: string,
  pattern: RegExp,
  category: CategoryId,
  aliases?: string[],
): MerchantRule => (aliases ? { name, pattern, category, aliases } : { name, pattern, category });

// prettier-ignore
export const MERCHANTS: readonly MerchantRule[] = [
  // Subscriptions and entertainment.
  rule('Amazon Prime', /AMAZON ?PRIME|PRIME ?VIDEO|AMZN ?PRIME/, 'subscriptions', ['prime video', 'prime']),
  rule('Netflix', /NETFLIX/, 'subscriptions'),
  rule('Spotify', /SPOTIFY/, 'subscriptions'),
  rule('Disney+', /DISNEY|HOTSTAR/, 'subscriptions', ['disney', 'hotstar']),
  rule('YouTube Premium', /YOUTUBE ?PREMIUM|GOOGLE ?\*?YOUTUBE/, 'subscriptions', ['youtube']),
  rule('Apple', /APPLE\.COM|ITUNES/, 'subscriptions', ['itunes']),
  rule('Hulu', /\bHULU\b/, 'subscriptions'),
  rule('HBO Max', /\bHBO\b/, 'subscriptions', ['hbo']),
  rule('NOW TV', /\bNOW ?TV\b/, 'subscriptions', ['nowtv']),
  rule('Audible', /AUDIBLE/, 'subscriptions'),
  // Shopping.
  rule('Amazon', /AMAZON|\bAMZN/, 'shopping', ['amzn']),
  rule('Flipkart', /FLIPKART/, 'shopping'),
  rule('Myntra', /MYNTRA/, 'shopping'),
  rule('Meesho', /MEESHO/, 'shopping'),
  rule('Nykaa', /NYKAA/, 'shopping'),
  rule('eBay', /\bEBAY\b/, 'shopping'),
  rule('Target', /\bTARGET\b/, 'shopping'),
  rule('JCPenney', /J ?C ?PENNEY/, 'shopping', ['jc penney']),
  rule('IKEA', /\bIKEA\b/, 'shopping'),
  rule('PayPal', /PAYPAL/, 'shopping'),
  // Groceries.
  rule('BigBasket', /BIG ?BASKET/, 'groceries', ['big basket']),
  rule('Blinkit', /BLINKIT|GROFERS/, 'groceries'),
  rule('Zepto', /\bZEPTO\b/, 'groceries'),
  rule('DMart', /\bD[ -]?MART\b|AVENUE SUPERMARTS/, 'groceries', ['d mart']),
  rule('Reliance Fresh', /RELIANCE (FRESH|SMART)/, 'groceries'),
  rule('Tesco', /TESCO/, 'groceries'),
  rule('Lidl', /\bLIDL\b/, 'groceries'),
  rule('Aldi', /\bALDI\b/, 'groceries'),
  rule('Spar', /\b(?:EURO|INTER)?SPAR\b/, 'groceries', ['eurospar', 'interspar']),
  rule('Penny', /\bPENNY\b/, 'groceries'),
  rule('Rewe', /\bREWE\b/, 'groceries'),
  rule('Edeka', /\bEDEKA\b/, 'groceries'),
  rule('Mercadona', /MERCADONA/, 'groceries'),
  rule('Hofer', /\bHOFER\b/, 'groceries'),
  rule('Billa', /\bBILLA\b/, 'groceries'),
  rule("Sainsbury's", /SAINSBURY/, 'groceries', ['sainsbury', 'sainsburys']),
  rule('Asda', /\bASDA\b/, 'groceries'),
  rule('Waitrose', /WAITROSE/, 'groceries'),
  rule('Walmart', /WAL-?MART|\bWM SUPERCENTER|\bWMT\b/, 'groceries', ['wm supercenter']),
  rule('Kroger', /KROGER/, 'groceries'),
  rule('Whole Foods', /WHOLE ?FOODS|WHOLEFDS/, 'groceries'),
  rule("Trader Joe's", /TRADER JOE/, 'groceries', ['trader joes']),
  rule('Costco', /COSTCO/, 'groceries'),
  rule('Carrefour', /CARREFOUR/, 'groceries'),
  rule('7-Eleven', /7[ -]?ELEVEN/, 'groceries', ['7 eleven', 'seven eleven']),
  // Food delivery and dining.
  rule('Uber Eats', /UBER ?EATS/, 'dining'),
  rule('Swiggy', /SWIGGY/, 'dining'),
  rule('Zomato', /ZOMATO/, 'dining'),
  rule('DoorDash', /DOOR ?DASH/, 'dining', ['door dash']),
  rule('Deliveroo', /DELIVEROO/, 'dining'),
  rule('Grubhub', /GRUBHUB/, 'dining'),
  rule('Just Eat', /JUST ?EAT/, 'dining'),
  rule("McDonald's", /MC ?DONALD/, 'dining', ['mcdonalds', 'mcd']),
  rule('Taco Bell', /TACO ?BELL/, 'dining'),
  rule("Papa John's", /PAPA ?JOHN/, 'dining', ['papa johns']),
  rule("Domino's", /DOMINO/, 'dining', ['dominos']),
  rule('KFC', /\bKFC\b/, 'dining'),
  rule('Starbucks', /STARBUCKS/, 'dining'),
  rule("Wendy's", /WENDY/, 'dining', ['wendys']),
  rule('IHOP', /\bIHOP\b/, 'dining'),
  // Telecom and utilities.
  rule('Jio', /\bJIO\b|RELIANCE JIO/, 'utilities'),
  rule('Airtel', /AIRTEL/, 'utilities'),
  rule('Vodafone', /VODAFONE/, 'utilities'),
  rule('BSNL', /\bBSNL\b/, 'utilities'),
  rule('Verizon', /VERIZON/, 'utilities'),
  rule('AT&T', /\bAT ?& ?T\b/, 'utilities', ['att']),
  rule('T-Mobile', /T-?MOBILE/, 'utilities'),
  rule('Comcast', /COMCAST|XFINITY/, 'utilities', ['xfinity']),
  rule('Tata Power', /TATA POWER/, 'utilities'),
  // Transport.
  rule('Uber', /\bUBER\b/, 'transport'),
  rule('Ola', /\bOLA\b|OLACABS|ANI TECHNOLOGIES/, 'transport'),
  rule('Rapido', /RAPIDO/, 'transport'),
  rule('Lyft', /\bLYFT\b/, 'transport'),
  rule('IRCTC', /IRCTC/, 'transport'),
  rule('Shell', /\bSHELL\b/, 'transport'),
  rule('BP', /\bBP\b/, 'transport'),
  rule('Circle K', /CIRCLE ?K\b/, 'transport'),
  rule('Texaco', /TEXACO/, 'transport'),
  rule('Statoil', /STATOIL/, 'transport'),
  rule('Chevron', /CHEVRON/, 'transport'),
  rule('Exxon', /EXXON/, 'transport'),
  rule('RaceTrac', /RACETRAC/, 'transport'),
  rule('Indian Oil', /INDIAN ?OIL|\bIOCL\b/, 'transport'),
  rule('HPCL', /\bHPCL\b/, 'transport'),
  rule('Advance Auto Parts', /ADVANCE AUTO/, 'transport'),
  // Bank lines that are not merchants, named so that they group and read well.
  rule('Cash withdrawal', /\bATM[DW]?(?![A-Z])|\bATW\b|CASH ?WDL|CASH WITHDRAWAL|\bNWD\b|BANKOMAT|GELDAUTOMAT|REINTEGRO/, 'cash'),
  rule('Bank charges', /\bCHRG\b|SMS ALERT|\bAMC\b|SERVICE CHARGES?\b/, 'fees'),
];
