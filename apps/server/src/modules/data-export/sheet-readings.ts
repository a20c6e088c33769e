import type { ServerContext } from '../../context';
import { readScope } from '../transactions/service';
import { sheetRows } from '../transactions/sheet-query';
import type { RowReading } from './csv';

/**
 * A statement's merchants and categories by position, exactly as its transactions sheet shows
 * them (what the assistant read, the user's corrections and rules over it), so the exported
 * file categorises each row as every screen does.
 */
export async function sheetReadings(
  ctx: ServerContext,
  userId: string,
  fileName: string,
): Promise<Map<number, RowReading>> {
  const scope = await readScope(ctx, userId, fileName);
  const readings = new Map<number, RowReading>();
  const filters = { file: fileName, sort: 'date', order: 'asc' } as const;
  for await (const row of sheetRows(ctx.db, scope, filters)) {
    readings.set(row.position, { merchant: row.merchant, category: row.category });
  }
  return readings;
}
