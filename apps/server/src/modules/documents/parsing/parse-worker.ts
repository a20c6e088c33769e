import { parentPort, workerData } from 'node:worker_threads';
import { parseStatement } from '@sheetwise/statements';
import { PARSE_STARTED, toParseMessage } from './parse-message';
import type { ParseJob } from './statement-parser';

// The thread every upload is parsed in: one file in, one result out, then the thread ends.
const job = workerData as ParseJob;
parentPort?.postMessage(PARSE_STARTED);
parentPort?.postMessage(toParseMessage(await parseStatement(job.bytes, job.fileName)));
