import { columnNumber } from '@sheetwise/sync';
/**
 * The little XML the workbook connector reads and writes by hand. Sheet parts are scanned with
 * regular expressions rather than parsed into trees: a 100,000-row sheet is two million cells,
 * and only their positions, kinds and values matter here.
 */

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Excel's escape for characters XML 1.0 cannot hold (and for a literal `_x` sequence). */
const EXCEL_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

export function decodeXmlEntities(text: string): string {
  return text.includes('&')
    ? text.replace(ENTITY, (_, decimal?: string, hex?: string, name?: string) =>
        name
          ? (NAMED[name] ?? '')
          : String.fromCodePoint(Number.parseInt(decimal ?? hex ?? '0', decimal ? 10 : 16)),
      )
    : text;
}

/** A cell text's content: its entities and Excel's `_xHHHH_` escapes decoded. */
export function decodeCellText(text: string): string {
  const unescaped = decodeXmlEntities(text);
  return unescaped.includes('_x')
    ? unescaped.replace(EXCEL_ESCAPE, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : unescaped;
}

// Control characters XML 1.0 forbids, and carriage returns, which XML readers turn into line feeds.
const NEEDS_EXCEL_ESCAPE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000D\u000E-\u001F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;

/** Text as Excel stores it in a `<t>` element: escaped so that reading it gives it back exactly. */
export function encodeXmlText(text: string): string {
  return text
    .replace(
      NEEDS_EXCEL_ESCAPE,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The value of one attribute in an element's attribute text, decoded; undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
  return match?.[1] === undefined ? undefined : decodeXmlEntities(match[1]);
}

/** The texts of every `<t>` in `xml`, joined: a string item's or inline string's plain text. */
export function joinedTexts(xml: string): string {
  let text = '';
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g))
    text += decodeCellText(match[1] ?? '');
  return text;
}

/** `A1`-style reference → 0-based row and column; undefined when it is not one. */
export function parseCellReference(reference: string): { row: number; column: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)$/.exec(reference);
  if (!match?.[1] || !match[2]) return undefined;
  return { row: Number(match[2]) - 1, column: columnNumber(match[1]) - 1 };
}
