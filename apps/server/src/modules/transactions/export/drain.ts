import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';

/** Waits for `source` to drain, while the download's output is open (see `whileOpen`). */
export async function drained(source: EventEmitter, output: Writable): Promise<void> {
  await whileOpen(once(source, 'drain'), output);
}

/**
 * `work`, unless the download's output closes or fails first: then a rejection, so a client that
 * goes away stops the writer instead of leaving it waiting for ever.
 */
export function whileOpen<T>(work: Promise<T>, output: Writable): Promise<T> {
  if (output.destroyed && !output.writableFinished) return Promise.reject(outputClosed());
  let stopWatching: () => void = () => {};
  const closed = new Promise<never>((_resolve, reject) => {
    const onClose = () => {
      if (!output.writableFinished) reject(outputClosed());
    };
    const onError = (error: Error) => {
      reject(error);
    };
    output.on('close', onClose);
    output.on('error', onError);
    stopWatching = () => {
      output.off('close', onClose);
      output.off('error', onError);
    };
  });
  return Promise.race([work, closed]).finally(() => {
    stopWatching();
  });
}

function outputClosed(): Error {
  return new Error('The download closed before it was written');
}
