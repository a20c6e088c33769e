import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Receipt } from './history';
import { receiptLines, receiptTitle } from './receipt-lines';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const LABEL_WIDTH = 150;
const TITLE_SIZE = 18;
const TEXT_SIZE = 11;
const LINE_GAP = 22;
const WRAPPED_LINE_HEIGHT = TEXT_SIZE * 1.3;

/**
 * The standard PDF fonts encode WinAnsi only: anything outside printable ASCII (a name in another
 * script) is shown as "?" rather than failing the whole receipt.
 */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E]/g, '?');
}

/** The receipt as a one-page A4 PDF with the same lines as the printable page. */
export async function receiptPdf(receipt: Receipt, supportEmail: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = receiptTitle(receipt);
  pdf.setTitle(title);
  pdf.setAuthor(printable(supportEmail));
  // A fixed date keeps the file a function of the payment alone.
  pdf.setCreationDate(new Date(receipt.paidAt));
  pdf.setModificationDate(new Date(receipt.paidAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  page.drawText(printable(title), { x: MARGIN, y, size: TITLE_SIZE, font: bold });
  y -= LINE_GAP * 2;
  const valueWidth = A4.width - 2 * MARGIN - LABEL_WIDTH;
  for (const line of receiptLines(receipt, supportEmail)) {
    page.drawText(printable(line.label), { x: MARGIN, y, size: TEXT_SIZE, font: bold });
    const value = printable(line.value);
    page.drawText(value, {
      x: MARGIN + LABEL_WIDTH,
      y,
      size: TEXT_SIZE,
      font: regular,
      maxWidth: valueWidth,
      lineHeight: WRAPPED_LINE_HEIGHT,
    });
    // pdf-lib wraps a long value at spaces; the next line goes below its last line.
    const lines = Math.max(1, Math.ceil(regular.widthOfTextAtSize(value, TEXT_SIZE) / valueWidth));
    y -= LINE_GAP + (lines - 1) * WRAPPED_LINE_HEIGHT;
  }
  return pdf.save();
}
