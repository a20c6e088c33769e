import type { ServerOptions } from 'node:http';

/** How long a client may take to send its request; a slower sender is cut off with a 408. */
export interface RequestDeadlines {
  /** From the connection's first byte to the end of the request's headers. */
  headersMs: number;
  /** From the first byte to the last byte of the body, uploads included. */
  requestMs: number;
}

/**
 * A client that sends one byte every few seconds holds a socket, a parser and (for uploads) a
 * buffer for as long as it likes unless the server cuts it. 30 s lets a 10 MB statement arrive at
 * about 3 Mbit/s, slower than most home uplinks; bank statements are usually far smaller.
 */
export const DEFAULT_REQUEST_DEADLINES: RequestDeadlines = { headersMs: 10_000, requestMs: 30_000 };

/**
 * Node checks its deadlines on a timer (every 30 s unless told otherwise), which would let a slow
 * sender live nearly twice as long as the deadline; checking every second keeps the cut prompt.
 */
const CHECK_INTERVAL_MS = 1_000;

/** The Fastify options that apply the deadlines to the HTTP server it creates. */
export function deadlineOptions(deadlines: RequestDeadlines): {
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: deadlines.requestMs,
    http: {
      headersTimeout: deadlines.headersMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, deadlines.headersMs),
    },
  };
}
