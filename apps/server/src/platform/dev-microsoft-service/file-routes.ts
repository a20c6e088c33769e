import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { formTokenFor, formTokenMatches, sendPage } from '../dev-oauth/form-token';
import { changeItem, createItem, findItem, listItems } from './drive-store';
import { DEV_ONEDRIVE_FORMS, renderHome, renderProblem } from './pages';
import { loadWorkbook } from './workbook-ops';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_WORKBOOK_BYTES = 10 * 1024 * 1024;

/**
 * The page at /dev-onedrive: every file of the development OneDrive, an upload (a file of the
 * same name in that account is replaced, as saving from Excel would), and each file's download.
 */
export const fileRoutes: FastifyPluginAsync<{ db: Kysely<DB>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_WORKBOOK_BYTES, files: 1, fields: 3 } });

  app.get<{ Querystring: { uploaded?: string } }>('/', async (request, reply) => {
    const notice = request.query.uploaded ? `${request.query.uploaded} uploaded.` : undefined;
    const page = renderHome(
      formTokenFor(request, reply, DEV_ONEDRIVE_FORMS),
      await listItems(db),
      notice,
    );
    return sendPage(reply, 200, page);
  });

  app.post('/files', async (request, reply) => {
    const fields: Record<string, string> = {};
    let file: { name: string; content: Buffer } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { name: part.filename, content: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
    const account = fields.account?.trim().toLowerCase() ?? '';
    if (!formTokenMatches(request, fields.form_token, DEV_ONEDRIVE_FORMS)) {
      return sendPage(reply, 400, renderProblem('Upload refused', 'This form is out of date.'));
    }
    const readable =
      file &&
      file.name.toLowerCase().endsWith('.xlsx') &&
      (await loadWorkbook(file.content).then(
        () => true,
        () => false,
      ));
    if (!file || !readable || !/^[^\s@]+@[^\s@]+$/.test(account)) {
      return sendPage(
        reply,
        400,
        renderProblem('Upload refused', 'Choose an .xlsx workbook and type an account e-mail.'),
      );
    }
    const now = clock.now();
    const existing = (await listItems(db, account)).find((item) => item.name === file.name);
    if (existing) {
      await changeItem(
        db,
        existing.id,
        account,
        () => Promise.resolve({ content: file.content, result: 0 }),
        now,
      );
    } else {
      await createItem(db, { account, name: file.name, content: file.content }, now);
    }
    return reply.redirect(`./?uploaded=${encodeURIComponent(file.name)}`, 303);
  });

  app.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
    const item = await findItem(db, request.params.id);
    if (!item) return sendPage(reply, 404, renderProblem('Not found', 'There is no such file.'));
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header(
        'Content-Disposition',
        `attachment; filename="${item.name.replace(/[^\w.-]+/g, '-')}"`,
      )
      .header('Cache-Control', 'no-store')
      .send(item.content);
  });
};
