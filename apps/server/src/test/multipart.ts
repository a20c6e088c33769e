import { randomBytes } from 'node:crypto';

/** A file part; with `fileName` null, a plain text field named `field`. */
export interface UploadPart {
  fileName: string | null;
  content: string | Buffer;
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(parts: UploadPart[]): { body: Buffer; contentType: string } {
  const boundary = `----sheetwise${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"`;
    chunks.push(
      Buffer.from(
        part.fileName === null
          ? `${disposition}\r\n\r\n`
          : `${disposition}; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
