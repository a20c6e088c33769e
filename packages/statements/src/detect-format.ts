import { decodeText } from './decode-text';
import type { StatementFormat } from './types';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
/** An even number of bytes, so a UTF-16 sample keeps whole code units. */
const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * Tells a statement's format from its bytes; the name only breaks ties the bytes leave open.
 * A PDF is `%PDF`, an XLS is an OLE2 compound file or spreadsheet markup, an XLSX is a zip;
 * anything else that decodes as text (and is not OFX or QIF) is read as CSV, whatever its name
 * says.
 * Returns null for formats we do not read.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): StatementFormat | null {
  if (startsWith(bytes, PDF, 0) || (hasPdfNearStart(bytes) && /\.pdf$/i.test(fileName))) {
    return 'pdf';
  }
  if (isOle2(bytes)) return 'xls';
  if (startsWith(bytes, ZIP, 0)) return 'xlsx';
  // Telling text from binary needs only the start of the file; the server asks this before it
  // hands the file to the parse process, so it must stay cheap for a 10 MB upload.
  const decoded = decodeText(bytes.subarray(0, TEXT_SAMPLE_BYTES));
  if (!decoded.ok) return null;
  if (isOtherTextFormat(decoded.text)) return null;
  return isMarkupSpreadsheet(decoded.text) ? 'xls' : 'csv';
}

/**
 * An "XLS" that is really markup: an HTML table with Excel's MIME type (Krungthai and many Indian
 * and Thai banks export so), or SpreadsheetML 2003 XML. SheetJS reads both as a workbook.
 */
export function isMarkupSpreadsheet(text: string): boolean {
  const head = text.slice(0, 4096).trimStart().toLowerCase();
  if (!head.startsWith('<')) return false;
  if (head.includes('urn:schemas-microsoft-com:office:spreadsheet')) return true;
  return /<(html|head|body|table)[\s>]/.test(head) && text.toLowerCase().includes('<table');
}

/** OFX (SGML or XML) and QIF are text, but not tables: we name them and refuse them. */
export function isOtherTextFormat(text: string): boolean {
  const head = text.slice(0, 2048).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head)) return true;
  if (/^<\?xml[^>]*>\s*<\?OFX/i.test(head)) return true;
  return /^!(Type|Account|Option)\s*:?/i.test(head);
}

/** A Compound File (BIFF .xls), by its signature. */
export function isOle2(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE2, 0);
}

function startsWith(bytes: Uint8Array, signature: number[], offset: number): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** Some producers put junk before `%PDF`; readers accept it within the first kilobyte. */
function hasPdfNearStart(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - PDF.length, 1024);
  for (let i = 1; i <= limit; i += 1) {
    if (startsWith(bytes, PDF, i)) return true;
  }
  return false;
}
