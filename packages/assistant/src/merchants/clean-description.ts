import { isKnownCurrency } from '@sheetwise/statements';
import { CITIES, COUNTRIES, US_STATES } from './place-names';

/**
 * Generic cleanup for descriptions no merchant rule knows: what is left is the payee's name.
 * Banks wrap the name in payment-rail prefixes (UPI/, NEFT CR-, POS), handles after `@`,
 * reference and card numbers, dates, exchange-rate notes and the card's city and country.
 */

/** Payment-rail and booking prefixes, stripped from the start again and again. */
const PREFIX =
  /^(?:UPI|NEFT|IMPS|RTGS|NACH|ACH|ECS|POS|BIL|BILLPAY|MMT|INB|TPT|VPS|VIN|DEB|FPO|FPI|DD|SO|BGC|CR|DR|CARD|DEBIT CARD|VISA|PURCHASE|PUR|SALE|TRF|TO|BY|REV|P2M|P2A|DEBIT|CREDIT|PIRKINYS|KARTENZAHLUNG|ACHAT|COMPRA|ACQUISTO|ZAKUP|KORTKOP|OSTO)(?:[\s\-/:*.]+|$)/;
/** BOI-style `POS31AUG` / `ATM08SEP`: a rail glued to the day of the purchase. */
const GLUED_PREFIX = /^(?:POS|ATM)\d{2}[A-Z]{3}\s*/;
/** Slash segments that name the purpose rather than the payee (`IMPS/RENT/MEHTA`). */
const PURPOSE =
  /^(?:RENT|SALARY|PAYMENT|PAY|RECHARGE|BILL|BILLS|REFUND|TRANSFER|CR|DR|UPI|P2M|P2A|NA|OTHERS?)$/;
const NOISE: readonly RegExp[] = [
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

/** The payee's name from a raw description, title-cased; the description itself if nothing is left. */
export function cleanDescription(description: string): string {
  let text = description.toUpperCase().replace(/\s+/g, ' ').trim();
  text = payeeSegment(stripPrefixes(text));
  // An amount in a currency (`9.4 LTL`, `202.40 USD`) is no part of a name.
  text = text.replace(AMOUNT_IN_CURRENCY, (match, code: string) =>
    isKnownCurrency(code) ? ' ' : match,
  );
  for (const pattern of NOISE) text = text.replace(pattern, ' ');
  text = text
    .replace(/ [-–] /g, ' ')
    // What the noise leaves of a date or a reference: `. .`, `( )`.
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .join(' ')
    .replace(TRAILING_PUNCT, '');
  text = stripPlaces(stripPrefixes(text)).replace(CORPORATE, '').replace(TRAILING_PUNCT, '');
  return titleCase(text === '' ? description.trim() : text);
}
