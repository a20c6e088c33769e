/**
 * Date serials per side. Google Sheets counts days from 1899-12-30. Excel's 1900 system counts
 * 1900-01-01 as 1 and keeps Lotus' phantom 29 February 1900 as serial 60, so serials before it
 * are one day off Sheets'; the 1904 system (set per workbook) counts 1904-01-01 as 0.
 */
export type DateSystem = 'sheets' | 'excel-1900' | 'excel-1904';

const MS_PER_DAY = 86_400_000;
const SHEETS_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_1904_EPOCH_MS = Date.UTC(1904, 0, 1);
const FIRST_DAY_AFTER_PHANTOM_MS = Date.UTC(1900, 2, 1);
/** Excel's serial for the phantom 1900-02-29, a day that never was. */
export const EXCEL_PHANTOM_LEAP_DAY = 60;

function epochMs(system: DateSystem, serial: number): number {
  if (system === 'excel-1904') return EXCEL_1904_EPOCH_MS;
  // Before the phantom day Excel's count starts a day later than Sheets'.
  return system === 'excel-1900' && serial < EXCEL_PHANTOM_LEAP_DAY
    ? SHEETS_EPOCH_MS + MS_PER_DAY
    : SHEETS_EPOCH_MS;
}

/** The ISO date (or date-time when the serial has a time of day); undefined for Excel's phantom day. */
export function serialToIso(serial: number, system: DateSystem): string | undefined {
  if (!Number.isFinite(serial)) return undefined;
  if (system === 'excel-1900' && Math.floor(serial) === EXCEL_PHANTOM_LEAP_DAY) return undefined;
  const ms = Math.round(epochMs(system, serial) + serial * MS_PER_DAY);
  const iso = new Date(ms).toISOString();
  return ms % MS_PER_DAY === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/;

/** The side's serial for an ISO date or date-time; undefined when it is not one. */
export function isoToSerial(iso: string, system: DateSystem): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  // Groups of an absent time of day are undefined at run time, whatever the type says.
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => (part ? Number(part) : 0));
  const ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  if (new Date(ms).toISOString().slice(0, 10) !== iso.slice(0, 10)) return undefined;
  const fromSheetsEpoch = (ms - SHEETS_EPOCH_MS) / MS_PER_DAY;
  if (system === 'sheets') return fromSheetsEpoch;
  if (system === 'excel-1904') return (ms - EXCEL_1904_EPOCH_MS) / MS_PER_DAY;
  return ms < FIRST_DAY_AFTER_PHANTOM_MS ? fromSheetsEpoch - 1 : fromSheetsEpoch;
}
