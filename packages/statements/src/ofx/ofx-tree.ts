import { decodeEntities } from '../bank-export/entities';

/** An OFX element: an aggregate with children, or a leaf with a value. */
export interface OfxNode {
  name: string;
  value?: string;
  children: OfxNode[];
}

/** Deeper than any OFX statement nests (about eight levels): a file past it is not OFX. */
const MAX_DEPTH = 64;

/**
 * The leaves a statement may leave empty. In OFX 1.x SGML a leaf has no closing tag, so a tag
 * followed by nothing but another tag is taken for an aggregate; these are leaves even then, so
 * that an empty `<MEMO>` does not swallow the rest of its transaction.
 */
const LEAVES = new Set([
  'TRNTYPE', 'DTPOSTED', 'DTUSER', 'DTAVAIL', 'TRNAMT', 'FITID', 'CORRECTFITID', 'SRVRTID',
  'CHECKNUM', 'REFNUM', 'SIC', 'PAYEEID', 'NAME', 'EXTDNAME', 'MEMO', 'CURDEF', 'CURSYM',
  'CURRATE', 'BANKID', 'BRANCHID', 'ACCTID', 'ACCTTYPE', 'ACCTKEY', 'BALAMT', 'DTASOF',
  'DTSTART', 'DTEND', 'CODE', 'SEVERITY', 'MESSAGE', 'ORG', 'FID', 'TRNUID', 'DTSERVER',
  'LANGUAGE', 'DTPROFUP', 'DTACCTUP', 'MKTGINFO',
]); // prettier-ignore

/**
 * Reads OFX into a tree, whether 1.x SGML (`<NAME>Coffee` with no closing tag) or 2.x XML
 * (`<NAME>Coffee</NAME>`): text after a tag makes it a leaf, and a closing tag closes its
 * aggregate and any leaves or unclosed aggregates left open inside it. A closing tag with no open
 * element of its name is ignored, so a leaf's optional `</NAME>` costs nothing. Written by hand
 * because the OFX packages on npm either read only one of the two forms or pull in an XML stack,
 * and this is one linear pass with no regular expression over the whole text.
 * Returns null when the text has no `<OFX>` or nests deeper than any statement could.
 */
export function readOfxTree(text: string): OfxNode | null {
  const start = text.search(/<OFX\s*>/i);
  if (start < 0) return null;
  const root: OfxNode = { name: 'OFX', children: [] };
  const stack: OfxNode[] = [root];
  let at = text.indexOf('>', start) + 1;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) break;
    const close = text.indexOf('>', open + 1);
    // A tag cut off by the end of the file ends the reading; what came before it stands.
    if (close < 0) break;
    at = close + 1;
    const tag = text.slice(open + 1, close).trim();
    if (tag.startsWith('!--')) {
      const end = text.indexOf('-->', open + 4);
      at = end < 0 ? text.length : end + 3;
      continue;
    }
    if (tag.startsWith('!') || tag.startsWith('?') || tag === '') continue;
    if (tag.startsWith('/')) {
      closeElement(stack, nameOf(tag.slice(1)));
      continue;
    }
    const name = nameOf(tag);
    const parent = stack[stack.length - 1] ?? root;
    const next = text.indexOf('<', at);
    const value = text.slice(at, next < 0 ? text.length : next).trim();
    if (value !== '' || tag.endsWith('/') || LEAVES.has(name) || closesAt(text, next, name)) {
      parent.children.push({ name, value: decodeEntities(value), children: [] });
      continue;
    }
    if (stack.length >= MAX_DEPTH) return null;
    const node: OfxNode = { name, children: [] };
    parent.children.push(node);
    stack.push(node);
  }
  return root;
}

/** The tag's name without attributes or a self-closing slash, in capitals as OFX writes them. */
function nameOf(tag: string): string {
  const end = tag.search(/[\s/]/);
  return (end < 0 ? tag : tag.slice(0, end)).toUpperCase();
}

/** Whether the tag at `at` is `</name>`: an XML element written empty, `<MEMO></MEMO>`. */
function closesAt(text: string, at: number, name: string): boolean {
  if (at < 0 || text[at + 1] !== '/') return false;
  const end = text.indexOf('>', at);
  return end > 0 && nameOf(text.slice(at + 2, end).trim()) === name;
}

function closeElement(stack: OfxNode[], name: string): void {
  for (let depth = stack.length - 1; depth > 0; depth -= 1) {
    if (stack[depth]?.name === name) {
      stack.length = depth;
      return;
    }
  }
}

/** The first child of this name. */
export function child(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((item) => item.name === name);
}

/** The value of the leaf at this path of child names, or '' when there is none. */
export function valueAt(node: OfxNode | undefined, ...path: string[]): string {
  let current = node;
  for (const name of path) current = child(current, name);
  return current?.value ?? '';
}

/** Every element of these names under `node`, in document order, without descending into them. */
export function findAll(node: OfxNode, names: ReadonlySet<string>): OfxNode[] {
  const found: OfxNode[] = [];
  // An explicit stack: a walk by recursion would be bounded by the call stack, not the file.
  const pending: OfxNode[] = [...node.children].reverse();
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current) break;
    if (names.has(current.name)) {
      found.push(current);
      continue;
    }
    for (let index = current.children.length - 1; index >= 0; index -= 1) {
      const item = current.children[index];
      if (item) pending.push(item);
    }
  }
  return found;
}
