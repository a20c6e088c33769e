import { describe, expect, it } from 'vitest';
import { money, type Cell } from './cells';
import { renderPdf } from './render-pdf';

/** Every text's left edge and the page width, read back from the PDF's content. */
function placements(bytes: Uint8Array): { width: number; texts: { x: number; text: string }[] } {
  const source = new TextDecoder('latin1').decode(bytes);
  const width = Number(/MediaBox \[0 0 ([\d.]+)/.exec(source)?.[1]);
  const texts = [...source.matchAll(/1 0 0 1 ([\d.]+) [\d.]+ Tm \((.*)\) Tj/g)].map((match) => ({
    x: Number(match[1]),
    text: match[2] ?? '',
  }));
  return { width, texts };
}

const header = ['Date', 'Text', 'Credit', 'Debit', 'Value date', 'Balance'];
const row = (day: number): Cell[] => [
  `2022-02-${String(day).padStart(2, '0')}`,
  'Migros Zürich HB',
  '',
  money(-4487, { sign: 'minus' }),
  `2022-02-${String(day).padStart(2, '0')}`,
  money(361641, { group: "'" }),
];

describe('renderPdf', () => {
  it('prints a long note under the table across the page, keeping every column on it', () => {
    const note =
      'This is not a document issued by the bank. The bank is not responsible for its content, ' +
      'which the account holder exported from online banking on a date of their own choosing.';
    const { width, texts } = placements(renderPdf([header, row(1), row(2), [], [note]], 0));
    expect(texts.find((text) => text.text === 'Balance')).toBeDefined();
    for (const text of texts) expect(text.x).toBeLessThan(width);
  });

  it('refuses a table too wide for a landscape page', () => {
    const wide = Array.from({ length: 12 }, () => 'A rather long column heading');
    expect(() => renderPdf([wide, wide], 0)).toThrow(/off the page/);
  });
});
