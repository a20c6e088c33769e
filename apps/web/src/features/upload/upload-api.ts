import type { UploadResponse } from '@sheetwise/contracts';
import { uploadFile, type UploadOptions } from '../../lib/upload';

/**
 * The two upload calls of spec section 7. Both accept all four types; they differ only in which
 * gesture uses them, so each flow keeps its own endpoint and its own failure message.
 */
export type UploadFlow = 'drop' | 'browse';

export const UPLOAD_PATHS: Record<UploadFlow, string> = {
  drop: '/api/embed/upload-doc',
  browse: '/api/embed/upload-pdf',
};

export function uploadStatement(
  flow: UploadFlow,
  file: File,
  options: UploadOptions,
): Promise<UploadResponse> {
  return uploadFile<UploadResponse>(UPLOAD_PATHS[flow], file, options);
}
