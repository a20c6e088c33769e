import { vi } from 'vitest';

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** An answer per "METHOD /path"; a function sees the request body, parsed. */
export type StubRoutes = Record<string, StubAnswer | ((body: unknown) => StubAnswer)>;

/**
 * Stands in for the server: stubs `fetch` and answers each "METHOD /path" from `routes`, anything
 * else with a 404. Returns the spy, so tests can see what was asked.
 */
export function stubApi(routes: StubRoutes) {
  // The app's client (lib/api.ts) always passes the path as a string.
  const fetch = vi.fn((path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const route = routes[key];
    const answer: StubAnswer =
      route === undefined
        ? { status: 404, body: { code: 'not-found', message: 'Not found.' } }
        : typeof route === 'function'
          ? route(typeof init.body === 'string' ? JSON.parse(init.body) : undefined)
          : route;
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return Promise.resolve(new Response(body, { status: answer.status }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
