/**
 * Writes small, valid PDF files with a real text layer, for tests and benchmarks: no dependency,
 * one Helvetica font (a standard font, so readers know its widths without embedding it), text
 * placed at absolute positions. Enough to imitate how banks lay out statements.
 */

/** One run of text; x and y in points from the page's bottom-left corner (y is the baseline). */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  /** Font size in points; 9 by default. */
  size?: number;
}

export interface PdfOptions {
  /** Page size in points; US Letter by default. */
  width?: number;
  height?: number;
  /**
   * Draws every text turned a quarter to the left, positions included: a landscape statement
   * laid out as given, then printed on its side (pages are then `height` wide, `width` high).
   */
  turned?: boolean;
}

/** Helvetica advance widths (per 1000 em) of the characters amounts are made of. */
// prettier-ignore
const WIDTHS: Record<string, number> = {
  '0': 556, '1': 556, '2': 556, '3': 556, '4': 556, '5': 556, '6': 556, '7': 556, '8': 556,
  '9': 556, ',': 278, '.': 278, '-': 333, ' ': 278, '(': 333, ')': 333, '$': 556, '/': 278,
  '€': 556, '£': 556, '+': 584,
};

/** Width of a text in Helvetica: exact for amounts, an average for letters. */
export function textWidth(text: string, size = 9): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char] ?? 556;
  return (units * size) / 1000;
}

/** Characters outside ASCII that WinAnsiEncoding places elsewhere than Latin-1 does. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };

/** A PDF string literal in WinAnsiEncoding, written in ASCII only (octal escapes). */
function literal(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/**
 * One indirect object, numbered by its place in the list from 1: a dictionary as text, or a
 * stream's data as bytes (written with a dictionary of its length alone). No object but a stream
 * holds a string, so protected-pdf.ts encrypts a file by encrypting its streams.
 */
export type PdfObject = string | Uint8Array;

/** Builds a PDF whose pages hold the given texts, one array per page. */
export function writeStatementPdf(
  pages: readonly PdfText[][],
  options: PdfOptions = {},
): Uint8Array {
  return serializePdf(statementPdfObjects(pages, options));
}

/** The objects of a PDF whose pages hold the given texts: catalog, page tree, font, then pages. */
export function statementPdfObjects(
  pages: readonly PdfText[][],
  options: PdfOptions = {},
): PdfObject[] {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const objects: PdfObject[] = [];
  const add = (object: PdfObject) => objects.push(object);
  const pageIds = pages.map((_, index) => 4 + index * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((texts, index) => {
    const content = texts
      .map(({ x, y, text, size = 9 }) => {
        const at = options.turned
          ? `0 1 -1 0 ${number(height - y)} ${number(x)} Tm`
          : `1 0 0 1 ${number(x)} ${number(y)} Tm`;
        return `BT /F1 ${number(size)} Tf ${at} ${literal(text)} Tj ET`;
      })
      .join('\n');
    const pageId = 4 + index * 2;
    const [pageWidth, pageHeight] = options.turned ? [height, width] : [width, height];
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${number(pageWidth)} ${number(pageHeight)}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    add(new TextEncoder().encode(content));
  });
  return objects;
}

export interface PdfFileOptions {
  /** The header's version; 1.4 by default. */
  version?: string;
  /** Entries added to the trailer's dictionary, e.g. `/Encrypt 9 0 R /ID [<…> <…>]`. */
  trailer?: string;
}

/** A PDF file of the given objects, with its cross-reference table. */
export function serializePdf(
  objects: readonly PdfObject[],
  { version = '1.4', trailer = '' }: PdfFileOptions = {},
): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  write(`%PDF-${version}\n`);
  const offsets = objects.map((object, index) => {
    const offset = length;
    write(`${index + 1} 0 obj\n`);
    if (typeof object === 'string') {
      write(object);
    } else {
      write(`<< /Length ${object.length} >>\nstream\n`);
      write(object);
      write('\nendstream');
    }
    write('\nendobj\n');
    return offset;
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const entries = [`/Size ${objects.length + 1} /Root 1 0 R`, trailer].filter(Boolean).join(' ');
  write(`${table}trailer\n<< ${entries} >>\nstartxref\n${xref}\n%%EOF\n`);
  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** One row of a generic bank statement; amounts already formatted (`1,234.56`). */
export interface StatementPdfRow {
  date: string;
  description: string;
  withdrawal?: string;
  deposit?: string;
  balance: string;
}

export interface StatementPdfLayout {
  /** Lines printed above the table on the first page (bank, account, period, balances). */
  preamble?: string[];
  /** Rows per page; 40 by default. */
  rowsPerPage?: number;
}

/** Right edges of the money columns, and where the text columns start. */
const COLUMNS = { date: 40, description: 110, withdrawals: 410, deposits: 490, balance: 572 };

/**
 * Lays out a generic bank statement: `Date | Description | Withdrawals | Deposits | Balance`,
 * money right-aligned, the header repeated on every page and a `Page N of M` footer. Returns
 * the pages for `writeStatementPdf`.
 */
export function statementPdfPages(
  rows: readonly StatementPdfRow[],
  layout: StatementPdfLayout = {},
): PdfText[][] {
  const perPage = layout.rowsPerPage ?? 40;
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const right = (x: number, y: number, text: string): PdfText => ({
    x: x - textWidth(text),
    y,
    text,
  });
  const pages: PdfText[][] = [];
  for (let page = 0; page < pageCount; page += 1) {
    const texts: PdfText[] = [];
    let y = 750;
    if (page === 0) {
      for (const line of layout.preamble ?? []) {
        texts.push({ x: COLUMNS.date, y, text: line });
        y -= 14;
      }
      y -= 10;
    }
    texts.push(
      { x: COLUMNS.date, y, text: 'Date' },
      { x: COLUMNS.description, y, text: 'Description' },
      right(COLUMNS.withdrawals, y, 'Withdrawals'),
      right(COLUMNS.deposits, y, 'Deposits'),
      right(COLUMNS.balance, y, 'Balance'),
    );
    y -= 20;
    for (const row of rows.slice(page * perPage, (page + 1) * perPage)) {
      texts.push({ x: COLUMNS.date, y, text: row.date });
      texts.push({ x: COLUMNS.description, y, text: row.description });
      if (row.withdrawal) texts.push(right(COLUMNS.withdrawals, y, row.withdrawal));
      if (row.deposit) texts.push(right(COLUMNS.deposits, y, row.deposit));
      texts.push(right(COLUMNS.balance, y, row.balance));
      y -= 14;
    }
    texts.push({ x: 270, y: 30, text: `Page ${page + 1} of ${pageCount}` });
    pages.push(texts);
  }
  return pages;
}

/** Minor units as a statement prints them: `1,234.56`, and `-12.50` for a negative balance. */
export function formatAmount(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${minor < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}
