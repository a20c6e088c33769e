import {
  ACCEPTED_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_MESSAGES,
} from '@sheetwise/contracts';

/**
 * The client-side checks of spec section 5, run before any byte is sent so a wrong file is
 * refused at once. The server checks the same again; these only save a round trip.
 */

const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // Banks' export formats. MT940 has no MIME type of its own: it is accepted by its extension.
  'application/x-ofx',
  'application/vnd.intu.qfx',
  'application/qif',
  'application/x-qif',
  'application/xml',
  'text/xml',
] as const;

/** The picker's `accept`: extensions and MIME types, since browsers honour one or the other. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...ACCEPTED_MIME_TYPES,
].join(',');

/** The help text under the drop zone. Every type is accepted everywhere, picker included. */
export const UPLOAD_HELP =
  'PDF, XLS, XLSX, CSV, OFX, QIF, CAMT (.052, .053, .054) and MT940 up to 10 MB';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedType(file: File): boolean {
  return (
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) ||
    (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
  );
}

/** Why these files cannot be uploaded, in the spec's words, or null when they can. */
export function uploadProblem(files: readonly File[]): string | null {
  const [file] = files;
  if (!file) return null;
  if (files.length > MAX_UPLOAD_FILES) return UPLOAD_MESSAGES.tooManyFiles;
  // "Under 10 MB (10485760 bytes)": exactly 10485760 bytes is already too large.
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  if (!isAcceptedType(file)) return UPLOAD_MESSAGES.unsupportedType;
  return null;
}

/** A file size for people: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
