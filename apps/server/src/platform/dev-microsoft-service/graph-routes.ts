import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_GRAPH_PATH, DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { newToken } from '../tokens';
import {
  changeItem,
  eTagOf,
  findItem,
  listItems,
  uploadItem,
  type DevDriveItem,
} from './drive-store';
import { accountOfAccessToken } from './grants';
import {
  deleteRange,
  loadWorkbook,
  patchRange,
  saveWorkbook,
  usedRange,
  WorkbookProblem,
  worksheetNamed,
} from './workbook-ops';

/**
 * The Microsoft Graph calls the OneDrive connector makes, answered from the database as Graph
 * answers them: drive items (the eTag goes up with every change, and `If-Match` is honoured), a
 * search of the account's drive, shared links, an upload by name into the drive's root (the
 * .xlsx bytes as they are; a name taken is replaced, or renamed when asked), the workbook API (sessions, worksheets, the
 * used range, range writes and deletes). Every call needs a live Bearer access token of this
 * service, and sees only its own account's drive.
 */
export interface GraphOptions {
  db: Kysely<DB>;
  clock: Clock;
  appUrl: string;
}

const ITEM = '/me/drive/items/([^/]+)';
const SHEET = `${ITEM}/workbook/worksheets\\('((?:[^']|'')*)'\\)`;
const ROUTES = {
  search: /^\/me\/drive\/root\/search\(q='((?:[^']|'')*)'\)$/,
  share: /^\/shares\/([^/]+)\/driveItem$/,
  upload: /^\/me\/drive\/root:\/([^/:]+):\/content$/,
  item: new RegExp(`^${ITEM}$`),
  session: new RegExp(`^${ITEM}/workbook/(createSession|closeSession)$`),
  worksheets: new RegExp(`^${ITEM}/workbook/worksheets$`),
  usedRange: new RegExp(`^${SHEET}/usedRange\\(valuesOnly=(?:true|false)\\)$`),
  range: new RegExp(`^${SHEET}/range\\(address='([^']*)'\\)(/delete)?$`),
};

/** A range write's or delete's body, as the connector sends them. */
const RangeBody = z.object({
  values: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))).optional(),
  numberFormat: z.array(z.array(z.string().nullable())).optional(),
  shift: z.string().optional(),
});

