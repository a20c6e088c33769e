import { DOCUMENT_ERROR_CODES, UPLOAD_QUEUE_MESSAGES } from '@sheetwise/contracts';
import { AppError } from '../../../http/app-error';
import { DEFAULT_PARSE_LIMITS } from '../parsing/statement-parser';
import { FairQueue, QueueFullError } from './fair-queue';

/**
 * Uploads take turns at the parse processes: one parse per user at a time, users in turn. Two
 * more may wait behind a user's running one; 20 may wait in all, each costing only its spooled
 * file. The queue is this process's: it shares out this process's CPU and memory, so another
 * server process keeps its own.
 */
export const UPLOAD_QUEUE_LIMITS = {
  running: DEFAULT_PARSE_LIMITS.concurrency,
  waitingPerOwner: 2,
  waitingTotal: 20,
};

/** How long a refused client is asked to wait before trying again, in seconds. */
export const QUEUE_FULL_RETRY_AFTER_S = 30;

export class ParseTurns {
  private readonly queue: FairQueue;

  constructor(limits = UPLOAD_QUEUE_LIMITS) {
    this.queue = new FairQueue(limits);
  }

  /** Runs the user's parse in its turn, or refuses it at once when the line is too long. */
  async take<T>(userId: string, parse: () => Promise<T>): Promise<T> {
    try {
      return await this.queue.run(userId, parse);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      if (error.reason === 'owner-busy') {
        throw new AppError(
          429,
          DOCUMENT_ERROR_CODES.uploadsInProgress,
          UPLOAD_QUEUE_MESSAGES.yours,
        );
      }
      throw new AppError(
        503,
        DOCUMENT_ERROR_CODES.serverBusy,
        UPLOAD_QUEUE_MESSAGES.busy,
        QUEUE_FULL_RETRY_AFTER_S,
      );
    }
  }
}
