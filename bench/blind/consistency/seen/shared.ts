// Shared by the SEEN set's statement files.

export const SEED = 20261207;
export const enc = (text: string) => new TextEncoder().encode(text);
export const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
export const MON = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
