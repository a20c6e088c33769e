import { readTable } from '../table/read-table';
import type { ParseResult } from '../types';
import { splitRows } from './split-rows';

/** Reads a CSV statement's decoded text. */
export function readCsv(text: string): ParseResult {
  return readTable(splitRows(text), 'csv');
}
