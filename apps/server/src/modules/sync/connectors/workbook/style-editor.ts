import { readCellStyles, type CellStyles } from './cell-styles';

/**
 * Cell formats added to the styles part when a written value needs another number format (a
 * date into an unformatted cell): the cell's own format copied with the number format swapped,
 * so its font, fill and borders stay.
 */
export class StyleEditor {
  private readonly styles: CellStyles;
  private readonly xfs: string[];
  private readonly added = new Map<string, number>();

  constructor(private readonly stylesXml: string) {
    this.styles = readCellStyles(stylesXml);
    const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
    this.xfs = [...cellXfs.matchAll(/<xf\b[^>]*?\/>|<xf\b[^>]*>[\s\S]*?<\/xf>/g)].map(([xf]) => xf);
  }

  isDate(styleIndex: number): boolean {
    return this.styles.isDateFormat(this.styles.formatIds[styleIndex] ?? 0);
  }

  /** The index of a format like `styleIndex` with number format `formatId`. */
  withNumberFormat(styleIndex: number, formatId: number): number {
    const key = `${styleIndex}:${formatId}`;
    const known = this.added.get(key);
    if (known !== undefined) return known;
    const base =
      this.xfs[styleIndex] ?? '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>';
    const attributes = ` numFmtId="${formatId}" applyNumberFormat="1"`;
    const xf = base
      .replace(/\s(?:numFmtId|applyNumberFormat)="[^"]*"/g, '')
      .replace(/^<xf\b/, `<xf${attributes}`);
    this.xfs.push(xf);
    this.added.set(key, this.xfs.length - 1);
    return this.xfs.length - 1;
  }

  /** The styles part with the added formats, or undefined when nothing was added. */
  edited(): string | undefined {
    if (this.added.size === 0) return undefined;
    const cellXfs = `<cellXfs count="${this.xfs.length}">${this.xfs.join('')}</cellXfs>`;
    return this.stylesXml.replace(
      /<cellXfs\b[^>]*>[\s\S]*?<\/cellXfs>|<cellXfs\b[^>]*\/>/,
      cellXfs,
    );
  }
}
