import { makeHistory } from './history';
import type { CorpusLayout, Expected, TableFormat } from './layout';
import { LAYOUTS } from './layouts';
import { renderBook, renderHtmlXls } from './render-book';
import { renderPdf } from './render-pdf';
import { renderCsv } from './render-text';

/** One file of the corpus: a layout written in one format, with the figures it must give. */
export interface CorpusCase {
  layout: string;
  country: string;
  format: string;
  fileName: string;
  bytes: Uint8Array;
  expected: Expected;
}

/** Every layout in every format it is written in; the same bytes on every run. */
export function corpusCases(layouts: readonly CorpusLayout[] = LAYOUTS): CorpusCase[] {
  return layouts.flatMap((layout): CorpusCase[] => {
    const history = makeHistory(layout.name, layout.history);
    const base = { layout: layout.name, country: layout.country };
    if (layout.kind === 'export') {
      const { text, expected } = layout.file(history);
      const extension = { ofx: 'ofx', qif: 'qif', camt: 'xml', mt940: 'sta' }[layout.format];
      return [
        {
          ...base,
          format: layout.format,
          fileName: `${layout.name}.${extension}`,
          bytes: new TextEncoder().encode(text),
          expected,
        },
      ];
    }
    const sheet = layout.sheet(history);
    return layout.formats.map((format) => ({
      ...base,
      format,
      fileName: fileNameOf(layout.name, format, layout.csv?.fileName),
      bytes: render(format, sheet.rows, sheet.header, layout),
      expected: sheet.expected,
    }));
  });
}

function render(
  format: TableFormat,
  rows: Parameters<typeof renderCsv>[0],
  header: number,
  layout: Extract<CorpusLayout, { kind: 'table' }>,
): Uint8Array {
  if (format === 'csv') return renderCsv(rows, layout.csv);
  if (format === 'xlsx' || format === 'xls') {
    return renderBook(rows, format, layout.nativeCells ?? false);
  }
  if (format === 'html') return renderHtmlXls(rows);
  return renderPdf(rows, header, { exactWidths: layout.pdfExactWidths ?? false });
}

function fileNameOf(name: string, format: TableFormat, csvName?: string): string {
  if (format === 'csv') return csvName ?? `${name}.csv`;
  return `${name}.${format === 'html' ? 'xls' : format}`;
}
