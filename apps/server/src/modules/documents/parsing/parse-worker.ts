import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement } from '@sheetwise/statements';
import { PARSE_STARTED, parseMessages } from './parse-message';
import type { ParseJob } from './statement-parser';

// The thread every upload is parsed in: one file in, its messages out, then the thread ends.
const job = workerData as ParseJob;
parentPort?.postMessage(PARSE_STARTED);
for (const message of parseMessages(await parseStatement(job.bytes, job.fileName))) {
  parentPort?.postMessage(message);
}
