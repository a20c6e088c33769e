// An account's history over some months: income, monthly bills and everyday spending, with
// amounts in realistic ranges for the currency. Only ordinary money in and out: no moves between
// the owner's own accounts, no currency conversions, no cash withdrawals, no pending rows, so
// every screen has one unambiguous answer.
import { byDate, daysInMonth, isoDate, Rng, type Row } from './model';

export interface Flow {
  /** The description as the bank prints it; `{n}` becomes a reference number. */
  text: string;
  /** Minor units, positive; the flow's sign comes from `in`. */
  min: number;
  max: number;
  category?: string;
  in?: boolean;
  day?: number;
  weight?: number;
}

export interface AccountSpec {
  seed: number;
  account: string;
  /** Calendar months covered, as [year, month]. */
  months: Array<[number, number]>;
  /** Monthly fixed flows (salary, rent, subscriptions), each on its `day`. */
  monthly: Flow[];
  /** Everyday flows, picked by weight. */
  everyday: Flow[];
  /** Everyday rows per month. */
  perMonth: [number, number];
  /** Amounts are multiples of this many minor units (100 for whole forints). */
  step: number;
  /** Adds a second row identical to one (same day, text and amount): two coffees. */
  twin?: boolean;
}

function amount(rng: Rng, flow: Flow, step: number): number {
  const raw = rng.int(flow.min, flow.max);
  return Math.max(step, Math.round(raw / step) * step);
}

function fill(rng: Rng, text: string): string {
  return text.replace(/\{n\}/g, () => String(rng.int(100000, 999999)));
}

function pickWeighted(rng: Rng, flows: Flow[]): Flow {
  const total = flows.reduce((sum, f) => sum + (f.weight ?? 1), 0);
  let r = rng.next() * total;
  for (const flow of flows) {
    r -= flow.weight ?? 1;
    if (r <= 0) return flow;
  }
  return flows[flows.length - 1] as Flow;
}

export function makeHistory(spec: AccountSpec): Row[] {
  const rng = new Rng(spec.seed);
  const rows: Row[] = [];
  let next = 1;
  const push = (date: string, flow: Flow, minor: number) => {
    rows.push({
      id: `${spec.account}-${next++}`,
      date,
      description: fill(rng, flow.text),
      amountMinor: flow.in ? minor : -minor,
      ...(flow.category ? { category: flow.category } : {}),
    });
  };
  for (const [year, month] of spec.months) {
    const last = daysInMonth(year, month);
    for (const flow of spec.monthly) {
      const day = Math.min(flow.day ?? 1, last);
      push(isoDate(year, month, day), flow, amount(rng, flow, spec.step));
    }
    const count = rng.int(spec.perMonth[0], spec.perMonth[1]);
    for (let i = 0; i < count; i++) {
      const flow = pickWeighted(rng, spec.everyday);
      push(isoDate(year, month, rng.int(1, last)), flow, amount(rng, flow, spec.step));
    }
  }
  let sorted = byDate(rows);
  if (spec.twin) {
    const out = sorted.filter((row) => row.amountMinor < 0 && !row.description.match(/\d{6}/));
    const original = out[Math.floor(out.length / 2)];
    if (original) {
      const index = sorted.indexOf(original);
      sorted = [
        ...sorted.slice(0, index + 1),
        { ...original, id: `${spec.account}-${next++}` },
        ...sorted.slice(index + 1),
      ];
    }
  }
  return sorted;
}

/** The rows of some months only (a statement downloaded for a shorter window). */
export function window(rows: Row[], from: string, to: string): Row[] {
  return rows.filter((row) => row.date >= from && row.date <= to);
}