const unquote = (name: string) => name.replace(/''/g, "'");

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function problem(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

export const graphRoutes: FastifyPluginCallback<GraphOptions> = (app, options, done) => {
  const { db, clock, appUrl } = options;
  /** Open workbook sessions and their items; a development server runs in one process. */
  const sessions = new Map<string, string>();
  app.addContentTypeParser(
    XLSX_TYPE,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );
  const webUrlOf = (id: string) => `${appUrl}${DEV_ONEDRIVE_PATH}/items/${encodeURIComponent(id)}`;
  const present = (item: DevDriveItem) => ({
    id: item.id,
    name: item.name,
    webUrl: webUrlOf(item.id),
    eTag: eTagOf(item),
    size: item.content.length,
    lastModifiedDateTime: item.updatedAt.toISOString(),
    file: { mimeType: XLSX_TYPE },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = bearer && (await accountOfAccessToken(db, bearer, clock.now()));
    if (!account) {
      return problem(reply, 401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    }
    const url = new URL(request.url, 'http://graph.invalid');
    const path = decodeURIComponent(url.pathname.slice(DEV_GRAPH_PATH.length));
    const method = request.method;
    const notFound = () => problem(reply, 404, 'itemNotFound', 'The resource could not be found.');

    let match = ROUTES.search.exec(path);
    if (match && method === 'GET') {
      const query = unquote(match[1] ?? '').toLowerCase();
      const items = await listItems(db, account);
      const found = items.filter((item) => item.name.toLowerCase().includes(query));
      const full = await Promise.all(found.map((item) => findItem(db, item.id, account)));
      return { value: full.flatMap((item) => (item ? [present(item)] : [])) };
    }
    match = ROUTES.share.exec(path);
    if (match && method === 'GET') {
      const encoded = (match[1] ?? '').replace(/^u!/, '');
      const link = Buffer.from(encoded, 'base64url').toString('utf8');
      const id = /\/items\/([^/?#]+)/.exec(link)?.[1];
      const item =
        link.startsWith(`${appUrl}${DEV_ONEDRIVE_PATH}/`) && id
          ? await findItem(db, decodeURIComponent(id), account)
          : undefined;
      return item ? present(item) : notFound();
    }
    match = ROUTES.upload.exec(path);
    if (match && method === 'PUT') {
      const content = request.body;
      const name = match[1] ?? '';
      // A file Excel could not open is refused here rather than failing every later call.
      const readable =
        Buffer.isBuffer(content) &&
        name.toLowerCase().endsWith('.xlsx') &&
        (await loadWorkbook(content).then(
          () => true,
          () => false,
        ));
      if (!readable) {
        return problem(reply, 400, 'InvalidRequest', 'Upload the .xlsx bytes of a workbook.');
      }
      const conflict = url.searchParams.get('@microsoft.graph.conflictBehavior');
      const { item, created } = await uploadItem(
        db,
        { account, name, content, conflict: conflict === 'rename' ? 'rename' : 'replace' },
        clock.now(),
      );
      return reply.status(created ? 201 : 200).send(present(item));
    }
    match = ROUTES.item.exec(path);
    if (match && method === 'GET') {
      const item = await findItem(db, match[1] ?? '', account);
      if (!item) return notFound();
      const ifMatch = request.headers['if-match'];
      if (ifMatch !== undefined && ifMatch !== eTagOf(item)) {
        return problem(reply, 412, 'preconditionFailed', 'ETag does not match current item.');
      }
      return present(item);
    }
    match = ROUTES.session.exec(path);
    if (match && method === 'POST') {
      const itemId = match[1] ?? '';
      if (!(await findItem(db, itemId, account))) return notFound();
      if (match[2] === 'closeSession') {
        sessions.delete(String(request.headers['workbook-session-id']));
        return reply.status(204).send();
      }
      const id = newToken();
      sessions.set(id, itemId);
      return reply.status(201).send({ id, persistChanges: true });
    }
    const session = request.headers['workbook-session-id'];
    const workbookCall = (itemId: string) =>
      session === undefined || sessions.get(String(session)) === itemId;

    match = ROUTES.worksheets.exec(path);
    if (match && method === 'GET') {
      const item = await findItem(db, match[1] ?? '', account);
      if (!item || !workbookCall(item.id)) return notFound();
      const workbook = await loadWorkbook(item.content);
      return {
        value: workbook.worksheets.map((sheet, position) => ({ name: sheet.name, position })),
      };
    }
    match = ROUTES.usedRange.exec(path);
    if (match && method === 'GET') {
      const item = await findItem(db, match[1] ?? '', account);
      if (!item || !workbookCall(item.id)) return notFound();
      const workbook = await loadWorkbook(item.content);
      return usedRange(worksheetNamed(workbook, unquote(match[2] ?? '')));
    }
    match = ROUTES.range.exec(path);
    const deleting = match?.[4] !== undefined;
    if (match && ((method === 'PATCH' && !deleting) || (method === 'POST' && deleting))) {
      const [, itemId = '', sheetName = '', address = ''] = match;
      if (!workbookCall(itemId)) return notFound();
      const body = RangeBody.safeParse(request.body ?? {});
      if (!body.success) return problem(reply, 400, 'InvalidArgument', 'The body is not valid.');
      const changed = await changeItem(
        db,
        itemId,
        account,
        async (content) => {
          const workbook = await loadWorkbook(content);
          const sheet = worksheetNamed(workbook, unquote(sheetName));
          if (deleting) deleteRange(sheet, address, body.data.shift ?? '');
          else patchRange(sheet, address, body.data);
          return { content: await saveWorkbook(workbook), result: undefined };
        },
        clock.now(),
      );
      if (!changed) return notFound();
      return deleting ? reply.status(204).send() : { address: `${unquote(sheetName)}!${address}` };
    }
    return problem(reply, 400, 'BadRequest', 'This call is not served by the development service.');
  }

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT'],
    url: '/graph/v1.0/*',
    handler: async (request, reply) => {
      try {
        return await handle(request, reply);
      } catch (error) {
        if (error instanceof WorkbookProblem) {
          return problem(reply, error.status, error.code, error.message);
        }
        throw error;
      }
    },
  });

  done();
};
