import { parseStatement } from '@sheetwise/statements';
import { PARSE_STARTED, parseMessages, type ParseMessage } from './parse-message';
import type { ParseJob } from './statement-parser';

// The process every upload is parsed in (parse-process.ts starts it): one file in, its messages
// out, each written before the next is built, then the channel closes and the process ends.
const send = (message: ParseMessage | typeof PARSE_STARTED) =>
  new Promise<void>((resolve, reject) => {
    process.send?.(message, undefined, undefined, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });

process.once('message', (job: ParseJob) => {
  void (async () => {
    await send(PARSE_STARTED);
    // The bytes arrive as a Buffer; the parse gets the plain Uint8Array a thread used to get.
    const bytes = new Uint8Array(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const { password, reading, remembered } = job;
    const result = await parseStatement(bytes, job.fileName, {
      ...(password ? { password } : {}),
      ...(reading ? { reading } : {}),
      ...(remembered ? { remembered } : {}),
    });
    for (const message of parseMessages(result)) {
      await send(message);
    }
    process.disconnect();
  })();
});
