// Shared by the UNSEEN set's statement files.
import { pad2 } from '../lib/model';

export const SEED = 77031;
export const enc = (text: string) => new TextEncoder().encode(text);
export const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
export const dmy = (d: string, sep: string) => {
  const [y, m, day] = ymd(d);
  return `${pad2(day)}${sep}${pad2(m)}${sep}${y}`;
};
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
