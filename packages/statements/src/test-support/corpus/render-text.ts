import iconv from 'iconv-lite';
import { textOf, type Cell } from './cells';
import type { CsvStyle } from './layout';

/**
 * A delimited text file as the bank writes it: its delimiter, quoting, escaping, line ends,
 * byte-order mark and encoding. Money cells count as numbers for `quote: 'text'`.
 */
export function renderCsv(rows: readonly (readonly Cell[])[], style: CsvStyle = {}): Uint8Array {
  const delimiter = style.delimiter ?? ',';
  const quoteMode = style.quote ?? 'needed';
  const escape = style.escape === 'backslash' ? '\\"' : '""';
  const field = (cell: Cell) => {
    const text = textOf(cell);
    const must = text.includes(delimiter) || /["\r\n]/.test(text);
    const isMoney = typeof cell === 'object' && 'value' in cell;
    const quoted = must || quoteMode === 'all' || (quoteMode === 'text' && !isMoney && text !== '');
    return quoted ? `"${text.replace(/"/g, escape)}"` : text;
  };
  const eol = style.eol ?? '\n';
  const tail = style.trailingDelimiter ? delimiter : '';
  const text =
    rows.map((row) => row.map(field).join(delimiter) + (row.length ? tail : '')).join(eol) + eol;
  const encoding = style.encoding ?? 'utf-8';
  if (encoding === 'utf-8') {
    return new TextEncoder().encode(style.bom ? `\uFEFF${text}` : text);
  }
  return new Uint8Array(iconv.encode(text, encoding));
}
