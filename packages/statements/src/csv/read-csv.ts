import { readTable } from '../table/read-table';
import type { ParseOptions, ParseResult } from '../types';
import { splitRows } from './split-rows';

/** Reads a CSV statement's decoded text, with a person's reading of its columns if given. */
export function readCsv(text: string, options: ParseOptions = {}): ParseResult {
  return readTable(splitRows(text), 'csv', options);
}
