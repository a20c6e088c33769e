// The product's responses and the requests that fetch them.
import { Client } from '../client';
import { daysInMonth } from '../model';

export interface SheetRow {
  statement: string;
  position: number;
  date: string;
  description: string;
  merchant: string;
  category: string;
  amountMinor: number;
  balanceMinor: number | null;
  currency: string | null;
}
export interface Totals {
  currency: string | null;
  count: number;
  /** Money in and out leave out moves between the person's own accounts, counted here. */
  inMinor: number;
  outMinor: number;
  ownMoves: number;
}
export interface Summary {
  total: number;
  totals: Totals[];
  categories: string[];
}
export interface MonthFlow {
  month: string;
  inMinor: number;
  outMinor: number;
}
/** One currency's insights: months only those with rows in that currency. */
export interface CurrencyInsights {
  currency: string | null;
  period: { start: string; end: string };
  transactionCount: number;
  totalOutMinor: number;
  totalInMinor: number;
  spendingByCategory: Array<{ label: string; totalMinor: number; count: number }>;
  months: MonthFlow[];
}
/** A statement's (or all statements') insights: one section per currency, most used first. */
export interface Insights {
  period: { start: string; end: string };
  sections: CurrencyInsights[];
}
export const sectionOf = (insights: Insights | null, currency: string) =>
  insights?.sections.find((s) => s.currency === currency) ?? null;
export const sectionNames = (insights: Insights | null) =>
  insights ? insights.sections.map((s) => String(s.currency)).join(',') || 'no sections' : 'none';
export interface Reply {
  answer: string;
  data?: { kind?: string; value?: number; currency?: string | null };
}

export const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

export async function allRows(client: Client, file: string): Promise<SheetRow[] | null> {
  const rows: SheetRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const r = await client.json<{ rows: SheetRow[] }>(
      'GET',
      `/api/transactions?${q({ file, offset: String(offset), limit: '500' })}`,
    );
    if (r.status !== 200) return rows.length ? rows : null;
    rows.push(...r.body.rows);
    if (r.body.rows.length < 500) return rows;
  }
}

export async function summary(
  client: Client,
  params: Record<string, string | undefined>,
): Promise<Summary | null> {
  const r = await client.json<Summary>('GET', `/api/transactions/summary?${q(params)}`);
  return r.status === 200 ? r.body : null;
}

export const totalsOf = (s: Summary | null, currency: string) =>
  s?.totals.find((t) => t.currency === currency) ?? null;
export const monthBounds = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
};
