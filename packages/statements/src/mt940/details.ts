import { joinParts } from '../bank-export/join-parts';
import { tidy } from '../table/describe';

/** A `:86:` field read: the description it gives, and a reference if it names one. */
export interface Details {
  description: string;
  reference: string;
}

/** The longest piece of a subfield (`?20`…`?29`, `?32`, `?33`) and of an unstructured line. */
const SUBFIELD_WIDTH = 27;
const LINE_WIDTH = 65;
/** SEPA keywords inside the purpose (German banks): SVWZ+ is the payer's own words. */
const SEPA_KEYWORDS = [
  'EREF+',
  'KREF+',
  'MREF+',
  'CRED+',
  'DEBT+',
  'COAM+',
  'OAMT+',
  'SVWZ+',
  'ABWA+',
  'ABWE+',
];

/**
 * Reads `:86:`. Structured (German banks and others following the ZKA layout) it is a three-digit
 * business code, then subfields each opened by a separator (`?`, sometimes another sign) and two
 * digits: ?00 the posting text, ?20–?29 and ?60–?63 the purpose, ?32–?33 the counterparty's
 * name. The description is the name, then the purpose (its SVWZ+ part when the purpose carries
 * SEPA keywords), else the posting text. Anything else is free text.
 */
export function readDetails(value: string): Details {
  const structured = /^\d{3}([^\w\s])\d{2}/.exec(value.replace(/\n/g, ''));
  if (!structured?.[1])
    return { description: joinPieces(value.split('\n'), LINE_WIDTH), reference: '' };
  const fields = subfields(value.replace(/\n/g, '').slice(3), structured[1]);
  const pieces = (codes: (code: number) => boolean) =>
    joinPieces(
      fields.filter(({ code }) => codes(code)).map(({ text }) => text),
      SUBFIELD_WIDTH,
    );
  const purposeText = pieces((code) => (code >= 20 && code <= 29) || (code >= 60 && code <= 63));
  const name = pieces((code) => code === 32 || code === 33);
  const sepa = sepaParts(purposeText);
  const purpose = sepa ? (sepa.get('SVWZ+') ?? sepa.get('') ?? '') : purposeText;
  const postingText = pieces((code) => code === 0);
  const endToEnd = sepa?.get('EREF+') ?? '';
  return {
    description: joinParts([name, purpose]) || postingText,
    reference: endToEnd.toUpperCase() === 'NOTPROVIDED' ? '' : endToEnd,
  };
}

/** The subfields in order: each separator followed by two digits opens one. */
function subfields(text: string, separator: string): { code: number; text: string }[] {
  const found: { code: number; text: string }[] = [];
  let at = text.indexOf(separator);
  while (at >= 0) {
    const code = text.slice(at + 1, at + 3);
    let next = text.indexOf(separator, at + 1);
    // A separator inside the text (a question mark in the purpose) opens no subfield.
    while (next >= 0 && !/^\d{2}$/.test(text.slice(next + 1, next + 3))) {
      next = text.indexOf(separator, next + 1);
    }
    if (/^\d{2}$/.test(code)) {
      found.push({ code: Number(code), text: text.slice(at + 3, next < 0 ? text.length : next) });
    }
    at = next;
  }
  return found;
}

/**
 * Joins pieces that a bank cut to a fixed width: a piece of the full width was cut mid-text and
 * joins the next directly; a shorter one ended where its writer ended it, and a space follows.
 */
function joinPieces(pieces: readonly string[], width: number): string {
  let joined = '';
  let cut = false;
  for (const piece of pieces) {
    joined += joined && !cut ? ` ${piece}` : piece;
    cut = piece.length >= width;
  }
  return tidy(joined);
}

/** The purpose split at its SEPA keywords, or null when it has none. Text before them is ''. */
function sepaParts(purpose: string): Map<string, string> | null {
  const marks: { keyword: string; at: number }[] = [];
  for (const keyword of SEPA_KEYWORDS) {
    const at = purpose.indexOf(keyword);
    if (at >= 0) marks.push({ keyword, at });
  }
  if (marks.length === 0) return null;
  marks.sort((a, b) => a.at - b.at);
  const parts = new Map<string, string>();
  const lead = purpose.slice(0, marks[0]?.at ?? 0).trim();
  if (lead) parts.set('', lead);
  marks.forEach(({ keyword, at }, index) => {
    const end = marks[index + 1]?.at ?? purpose.length;
    parts.set(keyword, purpose.slice(at + keyword.length, end).trim());
  });
  return parts;
}
