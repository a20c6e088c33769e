import { XMLParser } from 'fast-xml-parser';
import { decodeEntities } from '../bank-export/entities';

/** An element as fast-xml-parser gives it: text, or an object of children and `@` attributes. */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  [name: string]: XmlValue | undefined;
}

/** Elements that may repeat, always read as lists so one and many look alike. */
const LISTS = new Set([
  'Stmt',
  'Rpt',
  'Ntfctn',
  'Bal',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'Ustrd',
  'Strd',
]);

/**
 * The parser, set so that hostile XML costs nothing: entities are not processed at all (a DOCTYPE
 * is refused before parsing anyway; `decodeEntities` replaces the predefined ones after), values
 * stay text (an amount must never become a float), and nesting is capped far above CAMT's depth.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: 64,
  isArray: (name) => LISTS.has(name),
});

/**
 * Any `<!` that opens neither a comment nor CDATA: a DOCTYPE, ENTITY or other declaration. Bank
 * XML never declares any, and refusing them is what keeps entity expansion (the "billion laughs")
 * out entirely, whatever the parser's own limits are.
 */
export function hasDeclaration(text: string): boolean {
  let at = text.indexOf('<!');
  while (at >= 0) {
    if (!text.startsWith('<!--', at) && !text.startsWith('<![CDATA[', at)) return true;
    at = text.indexOf('<!', at + 2);
  }
  return false;
}

/** A document whose root element closes at its end: one that was not cut short. */
const CLOSED = /<\/(?:[\w.-]+:)?Document\s*>\s*$/;

/**
 * The document as elements, or null when it is not whole: cut short before its `</Document>`,
 * or so broken that the parser gives up. (fast-xml-parser's own validation is deprecated, and
 * a statement cut short is the damage that matters: it would silently lose its last entries.)
 */
export function parseXml(text: string): XmlElement | null {
  if (!CLOSED.test(text.slice(-256))) return null;
  try {
    const document: unknown = parser.parse(text);
    return isElement(document) ? document : null;
  } catch {
    // fast-xml-parser reports malformed XML by throwing; a value is what a reader returns.
    return null;
  }
}

export function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The element at this path of child names (the first of each list on the way). */
export function at(value: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = value;
  for (const name of path) {
    const element = Array.isArray(current) ? current[0] : current;
    current = isElement(element) ? element[name] : undefined;
  }
  return current;
}

/** The elements at this path as a list: none, one, or many. */
export function all(value: XmlValue | undefined, ...path: string[]): XmlValue[] {
  const found = at(value, ...path);
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** The text of the element at this path, its entities replaced; '' when there is none. */
export function text(value: XmlValue | undefined, ...path: string[]): string {
  let found = at(value, ...path);
  if (Array.isArray(found)) found = found[0];
  if (typeof found === 'string') return decodeEntities(found);
  const inner = isElement(found) ? found['#text'] : undefined;
  return typeof inner === 'string' ? decodeEntities(inner) : '';
}

/** An attribute of the element at this path; '' when there is none. */
export function attribute(value: XmlValue | undefined, name: string, ...path: string[]): string {
  let found = at(value, ...path);
  if (Array.isArray(found)) found = found[0];
  const attr = isElement(found) ? found[`@${name}`] : undefined;
  return typeof attr === 'string' ? decodeEntities(attr).trim() : '';
}
