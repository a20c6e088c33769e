import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  MerchantRuleList,
  MerchantRuleParams,
  TransactionCorrectionBody,
  TransactionFilters,
  TransactionPage,
  TransactionPageQuery,
  TransactionRowParams,
  TransactionSummary,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import {
  DOWNLOAD_FORMATS,
  sendDownload,
  transactionDownload,
  type DownloadFormat,
} from './download';
import {
  correctTransaction,
  deleteMerchantRule,
  merchantRules,
  transactionPage,
  transactionSummary,
} from './service';

/** The transactions sheet: a page of rows, corrections of them, and the user's merchant rules. */
export const transactionRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get(
    '/transactions',
    { schema: { querystring: TransactionPageQuery, response: { 200: TransactionPage } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return transactionPage(ctx, user.id, request.query);
    },
  );

  app.get(
    '/transactions/summary',
    { schema: { querystring: TransactionFilters, response: { 200: TransactionSummary } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return transactionSummary(ctx, user.id, request.query);
    },
  );

  for (const format of Object.keys(DOWNLOAD_FORMATS) as DownloadFormat[]) {
    app.get(
      `/transactions/export.${format}`,
      { schema: { querystring: TransactionFilters } },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request);
        const download = await transactionDownload(
          ctx,
          request.log,
          user.id,
          request.query,
          format,
        );
        return sendDownload(reply, download);
      },
    );
  }

  app.patch(
    '/transactions/:fileName/:position',
    { schema: { params: TransactionRowParams, body: TransactionCorrectionBody } },
    async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      const { fileName, position } = request.params;
      await correctTransaction(ctx, user.id, fileName, position, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/merchant-rules',
    { schema: { response: { 200: MerchantRuleList } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return merchantRules(ctx, user.id);
    },
  );

  app.delete(
    '/merchant-rules/:key',
    { schema: { params: MerchantRuleParams } },
    async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      await deleteMerchantRule(ctx, user.id, request.params.key);
      return reply.status(204).send();
    },
  );

  done();
};
