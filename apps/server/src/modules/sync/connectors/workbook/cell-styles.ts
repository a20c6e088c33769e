import { SSF } from '@e965/xlsx';
import { attribute, joinedTexts } from './xml-text';

/** Excel's built-in date and time formats (ids without a `<numFmt>` of their own). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** The built-in formats a date written into an unformatted cell gets: Excel's short date and date-time. */
/** SheetJS's test of a format code for dates (its types leave SSF untyped). */
export const isDateCode = (code: string): boolean =>
  (SSF as { is_date(format: string): boolean | undefined }).is_date(code) === true;

export const DATE_FORMAT_ID = 14;
export const DATE_TIME_FORMAT_ID = 22;
/** General, for a number written into a cell formatted as a date (it would read back as a date). */
export const GENERAL_FORMAT_ID = 0;

export interface CellStyles {
  /** Per `s` index of a cell: its number format id. */
  readonly formatIds: readonly number[];
  isDateFormat(formatId: number): boolean;
}

/** The styles part's cell formats, enough to tell which cells hold dates. */
export function readCellStyles(stylesXml: string): CellStyles {
  const customCodes = new Map<number, string>();
  for (const [, attributes = ''] of stylesXml.matchAll(/<numFmt\b([^>]*?)\/?>/g)) {
    customCodes.set(
      Number(attribute(attributes, 'numFmtId')),
      attribute(attributes, 'formatCode') ?? '',
    );
  }
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml)?.[1] ?? '';
  const formatIds = [...cellXfs.matchAll(/<xf\b([^>]*?)\/?>/g)].map(([, attributes = '']) =>
    Number(attribute(attributes, 'numFmtId') ?? 0),
  );
  const dateFormats = new Map<number, boolean>();
  return {
    formatIds,
    isDateFormat(formatId) {
      let isDate = dateFormats.get(formatId);
      if (isDate === undefined) {
        const code = customCodes.get(formatId);
        isDate = code === undefined ? BUILT_IN_DATE_FORMATS.has(formatId) : isDateCode(code);
        dateFormats.set(formatId, isDate);
      }
      return isDate;
    },
  };
}

export interface SharedString {
  readonly text: string;
  /** Runs of differing formatting: writing plain text over it would lose them. */
  readonly rich: boolean;
}

export function readSharedStrings(xml: string): SharedString[] {
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map(([, item = '']) => stringItem(item));
}

/** An `<si>` or `<is>` item: its text without phonetic guides, and whether it has runs. */
export function stringItem(item: string): SharedString {
  const withoutPhonetics = item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  return { text: joinedTexts(withoutPhonetics), rich: /<r>|<r\s/.test(withoutPhonetics) };
}
