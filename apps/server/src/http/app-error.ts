/**
 * An error the API reports to the client as `{ code, message }` with an HTTP status. Services
 * throw these; the error handler turns them into responses.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Seconds the client should wait before trying again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
