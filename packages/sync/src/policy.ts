import type { Side } from './grid';

/** What wins when both sides changed the same thing; Manual leaves it for the user. */
export type Policy = 'google-preferred' | 'excel-preferred' | 'manual';

/** A pair's policy, with overrides by column id. */
export interface MergePolicy {
  readonly pair: Policy;
  readonly columns?: Readonly<Record<string, Policy>>;
}

/** The side that wins under `policy`, or undefined when the user decides. */
export function winner(policy: Policy): Side | undefined {
  if (policy === 'manual') return undefined;
  return policy === 'google-preferred' ? 'google' : 'excel';
}

export const columnPolicy = (policy: MergePolicy, columnId: string): Policy =>
  policy.columns?.[columnId] ?? policy.pair;
