import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_SHEETS_PATH } from '../../config';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { cellAt, usedExtent, type DevSheet } from './document';
import { accessTokenIsLive } from './grants';
import { applyRequest, BatchUpdateBody } from './requests';
import {
  changeSpreadsheet,
  createSpreadsheet,
  findSpreadsheet,
  type DevSpreadsheet,
} from './store';
import { ApiProblem, parseRange, readBlock, writeBlock, type ValueRenderOption } from './values';

/**
 * The REST calls the Google Sheets connector makes, answered from the database as Google
 * answers them: Sheets v4 (`spreadsheets.create`, `spreadsheets.get`, `values:batchGet`,
 * `values:batchUpdate`, `:batchUpdate`) and Drive v3's file `version`, which goes up with every change. Every call
 * needs a live Bearer access token from this service's token endpoint.
 */
export interface ApiOptions {
  db: Kysely<DB>;
  clock: Clock;
  /** Where the grid page is served, for the spreadsheets' addresses. */
  appUrl: string;
}

const MAX_TITLE_LENGTH = 200;

/** `spreadsheets.create`'s body, as far as titles go: the spreadsheet's and each sheet's. */
const CreateBody = z.object({
  properties: z.object({ title: z.string().max(MAX_TITLE_LENGTH).optional() }).optional(),
  sheets: z
    .array(z.object({ properties: z.object({ title: z.string().min(1).max(MAX_TITLE_LENGTH) }) }))
    .max(200)
    .optional(),
});

const ValuesBatchUpdateBody = z.object({
  valueInputOption: z.enum(['RAW', 'USER_ENTERED']),
  data: z.array(z.object({ range: z.string(), values: z.array(z.array(z.unknown())) })).max(10_000),
});

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

function sheetProperties(sheet: DevSheet, index: number) {
  return {
    sheetId: sheet.sheetId,
    title: sheet.title,
    index,
    sheetType: 'GRID',
    gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount },
  };
}

/** Each used cell's effective number format, as `data.rowData` with a `fields` mask asks. */
function gridData(sheet: DevSheet) {
  const used = usedExtent(sheet);
  const rowData = Array.from({ length: used.rows }, (_, row) => ({
    values: Array.from({ length: used.columns }, (_, column) => {
      const format = cellAt(sheet, row, column)?.format;
      return format ? { effectiveFormat: { numberFormat: { type: format } } } : {};
    }),
  }));
  return [{ startRow: 0, startColumn: 0, rowData }];
}

function presentSpreadsheet(
  spreadsheet: DevSpreadsheet,
  withData: Set<string> | 'all' | 'none',
  appUrl: string,
) {
  return {
    spreadsheetId: spreadsheet.id,
    properties: { title: spreadsheet.title },
    sheets: spreadsheet.sheets.map((sheet, index) => ({
      properties: sheetProperties(sheet, index),
      merges: sheet.merges,
      developerMetadata: sheet.metadata,
      ...(withData === 'all' || (withData !== 'none' && withData.has(sheet.title))
        ? { data: gridData(sheet) }
        : {}),
    })),
    spreadsheetUrl: `${appUrl}${DEV_SHEETS_PATH}/spreadsheets/d/${spreadsheet.id}/edit`,
  };
}

const notFound = () => new ApiProblem(404, 'NOT_FOUND', 'Requested entity was not found.');

