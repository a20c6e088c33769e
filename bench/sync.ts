/**
 * `npm run bench:sync`: the sync engine's three-way diff and merge of 100,000 rows x 20 columns,
 * each side with 1% of cells edited, 500 rows inserted and 500 deleted. Prints time and peak
 * memory against the targets, then daff's keyed three-way diff of the same tables in the same run.
 * Exits non-zero when a target is missed.
 */
import { performance } from 'node:perf_hooks';
import daff, { type Table } from 'daff';
import { cellsWritten, mergeGrids } from '@sheetwise/sync';
import { benchTables, COLUMNS, daffRows, ROWS } from './sync/tables';

const TARGET_MS = 1_000;
const TARGET_PEAK_MB = 400;
/** The engine must take at most this share of daff's time on the same tables. */
const TARGET_DAFF_SHARE = 0.5;

const peakMb = () => process.resourceUsage().maxRSS / 1024;

const { base, google, excel } = benchTables();
console.log(
  `Tables: ${ROWS} rows x ${COLUMNS} columns, built; peak so far ${peakMb().toFixed(0)} MB`,
);
const started = performance.now();
const result = mergeGrids(base, google, excel, { pair: 'manual' });
const mergeMs = performance.now() - started;
const mergePeakMb = peakMb();
console.log(
  `Merge: ${mergeMs.toFixed(0)} ms (target ${TARGET_MS}), peak ${mergePeakMb.toFixed(0)} MB (target ${TARGET_PEAK_MB}); ` +
    `writes ${cellsWritten(result.patches.google)} cells to Google, ${cellsWritten(result.patches.excel)} to Excel, ` +
    `${result.conflicts.length} conflicts`,
);

const flags = new daff.CompareFlags();
flags.addPrimaryKey('id');
const [parent, local, remote] = [base, google, excel].map(
  (grid) => new daff.TableView(daffRows(grid)),
) as [Table, Table, Table];
const daffStarted = performance.now();
new daff.TableDiff(daff.compareTables3(parent, local, remote, flags).align(), flags).hilite(
  new daff.TableView([]),
);
const daffMs = performance.now() - daffStarted;
const share = mergeMs / daffMs;
console.log(
  `daff keyed three-way diff: ${daffMs.toFixed(0)} ms; the engine takes ${(share * 100).toFixed(0)}% of it (target ≤ ${TARGET_DAFF_SHARE * 100}%)`,
);

if (mergeMs > TARGET_MS || mergePeakMb > TARGET_PEAK_MB || share > TARGET_DAFF_SHARE) {
  console.log('A target was missed.');
  process.exitCode = 1;
}
