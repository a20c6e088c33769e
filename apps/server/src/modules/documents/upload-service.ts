import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ACCEPTED_EXTENSIONS,
  DOCUMENT_ERROR_CODES,
  GENERIC_ERROR_CODES,
  MAX_FILE_NAME_LENGTH,
  UPLOAD_MESSAGES,
  planLimitMessage,
  projectLimit,
  type PlanType,
  type ReadingChoice,
  type UploadedDocument,
} from '@sheetwise/contracts';
import {
  detectFormat,
  type LayoutCurrency,
  type ParseErrorCode,
  type StatementFormat,
} from '@sheetwise/statements';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import type { SpooledLocation } from './intake/upload-spool';
import type { StatementForStorage, StatementSummary } from './parsing/parse-message';
import { ParseInterrupted } from './parsing/chunk-stream';
import {
  WORKER_FAILURE_MESSAGES,
  type StatementParser,
  type WorkerFailure,
} from './parsing/statement-parser';
import { askAboutReading } from './reading-question';
import { rememberedCurrencies } from './layout-currencies';
import { rememberedReadings, rememberReading } from './reading-choices';
import { countDocuments, findDocument, replaceTransactions, saveDocument } from './store';
import { targetName, type NamedUpload } from './target-name';

export interface UploadInput extends NamedUpload {
  planType: PlanType;
  /** Where documents start counting against the plan's limit: the month's or the period's start. */
  usageFrom: Date;
  bytes: Uint8Array;
  /** The same bytes in the upload spool, which the parse process reads rather than receive. */
  spooled?: SpooledLocation;
  /** Opens a protected PDF; goes to the parse process alone, never to a log or the database. */
  password?: string;
  /** The person's reading of the file's columns, given once the upload asked for it. */
  reading?: ReadingChoice;
}

/** What the document routes need beyond the database: file storage and the parse processes. */
export interface DocumentServices {
  files: FileStore;
  parser: StatementParser;
}

/** The stored file's media type, by the format its bytes showed (a .qfx is OFX). */
const MEDIA_TYPES = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ofx: 'application/x-ofx',
  qif: 'application/qif',
  camt053: 'application/xml',
  mt940: 'text/plain',
} as const satisfies Record<StatementFormat, string>;

const unsupported = () =>
  new AppError(415, DOCUMENT_ERROR_CODES.unsupportedType, UPLOAD_MESSAGES.unsupportedType);

/**
 * Control characters, and the marks that reorder text: a right-to-left override can make
 * "statement\u202Efdp.exe" display as "statementexe.pdf".
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we remove
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name as the user sees it: no folders, nothing hidden or reordering, a sane length. */
export function cleanFileName(raw: string): string {
  const base = path.basename(raw.replace(/\\/g, '/')).replace(HIDDEN_CHARACTERS, '');
  const name = base.trim().slice(-MAX_FILE_NAME_LENGTH);
  // The cut may have split a character in two; its orphaned second half goes too.
  return /^[\udc00-\udfff]/.test(name) ? name.slice(1) : name;
}

function extensionOf(fileName: string): string {
  return path.extname(fileName).slice(1).toLowerCase();
}

/** The type by extension and by content together: a renamed binary is refused. */
function checkType(fileName: string, bytes: Uint8Array): keyof typeof MEDIA_TYPES {
  const extension = extensionOf(fileName);
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) throw unsupported();
  const format = detectFormat(bytes, fileName);
  if (!format) throw unsupported();
  return format;
}

/** Refusals with their own code, so that the upload card can ask for the PDF's password. */
const PASSWORD_REFUSALS: Partial<Record<ParseErrorCode, string>> = {
  'password-required': DOCUMENT_ERROR_CODES.passwordRequired,
  'wrong-password': DOCUMENT_ERROR_CODES.wrongPassword,
};

/** What the user chose for earlier files, which the parse applies where this file fits. */
interface Remembered {
  readings: ReadingChoice[];
  currencies: LayoutCurrency[];
}

async function readStatement(
  parser: StatementParser,
  input: UploadInput,
  { readings, currencies }: Remembered,
): Promise<StatementForStorage> {
  const { bytes, spooled, fileName, password, reading } = input;
  const outcome = await parser({
    file: spooled ?? bytes,
    fileName,
    ...(password ? { password } : {}),
    ...(reading ? { reading } : { remembered: readings }),
    currencies,
  });
  if (outcome.ok) {
    // Unsure, and no choice of the person's settled it: ask, and store nothing.
    if (outcome.statement.reading?.confidence === 'low') throw askAboutReading(outcome.statement);
    return outcome;
  }
  if ('failure' in outcome) throw workerFailure(outcome.failure);
  if (outcome.error.code === 'unsupported-type') throw unsupported();
  if (outcome.error.code === 'reading-invalid') {
    throw new AppError(400, GENERIC_ERROR_CODES.invalidInput, outcome.error.message);
  }
  const code = PASSWORD_REFUSALS[outcome.error.code] ?? DOCUMENT_ERROR_CODES.unreadableStatement;
  throw new AppError(422, code, outcome.error.message);
}

const workerFailure = (failure: WorkerFailure) =>
  new AppError(422, DOCUMENT_ERROR_CODES.unreadableStatement, WORKER_FAILURE_MESSAGES[failure]);