export const apiRoutes: FastifyPluginCallback<ApiOptions> = (app, { db, clock, appUrl }, done) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiProblem) {
      return reply.status(error.status).send({
        error: { code: error.status, message: error.message, status: error.googleStatus },
      });
    }
    if (error instanceof z.ZodError || error.validation) {
      return reply
        .status(400)
        .send({ error: { code: 400, message: 'Invalid request', status: 'INVALID_ARGUMENT' } });
    }
    request.log.error({ err: error }, 'development spreadsheet service failed');
    return reply
      .status(500)
      .send({ error: { code: 500, message: 'Internal error', status: 'INTERNAL' } });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !(await accessTokenIsLive(db, token, clock.now()))) {
      throw new ApiProblem(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials.',
      );
    }
  });

  async function load(id: string): Promise<DevSpreadsheet> {
    const spreadsheet = await findSpreadsheet(db, id);
    if (!spreadsheet) throw notFound();
    return spreadsheet;
  }

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/v4/spreadsheets/:id',
    async (request) => {
      const spreadsheet = await load(request.params.id);
      const ranges = list(request.query.ranges);
      const titles = new Set(
        ranges.map((range) => parseRange(spreadsheet.sheets, range).sheet.title),
      );
      const everything = request.query.includeGridData === 'true';
      return presentSpreadsheet(
        spreadsheet,
        everything ? 'all' : ranges.length > 0 ? titles : 'none',
        appUrl,
      );
    },
  );

  app.post('/v4/spreadsheets', async (request) => {
    const body = CreateBody.parse(request.body ?? {});
    const titles = body.sheets?.length
      ? body.sheets.map((sheet) => sheet.properties.title)
      : undefined;
    if (titles && new Set(titles).size !== titles.length) {
      throw new ApiProblem(400, 'INVALID_ARGUMENT', 'Sheet titles must be unique');
    }
    const title = body.properties?.title?.trim() || 'Untitled spreadsheet';
    const created = await createSpreadsheet(db, title, clock.now(), titles);
    return presentSpreadsheet(created, 'none', appUrl);
  });

  app.get<{ Params: { id: string; method: string }; Querystring: Record<string, unknown> }>(
    '/v4/spreadsheets/:id/:method',
    async (request) => {
      if (request.params.method !== 'values:batchGet') throw notFound();
      const spreadsheet = await load(request.params.id);
      const option = z
        .enum(['UNFORMATTED_VALUE', 'FORMULA', 'FORMATTED_VALUE'])
        .default('FORMATTED_VALUE')
        .parse(request.query.valueRenderOption) satisfies ValueRenderOption;
      return {
        spreadsheetId: spreadsheet.id,
        valueRanges: list(request.query.ranges).map((range) =>
          readBlock(parseRange(spreadsheet.sheets, range), option),
        ),
      };
    },
  );

  app.post<{ Params: { id: string; method: string } }>(
    '/v4/spreadsheets/:id/:method',
    async (request) => {
      if (request.params.method !== 'values:batchUpdate') throw notFound();
      const body = ValuesBatchUpdateBody.parse(request.body);
      const outcome = await changeSpreadsheet(db, request.params.id, (spreadsheet) => {
        const updated = body.data.map((entry) =>
          writeBlock(
            parseRange(spreadsheet.sheets, entry.range),
            entry.values,
            body.valueInputOption,
          ),
        );
        const totalUpdatedCells = updated.reduce((sum, count) => sum + count, 0);
        return { changed: totalUpdatedCells > 0, result: totalUpdatedCells };
      });
      if (!outcome) throw notFound();
      return { spreadsheetId: request.params.id, totalUpdatedCells: outcome.result };
    },
  );

  app.post<{ Params: { target: string } }>('/v4/spreadsheets/:target', async (request) => {
    const [id = '', method] = request.params.target.split(':');
    if (method !== 'batchUpdate') throw notFound();
    const { requests } = BatchUpdateBody.parse(request.body);
    const outcome = await changeSpreadsheet(db, id, (spreadsheet) => ({
      changed: requests.length > 0,
      result: requests.map((entry) => applyRequest(spreadsheet, entry)),
    }));
    if (!outcome) throw notFound();
    return { spreadsheetId: id, replies: outcome.result };
  });

  app.get<{ Params: { id: string } }>(
    '/drive/v3/files/:id',
    async (request, reply: FastifyReply) => {
      const spreadsheet = await load(request.params.id);
      return reply.send({ id: spreadsheet.id, version: String(spreadsheet.version) });
    },
  );

  done();
};
