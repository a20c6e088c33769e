// Small helpers for writing statement files as banks do.
import * as XLSX from '@e965/xlsx';
import { formatMinor, type NumberStyle } from '../../consistency/lib/model';

export { csvLine } from '../../consistency/lib/model';
export const EU: NumberStyle = { decimal: ',', group: '.' };
export const US: NumberStyle = { decimal: '.', group: ',' };
export const PLAIN: NumberStyle = { decimal: '.', group: '' };
export const IN: NumberStyle = { decimal: '.', group: ',', grouping: 'indian' };
export const fmt = (minor: number, exp: number, style: NumberStyle) =>
  formatMinor(minor, exp, style);
/** dd/mm/yyyy (or another separator, or a two-digit year). */
export const dmy = (iso: string, sep = '/', yy = false) => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${yy ? (y ?? '').slice(2) : y}`;
};
export const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;

export function xlsx(aoa: unknown[][], sheet: string): Uint8Array {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa, { cellDates: true }), sheet);
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
