import { setTimeout as delay } from 'node:timers/promises';
import { parseStatement } from '@sheetwise/statements';
import { readSpooled } from '../intake/upload-spool';
import { writeChunkFile } from './chunk-files';
import { PARSE_STARTED, parseMessages, type ParseMessage } from './parse-message';
import type { ParseJob } from './statement-parser';
import {
  WARM_UP_DELAY_MS,
  WARM_UP_FILE_NAME,
  WARM_UP_FLAG,
  WARM_UP_ROUNDS,
  warmUpStatement,
} from './warm-up';

// The process every upload is parsed in (parse-process.ts starts it): one file in, its messages
// out, each written before the next is built, then the channel closes and the process ends.
// Started with --warm-up, it first reads a made-up statement a few times while it waits.
const send = (message: ParseMessage | typeof PARSE_STARTED) =>
  new Promise<void>((resolve, reject) => {
    process.send?.(message, undefined, undefined, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });

let jobArrived = false;

process.once('message', (job: ParseJob) => {
  jobArrived = true;
  void (async () => {
    await send(PARSE_STARTED);
    const file = job.file instanceof Uint8Array ? job.file : await readSpooled(job.file);
    // A Buffer comes from the channel or the spool; the parse gets the plain Uint8Array.
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    const { password, reading, remembered, currencies } = job;
    const result = await parseStatement(bytes, job.fileName, {
      ...(password ? { password } : {}),
      ...(reading ? { reading } : {}),
      ...(remembered ? { remembered } : {}),
      ...(currencies ? { currencies } : {}),
    });
    for (const step of parseMessages(result)) {
      await send(
        typeof step === 'object' && 'chunk' in step
          ? { chunkAt: await writeChunkFile(step.chunk) }
          : step,
      );
    }
    process.disconnect();
  })();
});

/** Reads the warm-up statement until it has done so enough times or a job has arrived. */
async function warmUp(): Promise<void> {
  // Unreferenced: a process whose job is done does not stay for the warm-up.
  await delay(WARM_UP_DELAY_MS, undefined, { ref: false });
  const bytes = warmUpStatement();
  for (let round = 0; round < WARM_UP_ROUNDS && !jobArrived; round += 1) {
    await parseStatement(bytes, WARM_UP_FILE_NAME);
    // Lets a job that arrived during the read be received before the next one starts.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

if (process.argv.includes(WARM_UP_FLAG)) void warmUp();
