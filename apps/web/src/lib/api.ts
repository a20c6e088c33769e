import type { ApiErrorBody } from '@sheetwise/contracts';
import { CSRF_HEADER, csrfToken } from './csrf';

/** The API's `{ code, message }` error, or a network failure (`code` 'network-request-failed'). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole error body, for the answers that say more (the reading an upload asks about). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Whether the message was written for people (an API error body or a network failure). */
  get explained(): boolean {
    return this.code !== UNEXPLAINED_CODE;
  }
}

const UNEXPLAINED_CODE = 'unknown';

export const NETWORK_ERROR_CODE = 'network-request-failed';
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached.';

function isErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const { code, message } = data as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** A failed response as an ApiError: the body's `{ code, message }` when it has one. */
export function errorFromResponse(status: number, statusText: string, data: unknown): ApiError {
  return isErrorBody(data)
    ? new ApiError(status, data.code, data.message, data)
    : new ApiError(status, UNEXPLAINED_CODE, statusText);
}

/**
 * The one way the web app talks to the server: same-origin JSON with the CSRF header on every
 * unsafe request, errors as ApiError. Response types come from the contract; the server checks
 * every response against the contract's zod schema before sending it, so the browser does not
 * parse them again (which keeps zod out of the public pages' bundle).
 */
export async function apiRequest<T = void>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  const data: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, data);
  return data as T;
}
