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
 * text is a bank export (OFX, QIF, CAMT.053, MT940) when it starts like one, and anything else
 * that decodes as text is read as CSV, whatever its name says, unless it is some other XML.
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
  const exported = bankExportFormat(decoded.text);
  if (exported) return exported;
  if (isMarkupSpreadsheet(decoded.text)) return 'xls';
  return isOtherXml(decoded.text) ? null : 'csv';
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

/** A field tag at the start of a line, as MT940 writes them. */
const MT940_OPENING = /(?:^|\n)\s*:20:/;
const MT940_BODY = /(?:^|\n)\s*:(?:60[FM]|61|25):/;

/**
 * The bank export a text starts as, or null: OFX by its SGML header or `<OFX>` (QFX is OFX with
 * Intuit's extras), QIF by its `!Type:` or `!Account` header, CAMT as XML naming the camt.052,
 * .053 or .054 schema or its root element (all three are read as 'camt053'), MT940 by `:20:` followed by a balance, account or
 * statement line tag, with or without SWIFT's `{1:`…`{4:` blocks around it.
 */
export function bankExportFormat(text: string): 'ofx' | 'qif' | 'camt053' | 'mt940' | null {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX\s*>/i.test(head)) return 'ofx';
  if (/^<\?xml[^>]*>\s*<\?OFX/i.test(head)) return 'ofx';
  if (/^!(Type|Account|Option|Clear)\b/i.test(head)) return 'qif';
  if (
    head.startsWith('<') &&
    /BkToCstmr(?:Stmt|AcctRpt|DbtCdtNtfctn)|camt\.05[234]\./.test(text.slice(0, 16384))
  ) {
    return 'camt053';
  }
  if (MT940_OPENING.test(head) && MT940_BODY.test(text.slice(0, 16384))) return 'mt940';
  return null;
}

/** XML that is none of the documents we read (a camt.056, an invoice…): not a table either. */
function isOtherXml(text: string): boolean {
  return /^<\?xml\s/.test(text.trimStart());
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
