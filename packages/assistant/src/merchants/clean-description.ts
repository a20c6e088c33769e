import { isKnownCurrency } from '@sheetwise/contracts';
import { CITIES, COUNTRIES, US_STATES } from './place-names';

/**
 * Generic cleanup for descriptions no merchant rule knows: what is left is the payee's name.
 * Banks wrap the name in payment-rail prefixes (UPI/, NEFT CR-, POS), handles after `@`,
 * reference and card numbers, dates, exchange-rate notes and the card's city and country.
 */

/** Payment-rail and booking prefixes, stripped from the start again and again. */
const PREFIX =
  /^(?:UPI|NEFT|IMPS|RTGS|NACH|ACH|ECS|POS|BIL|BILLPAY|MMT|INB|TPT|VPS|VIN|DEB|FPO|FPI|DD|SO|BGC|CR|DR|CARD|DEBIT CARD|VISA|PURCHASE|PUR|SALE|TRF|TO|BY|REV|P2M|P2A|DEBIT|CREDIT|PIRKINYS|KARTENZAHLUNG|ACHAT|TPV|COMPRA|ACQUISTO|ZAKUP|KORTKOP|OSTO|POS PURCHASE|DEBIT ORDER|BETALING BANCONTACT|BETALING|DOMICILIERING)(?:[\s\-/:*.]+|$)/;
/** BOI-style `POS31AUG` / `ATM08SEP`: a rail glued to the day of the purchase. */
const GLUED_PREFIX = /^(?:POS|ATM)\d{2}[A-Z]{3}\s*/;
/** Slash segments that name the purpose rather than the payee (`IMPS/RENT/MEHTA`). */
const PURPOSE =
  /^(?:RENT|SALARY|PAYMENT|PAY|RECHARGE|BILL|BILLS|REFUND|TRANSFER|CR|DR|UPI|P2M|P2A|NA|OTHERS?)$/;
