import { escapeHtml, plainPage } from '../../platform/html';
import type { Receipt } from './history';
import { receiptLines, receiptTitle } from './receipt-lines';

// Inline styles are allowed by the page CSP; scripts are not, so printing is the browser's own.
const STYLE = `
body { font-family: system-ui, sans-serif; color: #111; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
@media print { nav, .print-hint { display: none; } body { margin: 0; } }
`;

/** The printable receipt: a page of plain HTML, every value escaped, with no script. */
export function receiptPage(
  receipt: Receipt,
  { supportEmail, pdfHref }: { supportEmail: string; pdfHref: string },
): string {
  const title = escapeHtml(receiptTitle(receipt));
  const rows = receiptLines(receipt, supportEmail)
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('\n');
  const nav = `<nav aria-label="Receipt"><a href="/settings">Back to settings</a> · <a href="${escapeHtml(pdfHref)}">Download PDF</a></nav>\n`;
  const body = `<h1>${title}</h1>
<dl>
${rows}
</dl>
<p class="print-hint">Use your browser’s Print command to print this receipt or save it as a PDF.</p>`;
  return plainPage(receiptTitle(receipt), STYLE, body, nav);
}
