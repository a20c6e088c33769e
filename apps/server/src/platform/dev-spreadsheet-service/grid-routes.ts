import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { columnNumber } from '@sheetwise/sync';
import { DEV_SHEETS_PATH } from '../../config';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { cellAt, setCell, typedCell, usedExtent, type DevSheet } from './document';
import { acceptForms, formTokenFor, formTokenMatches, sendPage } from '../dev-oauth/form-token';
import {
  DEV_SHEETS_FORMS,
  renderGrid,
  renderHome,
  renderProblem,
  shownExtent,
  typedText,
} from './pages';
import { changeSpreadsheet, createSpreadsheet, findSpreadsheet, listSpreadsheets } from './store';

/**
 * The grid a person edits: a list of spreadsheets, a form to create one, and each spreadsheet at
 * an address shaped like Google's (`…/spreadsheets/d/<id>/edit`) as a form of its first sheet's
 * cells, read as typed (USER_ENTERED).
 */
const MAX_TITLE_LENGTH = 200;
const CELL_FIELD = /^cell_([A-Z]{1,3})([1-9]\d{0,5})$/;

type Form = Record<string, string | undefined>;

const FORBIDDEN = renderProblem(
  'Form expired',
  'This form was not sent from this page. Go back, reload it and try again.',
);
const NOT_FOUND = renderProblem(
  'Spreadsheet not found',
  'There is no spreadsheet at this address.',
);

/** Applies every typed cell that differs from what the sheet holds; whether any did. */
function applyForm(sheet: DevSheet, form: Form): boolean {
  let changed = false;
  for (const [field, typed = ''] of Object.entries(form)) {
    const match = CELL_FIELD.exec(field);
    if (!match) continue;
    const row = Number(match[2]) - 1;
    const column = columnNumber(match[1] ?? 'A') - 1;
    if (typedText(cellAt(sheet, row, column)) === typed) continue;
    sheet.rowCount = Math.max(sheet.rowCount, row + 1);
    sheet.columnCount = Math.max(sheet.columnCount, column + 1);
    setCell(sheet, row, column, typedCell(typed));
    changed = true;
  }
  return changed;
}

export const gridRoutes: FastifyPluginCallback<{ db: Kysely<DB>; clock: Clock }> = (
  app,
  { db, clock },
  done,
) => {
  acceptForms(app);

  app.get('/', async (request, reply) =>
    sendPage(
      reply,
      200,
      renderHome(
        DEV_SHEETS_PATH,
        formTokenFor(request, reply, DEV_SHEETS_FORMS),
        await listSpreadsheets(db),
      ),
    ),
  );

  app.post<{ Body: Form }>('/spreadsheets', async (request, reply) => {
    if (!formTokenMatches(request, request.body.form_token, DEV_SHEETS_FORMS))
      return sendPage(reply, 403, FORBIDDEN);
    const title =
      (request.body.title ?? '').trim().slice(0, MAX_TITLE_LENGTH) || 'Untitled spreadsheet';
    const spreadsheet = await createSpreadsheet(db, title, clock.now());
    return reply.redirect(`${DEV_SHEETS_PATH}/spreadsheets/d/${spreadsheet.id}/edit`, 303);
  });

  app.get<{ Params: { id: string }; Querystring: { saved?: string } }>(
    '/spreadsheets/d/:id/edit',
    async (request, reply) => {
      const spreadsheet = await findSpreadsheet(db, request.params.id);
      const sheet = spreadsheet?.sheets[0];
      if (!spreadsheet || !sheet) return sendPage(reply, 404, NOT_FOUND);
      const page = renderGrid({
        basePath: DEV_SHEETS_PATH,
        formToken: formTokenFor(request, reply, DEV_SHEETS_FORMS),
        spreadsheet,
        sheet,
        extent: shownExtent(sheet, usedExtent(sheet)),
        saved: request.query.saved === '1',
      });
      return sendPage(reply, 200, page);
    },
  );

  app.post<{ Params: { id: string }; Body: Form }>(
    '/spreadsheets/d/:id/edit',
    async (request, reply) => {
      if (!formTokenMatches(request, request.body.form_token, DEV_SHEETS_FORMS))
        return sendPage(reply, 403, FORBIDDEN);
      const outcome = await changeSpreadsheet(db, request.params.id, (spreadsheet) => {
        const sheet = spreadsheet.sheets[0];
        return { changed: sheet ? applyForm(sheet, request.body) : false, result: null };
      });
      if (!outcome) return sendPage(reply, 404, NOT_FOUND);
      return reply.redirect(
        `${DEV_SHEETS_PATH}/spreadsheets/d/${request.params.id}/edit?saved=1`,
        303,
      );
    },
  );

  done();
};
