import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement } from '@sheetwise/statements';
import { PARSE_STARTED, packResult, transferables } from './packed-statement';
import type { ParseJob } from './statement-parser';

// The thread every upload is parsed in: one file in, one result out, then the thread ends.
const job = workerData as ParseJob;
parentPort?.postMessage(PARSE_STARTED);
const packed = packResult(await parseStatement(job.bytes, job.fileName));
parentPort?.postMessage(packed, transferables(packed));
