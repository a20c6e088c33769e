import type { ServerContext } from '../../context';
import { countDocuments } from './store';

export interface DocumentCounts {
  total: number;
  thisMonth: number;
}

/** The first instant of the current calendar month, in UTC, by the server's clock. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function documentCounts(ctx: ServerContext, userId: string): Promise<DocumentCounts> {
  const counts = await countDocuments(ctx.db, userId, startOfMonthUtc(ctx.clock.now()));
  return { total: counts.total, thisMonth: counts.since };
}
