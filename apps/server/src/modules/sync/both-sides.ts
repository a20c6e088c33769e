import {
  editsAreEmpty,
  readBackDifferences,
  SIDES,
  type Grid,
  type RowIdentity,
  type Side,
  type SideWritePlan,
} from '@sheetwise/sync';
import type { SideConnector } from './connectors/side-connector';

/**
 * The steps a sync run and a rollback take alike on a pair's two sides: read both, write ids then
 * data, and read both back to check that they hold what was meant.
 */
type Connectors = Record<Side, SideConnector>;

export const readBoth = (connectors: Connectors) =>
  Promise.all([connectors.google.read(), connectors.excel.read()]);

/** Writes ids then data on both sides, each checked against the version it was planned on. */
export async function writeBoth(
  connectors: Connectors,
  versions: Record<Side, string>,
  writes: Record<Side, SideWritePlan>,
): Promise<void> {
  const current = { ...versions };
  for (const step of ['ids', 'data'] as const) {
    for (const side of SIDES) {
      const edits = writes[side][step];
      if (editsAreEmpty(edits)) continue;
      current[side] = (await connectors[side].write(edits, current[side])).version;
    }
  }
}

/**
 * Both sides read again after writing, and how many cells, rows and headers of the two differ
 * from what the plan meant to leave there: 0 before anything of the run may be saved.
 */
export async function readBack(
  connectors: Connectors,
  meant: {
    columnIds: Record<Side, Readonly<Record<string, string>>>;
    identity: RowIdentity;
    expected: Record<Side, Grid>;
  },
) {
  const after = await readBoth(connectors);
  const differences = SIDES.reduce(
    (sum, side, index) =>
      sum +
      readBackDifferences(
        after[index]?.cells ?? [],
        meant.columnIds[side],
        meant.identity,
        meant.expected[side],
      ),
    0,
  );
  return { after, differences };
}
