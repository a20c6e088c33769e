import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Route config for an /api route that a browser shows as a page, or that leads to one (the Google
 * sign-in popup's redirect, result page and script): it gets the page headers, not the API ones.
 */
export const PAGE_ROUTE = { page: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    page?: boolean;
  }
}

/**
 * What an /api answer carries: JSON is never rendered, framed or cached, so the OWASP REST set
 * is enough, with a policy that allows nothing at all. Half the page headers, on the most
 * frequent responses (every header is validated and written on every request).
 */
function apiHeaders(strictTransportSecurity: unknown): [string, string][] {
  const headers: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cache-control', 'no-store'],
  ];
  if (typeof strictTransportSecurity === 'string') {
    headers.push(['strict-transport-security', strictTransportSecurity]);
  }
  return headers;
}

/** Razorpay's checkout.js, and the frames it opens, when real payments are configured. */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/**
 * The headers Helmet sets with these options. They depend on nothing in a request, so they are
 * worked out once here: @fastify/helmet built Helmet's middleware, and its CSP string, afresh on
 * every request, a measurable share of a signed-in API call.
 */
function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    new IncomingMessage(new Socket()),
    response as unknown as ServerResponse,
    (error) => {
      if (error) throw error instanceof Error ? error : new Error('Helmet refused its options');
    },
  );
  return headers;
}

/**
 * Helmet's headers with a Content-Security-Policy the built web app passes: scripts and styles
 * only from our origin (and Razorpay's checkout when it is in use). Inline style attributes are
 * allowed because the toast library sets positions through them; inline scripts never are.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    upgradeInsecureRequests,
    razorpayCheckout,
  }: { upgradeInsecureRequests: boolean; razorpayCheckout: boolean },
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(razorpayCheckout ? [RAZORPAY_SCRIPT] : [])],
        frameSrc: razorpayCheckout ? RAZORPAY_FRAMES : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
      },
    },
    // The Google sign-in popup posts its result back to the opener, which same-origin COOP forbids.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: upgradeInsecureRequests,
  });
  const pageEntries = Object.entries(headers).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const apiEntries = apiHeaders(headers['strict-transport-security']);
  // Set on the raw response, as @fastify/helmet did, so that what answers through it (the
  // development identity provider) carries them too: a popup page without this COOP between two
  // with it is put in another browsing context group, and the Google popup loses its opener.
  // A route's own header (a download's Cache-Control) still wins: Fastify passes those to
  // writeHead. Decided on the matched route, never the raw path, as the CSRF check is; only an
  // unmatched path (a 404, or the web app's pages) goes by its text.
  app.addHook('onRequest', (request, reply, done) => {
    // routeOptions builds a new object on each read, so it is read once.
    const { url: route, config } = request.routeOptions;
    const api =
      route === undefined
        ? request.url.startsWith('/api/')
        : route.startsWith('/api/') && !config.page;
    for (const [name, value] of api ? apiEntries : pageEntries) reply.raw.setHeader(name, value);
    done();
  });
}
