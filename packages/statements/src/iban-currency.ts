/**
 * The currency of the country an account's IBAN belongs to, for a statement that names none.
 * Only the countries whose accounts are held, almost always, in the country's own currency; an
 * IBAN of any other country (or one that fails its check digits) says nothing.
 */
// prettier-ignore
const CURRENCY_OF_COUNTRY: Readonly<Record<string, string>> = {
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR',
  GR: 'EUR', HR: 'EUR', IE: 'EUR', IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR',
  NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR', MC: 'EUR', SM: 'EUR',
  GB: 'GBP', CH: 'CHF', LI: 'CHF', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', BG: 'BGN',
  SE: 'SEK', DK: 'DKK', NO: 'NOK', IS: 'ISK', TR: 'TRY', IL: 'ILS', AE: 'AED', SA: 'SAR',
};

/** An IBAN as written in a statement, with or without its groups of four. */
const IBAN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/g;

/** Every valid IBAN in the text, without spaces. */
export function ibansIn(text: string): string[] {
  return [...text.matchAll(IBAN)]
    .map((match) => (match[1] ?? '').replace(/ /g, ''))
    .filter(isValidIban);
}

/** The currency the IBAN's country keeps its accounts in, or null. */
export function currencyOfIban(iban: string): string | null {
  return isValidIban(iban) ? (CURRENCY_OF_COUNTRY[iban.slice(0, 2)] ?? null) : null;
}

/** ISO 13616's check: the country and check digits moved to the end, the whole mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of moved) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
