import {
  DOCUMENT_ERROR_CODES,
  duplicateNameMessage,
  type DuplicateChoice,
} from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { copyName } from './copy-name';
import { findDocument } from './store';

export interface NamedUpload {
  userId: string;
  fileName: string;
  duplicate?: DuplicateChoice;
}

/**
 * The name an upload is stored under. Banks export many statements under one name, so a name
 * the user already has is never silently taken over by other contents: the same file again
 * replaces itself (and keeps its chat); another file replaces it only when the user chose so,
 * or is kept beside it as `name (2).csv`; with no choice made, the user is asked (409).
 */
export async function targetName(
  db: Kysely<DB>,
  upload: NamedUpload,
  sha256: string,
): Promise<string> {
  const existing = await findDocument(db, upload.userId, upload.fileName);
  if (!existing || existing.sha256 === sha256 || upload.duplicate === 'replace') {
    return upload.fileName;
  }
  if (upload.duplicate !== 'keep-both') {
    throw new AppError(
      409,
      DOCUMENT_ERROR_CODES.duplicateName,
      duplicateNameMessage(upload.fileName),
    );
  }
  for (let copy = 2; ; copy += 1) {
    const name = copyName(upload.fileName, copy);
    if (!(await findDocument(db, upload.userId, name))) return name;
  }
}