const MONTH = '(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)';
const MONTH_WORD = new RegExp(`^${MONTH}$`);
const NOISE: readonly RegExp[] = [
  new RegExp(`\\b\\d{1,2}[ -]${MONTH}\\b`, 'g'), // dates: 22 SEP, before their digits go
  /\S+@\S+/g, // UPI handles: swiggy@axisbank
  /\bX{3,}\w*/g, // masked numbers: xxxxxxYYYY
  /\b\d{4,}X+\d*\b|\bX{2,}\d+\b|\*+\d{2,}\b|\d{6}\*+\d+/g, // masked card numbers
  /\bCD \d{4}\b/g, // Lloyds: CD 1417
  /\bREF\b\s*:?\s*\S+/g, // REF : 998877
  /\b\d+(?:\.\d+)?%/g, // 2.75%
  /\b[A-Z]*\d[A-Z\d]*\d[A-Z\d]*\b/g, // references, dates (01DEC23), amounts with digits
  /\b\d+\.\d+\b/g, // amounts and exchange rates
  /\bVISAXR\b|\bEUROS?\b|\bDOLLAROS?\b|\bUSD\b|\bEUR\b|\bGBP\b/g,
  /\b\d{1,2}:\d{2}\b/g, // times
  /\b\d+\b/g, // any remaining bare number
];
const AMOUNT_IN_CURRENCY = /\b\d+(?:[.,]\d+)*\s+([A-Z]{3})\b/g;
const CORPORATE = /\s+(?:LTD|LIMITED|PVT|PRIVATE|INC|LLC|CORP|CO|PLC|GMBH|SA|BV)\.?$/;
const TRAILING_PUNCT = /^[\s\-/:*.,#&+]+|[\s\-/:*.,#&+]+$/g;

function stripPrefixes(text: string): string {
  let current = text;
  for (let guard = 0; guard < 8; guard++) {
    const next = current.replace(GLUED_PREFIX, '').replace(PREFIX, '').trim();
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The first slash segment that names someone, skipping purposes, handles and references. */
function payeeSegment(text: string): string {
  const segments = text.split('/').map((segment) => segment.trim());
  const named = segments.find(
    (segment) =>
      segment !== '' &&
      !segment.includes('@') &&
      !PURPOSE.test(segment) &&
      /[A-Z]{2}/.test(segment),
  );
  return named ?? text;
}

function stripPlaces(text: string): string {
  let current = text;
  for (let guard = 0; guard < 4; guard++) {
    const words = current.split(' ');
    const last = words[words.length - 1] ?? '';
    if (words.length > 1 && (US_STATES.has(last) || COUNTRIES.has(last))) {
      current = words.slice(0, -1).join(' ');
      continue;
    }
    const city = CITIES.find((name) => current.endsWith(` ${name}`));
    if (!city) break;
    current = current.slice(0, -city.length - 1);
  }
  return current;
}

/** `DOMINO'S PIZ` → `Domino's Piz`; words without vowels are acronyms and stay upper case (HMRC). */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) =>
      /^[A-Z&]{2,}$/.test(word) && !/[AEIOUY]/.test(word)
        ? word
        : word
            .toLowerCase()
            .replace(
              /(^|[-/(])([a-z])/g,
              (_, mark: string, letter: string) => mark + letter.toUpperCase(),
            ),
    )
    .join(' ');
}

/**
 * A number that opens a name and is part of it: `365 ONLINE`, `3 MOBILE`, `24 HOUR FITNESS`,
 * `7-ELEVEN`. Short, and followed by a word that is no month (`22 SEP` is a date) and no
 * currency (`5 USD` is an amount).
 */
const NUMBER_IN_NAME = /^(\d{1,3}[ -])([A-Z][A-Z'&]+)\b/;
/**
 * Words that say how money moved, not who took it: a payee of these alone (`ONLINE`, `PAYMENT`)
 * names no one, and the description's own words tell more.
 */
const GENERIC = new Set([
  'ONLINE',
  'PAYMENT',
  'PAYMENTS',
  'TRANSFER',
  'TRANSFERS',
  'CARD',
  'PURCHASE',
  'DEBIT',
  'CREDIT',
  'BILL',
  'DEPOSIT',
  'WITHDRAWAL',
  'CHARGE',
  'TRANSACTION',
  'POS',
  'ATM',
  'BANKING',
  'INTERNET',
  'MOBILE',
  'TO',
  'FROM',
  'BY',
  'FOR',
]);

function isGeneric(name: string): boolean {
  return name.split(' ').every((word) => GENERIC.has(word));
}

/** The text without noise: handles, references, amounts, dates; only words with letters or digits. */
function withoutNoise(text: string): string {
  // An amount in a currency (`9.4 LTL`, `202.40 USD`) is no part of a name.
  let rest = text.replace(AMOUNT_IN_CURRENCY, (match, code: string) =>
    isKnownCurrency(code) ? ' ' : match,
  );
  for (const pattern of NOISE) rest = rest.replace(pattern, ' ');
  return (
    rest
      .replace(/ [-–] /g, ' ')
      // What the noise leaves of a date or a reference: `. .`, `( )`.
      .split(' ')
      .filter((word) => /[\p{L}\p{N}]/u.test(word))
      .join(' ')
      .replace(TRAILING_PUNCT, '')
  );
}

/** The payee from an upper-cased description: no rails, purposes, noise, places or `LTD`. */
function payeeOf(text: string): string {
  const payee = payeeSegment(stripPrefixes(text));
  const opening = NUMBER_IN_NAME.exec(payee);
  const [, number = '', word = ''] = opening ?? [];
  const numbered = opening !== null && !MONTH_WORD.test(word) && !isKnownCurrency(word);
  const rest = stripPlaces(
    stripPrefixes(withoutNoise(numbered ? payee.slice(number.length) : payee)),
  )
    .replace(CORPORATE, '')
    .replace(TRAILING_PUNCT, '');
  return numbered && rest.startsWith(word) ? `${number}${rest}` : rest;
}

/**
 * The payee's name from a raw description, title-cased. When what is left says only how money
 * moved (`365 Online` must not become `Online`), the description's meaningful words; when those
 * name no one either, the description itself.
 */
export function cleanDescription(description: string): string {
  const spaced = description.replace(/\s+/g, ' ').trim();
  const text = spaced.toUpperCase();
  const payee = payeeOf(text);
  if (payee !== '' && !isGeneric(payee)) return titleCase(payee);
  const words = withoutNoise(text);
  return words !== '' && !isGeneric(words) ? titleCase(words) : spaced;
}
