import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement } from '@sheetwise/statements';
import type { ParseJob } from './statement-parser';

// The thread every upload is parsed in: one file in, one result out, then the thread ends.
const job = workerData as ParseJob;
parentPort?.postMessage(await parseStatement(job.bytes, job.fileName));
