import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GENERIC_ERROR_CODES,
  PUBLIC_CONFIG_ELEMENT_ID,
  SERVER_MESSAGES,
  type PublicConfig,
} from '@sheetwise/contracts';

/** Where the web build leaves a comment for the server to replace with the public config. */
export const CONFIG_PLACEHOLDER = '<!--sheetwise-config-->';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = 'public, max-age=3600';

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderIndexHtml(template: string, config: PublicConfig): string {
  const block = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  return template.replace(CONFIG_PLACEHOLDER, block);
}

/** A browser navigating to a client-side route, rather than a script asking for a missing file. */
function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Serves the built web app: hashed assets cached for a year, every other path that looks like a
 * page answered with index.html so client routes survive a refresh. Without a build (API tests),
 * only the JSON 404 remains.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, publicConfig }: { distDir: string | null; publicConfig: PublicConfig },
): Promise<void> {
  const template = distDir ? await readTemplate(distDir) : null;
  const indexHtml = template ? renderIndexHtml(template, publicConfig) : null;

  if (distDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // A route for each built file, found once at start: the build never changes while the
      // server runs, and a page navigation then costs no file-system lookups (three, with the
      // pre-compressed variants) on the thread pool that uploads and downloads share.
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // index.html is only ever sent rendered, with the config block filled in.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const inAssets = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', inAssets ? IMMUTABLE : SHORT_LIVED);
      },
    });
  }

  const sendIndex = (reply: FastifyReply, html: string) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);

  // The static handler refuses the bare directory, so the root page has a route of its own.
  if (indexHtml) app.get('/', (_request, reply) => sendIndex(reply, indexHtml));

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && isPageNavigation(request)) return sendIndex(reply, indexHtml);
    return reply
      .status(404)
      .send({ code: GENERIC_ERROR_CODES.notFound, message: SERVER_MESSAGES.notFound });
  });
}

async function readTemplate(distDir: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