/** A new name counts against the plan's monthly documents; replacing one the user has does not. */
async function checkPlanLimit(db: Kysely<DB>, input: UploadInput, fileName: string): Promise<void> {
  const limit = projectLimit(input.planType);
  if (limit === null) return;
  const replacing = await findDocument(db, input.userId, fileName);
  if (replacing) return;
  const used = (await countDocuments(db, input.userId, input.usageFrom)).since;
  if (used >= limit) {
    throw new AppError(
      409,
      DOCUMENT_ERROR_CODES.planLimitReached,
      planLimitMessage(input.planType, limit),
    );
  }
}

/**
 * Stores an uploaded statement: checks its type, reads its transactions, then writes the file and
 * the rows so that both exist or neither does. A name the user already has is replaced (keeping
 * the document's id and so its chat) or kept beside it as the user chose (target-name.ts).
 */
export async function uploadStatement(
  ctx: ServerContext,
  { files, parser }: DocumentServices,
  input: UploadInput,
): Promise<UploadedDocument> {
  const format = checkType(input.fileName, input.bytes);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  // The name and the limit are a few queries; the parse can take seconds, so a refusal or the
  // question about a taken name should not wait for it. The user's readings of earlier layouts,
  // and the currencies given to them, are read meanwhile, for the parse to apply what fits.
  const [readings, currencies] = await Promise.all([
    input.reading ? [] : rememberedReadings(ctx.db, input.userId),
    rememberedCurrencies(ctx.db, input.userId),
    targetName(ctx.db, input, sha256).then((name) => checkPlanLimit(ctx.db, input, name)),
  ]);
  const reading = readStatement(parser, input, { readings, currencies });
  // The file is written while its process parses it. Writing starts on the next turn, once the
  // parse's job has gone out: sealing 10 MB holds this thread about 0.1 s, which the parse
  // process spent waiting for its job when the write came first.
  const storageKey = `${input.userId}/${randomUUID()}`;
  const writing = nextTurn()
    .then(() => files.put(storageKey, input.bytes))
    .then(
      () => ({ ok: true as const }),
      // Held as a value: the parse is awaited first, and a rejection must not go unhandled meanwhile.
      (error: unknown) => ({ ok: false as const, error }),
    );
  let previousKey: string | undefined;
  try {
    const [{ statement, chunks }, written] = await Promise.all([reading, writing]);
    if (!written.ok) throw written.error;
    const saved = await ctx.db.transaction().execute(async (trx) => {
      // Checked again under the user's lock, where the count and the insert cannot be raced:
      // ten parallel uploads all passed the check above before any of them was saved.
      await lockUntilCommit(trx, `documents:${input.userId}`);
      const fileName = await targetName(trx, input, sha256);
      await checkPlanLimit(trx, input, fileName);
      previousKey = (await findDocument(trx, input.userId, fileName))?.storage_key;
      const document = await saveDocument(trx, {
        id: randomUUID(),
        user_id: input.userId,
        file_name: fileName,
        created_at: ctx.clock.now(),
        size: input.bytes.length,
        media_type: MEDIA_TYPES[format],
        sha256,
        storage_key: storageKey,
        summary: JSON.stringify(summaryOf(statement)),
      });
      await replaceTransactions(trx, document.id, chunks, statement.currency);
      // The person's reading, applied to this file, is remembered for the layout's next export.
      if (input.reading && statement.reading?.source === 'chosen') {
        await rememberReading(trx, input.userId, input.reading, ctx.clock.now());
      }
      return document;
    });
    if (previousKey && previousKey !== storageKey) await files.remove(previousKey);
    return {
      fileName: saved.file_name,
      createdAt: saved.created_at.toISOString(),
      transactionCount: statement.transactionCount,
      currency: statement.currency,
      periodStart: statement.period.start,
      periodEnd: statement.period.end,
      reconciled: statement.reconciliation
        ? {
            checked: statement.reconciliation.checked,
            reconciled: statement.reconciliation.reconciled,
          }
        : null,
      warnings: statement.warnings,
    };
  } catch (error) {
    // A refused parse can come back before the write ends; the file is removed once it is there.
    await writing;
    await files.remove(storageKey);
    throw error instanceof ParseInterrupted ? workerFailure(error.failure) : error;
  }
}

/** What the documents row keeps of the parse, for lists and the assistant's opening lines. */
function summaryOf(statement: StatementSummary) {
  return {
    format: statement.format,
    currency: statement.currency,
    currencies: statement.currencies ?? null,
    accountMasked: statement.accountMasked ?? null,
    // The bank the file prints, by which a question across statements may name it.
    bank: statement.bank ?? null,
    period: statement.period,
    openingBalanceMinor: statement.openingBalanceMinor ?? null,
    closingBalanceMinor: statement.closingBalanceMinor ?? null,
    transactionCount: statement.transactionCount,
    reconciliation: statement.reconciliation,
    warnings: statement.warnings,
    // A card statement's amount due, minimum payment, limit and due date, for the assistant.
    ...(statement.statedFacts ? { statedFacts: statement.statedFacts } : {}),
    // The layout a currency chosen for this statement is remembered for (layout-currencies.ts).
    headerSignature: statement.reading?.headerSignature ?? null,
  };
}
