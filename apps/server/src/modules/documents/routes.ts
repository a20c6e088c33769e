import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_ERROR_CODES,
  DocumentNameParams,
  INCOMPLETE_UPLOAD_MESSAGE,
  MAX_UPLOAD_BYTES,
  MISSING_FILE_MESSAGE,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
  UploadResponse,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { requireUser } from '../auth/authenticate';
import { requireActivePlan } from '../billing/plan-access';
import { removeDocument } from './service';
import { cleanFileName, uploadStatement, type DocumentServices } from './upload-service';

const tooLarge = () =>
  new AppError(413, DOCUMENT_ERROR_CODES.fileTooLarge, UPLOAD_MESSAGES.fileTooLarge);

/**
 * Reads the one file of a multipart upload into memory, refusing it while it streams once it
 * reaches 10 MB (files must be under 10485760 bytes), and refusing a second file.
 */
async function readSingleFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file || part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw new AppError(400, DOCUMENT_ERROR_CODES.tooManyFiles, UPLOAD_MESSAGES.tooManyFiles);
      }
      file = { name: cleanFileName(part.filename), bytes: await part.toBuffer() };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError(400, DOCUMENT_ERROR_CODES.tooManyFiles, UPLOAD_MESSAGES.tooManyFiles);
    }
    if (error instanceof AppError) throw error;
    // Anything else the form parser throws is the body's fault: it ended early or is not a form.
    throw new AppError(400, DOCUMENT_ERROR_CODES.incompleteUpload, INCOMPLETE_UPLOAD_MESSAGE);
  }
  if (!file || file.name === '') {
    throw new AppError(400, DOCUMENT_ERROR_CODES.missingFile, MISSING_FILE_MESSAGE);
  }
  return file;
}

/** The spec's two upload calls; both take PDF, CSV, XLS and XLSX and answer the same way. */
export const documentRoutes: FastifyPluginAsyncZod<ServerContext & DocumentServices> = async (
  app,
  options,
) => {
  const { files, parser, ...ctx } = options;
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

  for (const url of ['/embed/upload-pdf', '/embed/upload-doc']) {
    app.post(url, { schema: { response: { 201: UploadResponse } } }, async (request, reply) => {
      const { user } = await requireUser(ctx, request);
      const file = await readSingleFile(request);
      requireActivePlan(user, ctx.clock.now());
      const document = await uploadStatement(
        ctx,
        { files, parser },
        {
          userId: user.id,
          planType: user.plan_type,
          fileName: file.name,
          bytes: file.bytes,
        },
      );
      return reply.status(201).send({ document });
    });
  }
};
