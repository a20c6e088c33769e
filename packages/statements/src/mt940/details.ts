import { joinParts } from '../bank-export/join-parts';
import { tidy } from '../table/describe';

/** A `:86:` field read: the description it gives, and a reference if it names one. */
export interface Details {
  description: string;
  reference: string;
}

/** The longest piece of a subfield (`?20`…`?29`, `?32`, `?33`). */
const SUBFIELD_WIDTH = 27;
/** The longest line of a field; the first line holds the `:86:` tag too. */
const LINE_WIDTH = 65;
const FIRST_LINE_WIDTH = LINE_WIDTH - ':86:'.length;
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
  // Structured or not, the field's lines are cut at a width, not where its writer ended them.
  const unwrapped = value.includes('\n') ? value.replace(/\n/g, '') : value;
  const structured = /^\d{3}([^\w\s])\d{2}/.exec(unwrapped);
  if (!structured?.[1]) {
    const lines = value.split('\n');
    const widthOf = (index: number) => (index === 0 ? FIRST_LINE_WIDTH : LINE_WIDTH);
    return { description: joinPieces(lines, widthOf), reference: '' };
  }
  const { purpose: purposePieces, name: namePieces, posting } = subfields(unwrapped, structured[1]);
  const subfieldWidth = () => SUBFIELD_WIDTH;
  const purposeText = joinPieces(purposePieces, subfieldWidth);
  const sepa = purposeText.includes('+') ? sepaParts(purposeText) : null;
  const purpose = sepa ? sepa.purpose : purposeText;
  const endToEnd = sepa?.endToEnd ?? '';
  return {
    description:
      joinParts([joinPieces(namePieces, subfieldWidth), purpose]) ||
      joinPieces(posting, subfieldWidth),
    reference: endToEnd.toUpperCase() === 'NOTPROVIDED' ? '' : endToEnd,
  };
}

/** The subfields we read, in order: ?20–?29 and ?60–?63 purpose, ?32–?33 name, ?00 posting text. */
interface Subfields {
  purpose: string[];
  name: string[];
  posting: string[];
}

/**
 * Sorts the subfields after the business code into the ones we read: each separator followed by
 * two digits opens one; a separator followed by anything else (a question mark in the purpose)
 * is text.
 */
function subfields(text: string, separator: string): Subfields {
  const found: Subfields = { purpose: [], name: [], posting: [] };
  const opensAt = (index: number) => isDigit(text, index + 1) && isDigit(text, index + 2);
  let at = text.indexOf(separator, 3);
  while (at >= 0) {
    let next = text.indexOf(separator, at + 1);
    while (next >= 0 && !opensAt(next)) next = text.indexOf(separator, next + 1);
    const code = (text.charCodeAt(at + 1) - 48) * 10 + (text.charCodeAt(at + 2) - 48);
    const list =
      (code >= 20 && code <= 29) || (code >= 60 && code <= 63)
        ? found.purpose
        : code === 32 || code === 33
          ? found.name
          : code === 0
            ? found.posting
            : null;
    list?.push(text.slice(at + 3, next < 0 ? text.length : next));
    at = next;
  }
  return found;
}

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/**
 * Joins pieces that a bank cut to a fixed width: a piece of the full width was cut mid-text and
 * joins the next directly; a shorter one ended where its writer ended it, and a space follows.
 */
function joinPieces(pieces: readonly string[], widthOf: (index: number) => number): string {
  let joined = '';
  let cut = false;
  pieces.forEach((piece, index) => {
    joined += joined && !cut ? ` ${piece}` : piece;
    cut = piece.length >= widthOf(index);
  });
  return tidy(joined);
}

/**
 * The purpose's SVWZ+ text (the payer's own words) and EREF+ text (the end-to-end reference), or
 * null when it carries no SEPA keyword. Text before the first keyword counts as the purpose when
 * there is no SVWZ+.
 */
function sepaParts(purpose: string): { purpose: string; endToEnd: string } | null {
  let first = -1;
  for (const keyword of SEPA_KEYWORDS) {
    const at = purpose.indexOf(keyword);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return null;
  const textOf = (keyword: string): string | null => {
    const at = purpose.indexOf(keyword);
    if (at < 0) return null;
    const from = at + keyword.length;
    let next = purpose.length;
    for (const other of SEPA_KEYWORDS) {
      const found = purpose.indexOf(other, from);
      if (found >= 0 && found < next) next = found;
    }
    return purpose.slice(from, next).trim();
  };
  return {
    purpose: textOf('SVWZ+') ?? purpose.slice(0, first).trim(),
    endToEnd: textOf('EREF+') ?? '',
  };
}
