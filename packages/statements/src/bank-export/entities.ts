const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Replaces XML's five predefined entities (and `&nbsp;`, which OFX 1.x files written by hand
 * use) and numeric character references. Nothing a document declares is ever expanded: the XML
 * readers refuse a DOCTYPE, and here every reference is replaced by at most two characters, so
 * the text can only shrink. An unknown or invalid reference is left as it is.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : whole;
  });
}
