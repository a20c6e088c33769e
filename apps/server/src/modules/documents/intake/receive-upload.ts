import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_ERROR_CODES,
  DUPLICATE_CHOICE_MESSAGE,
  DUPLICATE_CHOICES,
  DUPLICATE_FIELD,
  GENERIC_ERROR_CODES,
  INCOMPLETE_UPLOAD_MESSAGE,
  MAX_PDF_PASSWORD_LENGTH,
  type DuplicateChoice,
  MISSING_FILE_MESSAGE,
  PASSWORD_FIELD,
  PDF_PASSWORD_TOO_LONG_MESSAGE,
  MAX_READING_FIELD_LENGTH,
  READING_CHOICE_INVALID_MESSAGE,
  READING_FIELD,
  ReadingChoice,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES,
} from '@sheetwise/contracts';
import { AppError } from '../../../http/app-error';
import { cleanFileName } from '../upload-service';
import type { SpooledFile, UploadSpool } from './upload-spool';

export interface ReceivedUpload {
  name: string;
  file: SpooledFile;
  /** What to do if the name is taken by another statement; asked for when absent. */
  duplicate?: DuplicateChoice;
  /** What opens a protected PDF, for its parse only: kept nowhere, logged never. */
  password?: string;
  /** The person's reading of the file's columns, once the upload asked for it. */
  reading?: ReadingChoice;
}

const tooLarge = () =>
  new AppError(413, DOCUMENT_ERROR_CODES.fileTooLarge, UPLOAD_MESSAGES.fileTooLarge);
const tooMany = () =>
  new AppError(400, DOCUMENT_ERROR_CODES.tooManyFiles, UPLOAD_MESSAGES.tooManyFiles);

/** The form parser's refusals, as the API words them; anything else is a body cut short. */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return tooMany();
  return new AppError(400, DOCUMENT_ERROR_CODES.incompleteUpload, INCOMPLETE_UPLOAD_MESSAGE);
}

/**
 * Receives the one file of a multipart upload into the spool as it streams, refusing it once it
 * reaches 10 MB (files must be under 10485760 bytes) and refusing a second file. Nothing of a
 * refused upload is left in the spool.
 */
export async function receiveUpload(
  request: FastifyRequest,
  spool: UploadSpool,
): Promise<ReceivedUpload> {
  let received: ReceivedUpload | undefined;
  let duplicate: DuplicateChoice | undefined;
  let password: string | undefined;
  let reading: ReadingChoice | undefined;
  try {
    // The fields may come before or after the file.
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (part.fieldname === DUPLICATE_FIELD) duplicate = duplicateChoice(part.value);
        if (part.fieldname === PASSWORD_FIELD) password = pdfPassword(part.value);
        if (part.fieldname === READING_FIELD) reading = readingChoice(part.value);
        continue;
      }
      if (received || part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw tooMany();
      }
      const file = await spool.write(part.file);
      received = { name: cleanFileName(part.filename), file };
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    await received?.file.discard();
    throw refusalOf(error);
  }
  if (!received || received.name === '') {
    await received?.file.discard();
    throw new AppError(400, DOCUMENT_ERROR_CODES.missingFile, MISSING_FILE_MESSAGE);
  }
  return {
    ...received,
    ...(duplicate ? { duplicate } : {}),
    ...(password ? { password } : {}),
    ...(reading ? { reading } : {}),
  };
}

function duplicateChoice(value: unknown): DuplicateChoice {
  const choice = DUPLICATE_CHOICES.find((known) => known === value);
  if (!choice) {
    throw new AppError(400, GENERIC_ERROR_CODES.invalidInput, DUPLICATE_CHOICE_MESSAGE);
  }
  return choice;
}

/** An empty field is no password; one longer than any PDF's password is refused. */
function pdfPassword(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_PDF_PASSWORD_LENGTH) {
    throw new AppError(400, GENERIC_ERROR_CODES.invalidInput, PDF_PASSWORD_TOO_LONG_MESSAGE);
  }
  return value === '' ? undefined : value;
}

/** The person's reading as JSON: anything else, or more than a reading needs, is refused. */
function readingChoice(value: unknown): ReadingChoice {
  const invalid = () =>
    new AppError(400, GENERIC_ERROR_CODES.invalidInput, READING_CHOICE_INVALID_MESSAGE);
  if (typeof value !== 'string' || value.length > MAX_READING_FIELD_LENGTH) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw invalid();
  }
  const parsed = ReadingChoice.safeParse(json);
  if (!parsed.success) throw invalid();
  return parsed.data;
}
