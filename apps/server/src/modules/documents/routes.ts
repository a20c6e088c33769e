import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  DocumentCurrencyBody,
  DocumentCurrencyResponse,
  DocumentNameParams,
  MAX_UPLOAD_BYTES,
  ReadingQuestionBody,
  UploadResponse,
  type UploadedDocument,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { requireActivePlan } from '../billing/plan-access';
import { usageStart } from '../billing/plan-term';
import { ParseTurns } from './intake/parse-turns';
import { receiveUpload } from './intake/receive-upload';
import { ReadingQuestion } from './reading-question';
import { UploadSpool } from './intake/upload-spool';
import { setDocumentCurrency } from './document-currency';
import { removeDocument } from './service';
import { uploadStatement, type DocumentServices } from './upload-service';

/** The spec's two upload calls; both take PDF, CSV, XLS and XLSX and answer the same way. */
export const documentRoutes: FastifyPluginAsyncZod<ServerContext & DocumentServices> = async (
  app,
  options,
) => {
  const { files, parser, ...ctx } = options;
  const spool = await UploadSpool.open();
  app.addHook('onClose', () => spool.close());
  const turns = new ParseTurns();
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: 2, fields: 4, parts: 6 },
  });

  app.delete(
    '/documents/:fileName',
    { schema: { params: DocumentNameParams } },
    async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      await removeDocument(ctx, files, user.id, request.params.fileName);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/documents/:fileName',
    {
      schema: {
        params: DocumentNameParams,
        body: DocumentCurrencyBody,
        response: { 200: DocumentCurrencyResponse },
      },
    },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return setDocumentCurrency(ctx, user.id, request.params.fileName, request.body.currency);
    },
  );

  for (const url of ['/embed/upload-pdf', '/embed/upload-doc']) {
    const response = { 201: UploadResponse, 422: z.union([ReadingQuestionBody, ApiErrorBody]) };
    app.post(url, { schema: { response } }, async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      // The body waits on disk for its parse turn; only a running parse holds it in memory.
      const upload = await receiveUpload(request, spool);
      let document: UploadedDocument;
      try {
        requireActivePlan(user, ctx.clock.now());
        document = await turns.take(user.id, async () =>
          uploadStatement(
            ctx,
            { files, parser },
            {
              userId: user.id,
              planType: user.plan_type,
              usageFrom: usageStart(user, ctx.clock.now()),
              fileName: upload.name,
              ...(upload.duplicate ? { duplicate: upload.duplicate } : {}),
              ...(upload.password ? { password: upload.password } : {}),
              ...(upload.reading ? { reading: upload.reading } : {}),
              bytes: await upload.file.read(),
              spooled: upload.file.location,
            },
          ),
        );
      } catch (error) {
        // The one refusal whose body says more than { code, message }: the reading to confirm.
        if (error instanceof ReadingQuestion) return await reply.status(422).send(error.body);
        throw error;
      } finally {
        await upload.file.discard();
      }
      return reply.status(201).send({ document });
    });
  }
};
