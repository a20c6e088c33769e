import type { PairRow } from '../store';
import type { SideConnector } from './side-connector';

/** Both sides of a pair, made fresh for each run. */
export interface PairSides {
  readonly google: SideConnector;
  readonly excel: SideConnector;
  /** After a successful run: keeps what the run read from a newer workbook upload. */
  settle?(): Promise<void>;
}

export type PairSidesFactory = (pair: PairRow) => Promise<PairSides>;
