import { ApiError } from './api';

/** The server's explanation when it gave one (or the network failure), else our fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.explained ? error.message : fallback;
}

/** The server's own words (its `detail`), else our fallback: a network failure has none. */
export function serverDetail(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.explained
    ? error.message
    : fallback;
}
