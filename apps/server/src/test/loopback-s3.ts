import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../config';

/** One request as the store saw it, for tests that check what was asked (a ranged read). */
export interface LoopbackS3Request {
  method: string;
  key: string | null;
  range: string | undefined;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/**
 * The part of S3's REST protocol our file store uses, on a loopback port: path-style PUT, GET
 * (whole or one byte range), HEAD and DELETE of objects, and ListObjectsV2 with paging. It checks
 * that each request is signed (SigV4) with its access key, though not the signature itself.
 * s3rver, the usual stand-in, pages its listings with DES, which Node 17 and later refuse.
 */
export class LoopbackS3 {
  readonly objects = new Map<string, Buffer>();
  readonly requests: LoopbackS3Request[] = [];
  private readonly server: Server;

  private constructor(
    readonly bucket: string,
    private readonly accessKeyId: string,
  ) {
    this.server = createServer((request, response) => {
      this.answer(request)
        .catch(() => error(500, 'InternalError', 'The loopback store failed.'))
        .then(
          ({ status, headers = {}, body }) => {
            // A HEAD answers a GET's headers without its body.
            const sent = request.method === 'HEAD' ? undefined : body;
            response.writeHead(status, {
              ...headers,
              'Content-Length': body === undefined ? 0 : Buffer.byteLength(body),
            });
            response.end(sent);
          },
          () => response.destroy(),
        );
    });
  }

  static async start(bucket = 'sheetwise-test', accessKeyId = 'loopback-key'): Promise<LoopbackS3> {
    const store = new LoopbackS3(bucket, accessKeyId);
    await new Promise<void>((resolve) => store.server.listen(0, '127.0.0.1', resolve));
    return store;
  }

  /** What FILE_STORE=s3 would be configured with to reach this store. */
  settings(secretAccessKey = 'loopback-secret'): S3Settings {
    const { port } = this.server.address() as AddressInfo;
    return {
      bucket: this.bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: this.accessKeyId, secretAccessKey },
      forcePathStyle: true,
    };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }

  private async answer(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    // A bucket's own address may end in a slash: no key.
    const key = rest.join('/') ? decodeURIComponent(rest.join('/')) : null;
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    this.requests.push({ method, key, range: request.headers.range });
    const signed = request.headers.authorization ?? '';
    if (!signed.startsWith(`AWS4-HMAC-SHA256 Credential=${this.accessKeyId}/`)) {
      return error(403, 'InvalidAccessKeyId', 'The access key is not known here.');
    }
    if (decodeURIComponent(bucket) !== this.bucket) {
      return error(404, 'NoSuchBucket', 'The specified bucket does not exist.');
    }
    if (key === null) {
      return method === 'GET' && url.searchParams.get('list-type') === '2'
        ? this.list(url.searchParams)
        : error(501, 'NotImplemented', 'Only ListObjectsV2 is served on a bucket.');
    }
    if (method === 'PUT') {
      if (String(request.headers['x-amz-content-sha256']).startsWith('STREAMING')) {
        return error(501, 'NotImplemented', 'Chunked uploads are not served.');
      }
      this.objects.set(key, body);
      return { status: 200, headers: { ETag: etagOf(body) } };
    }
    if (method === 'DELETE') {
      this.objects.delete(key);
      return { status: 204 };
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return error(405, 'MethodNotAllowed', 'That method is not served.');
    }
    const stored = this.objects.get(key);
    if (!stored) return error(404, 'NoSuchKey', 'The specified key does not exist.');
    return read(stored, request.headers.range);
  }

  private list(query: URLSearchParams): Reply {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
    const token = query.get('continuation-token');
    const after = token
      ? Buffer.from(token, 'base64url').toString('utf8')
      : (query.get('start-after') ?? '');
    const keys = [...this.objects.keys()]
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const page = keys.slice(0, maxKeys);
    const last = page.at(-1);
    const next =
      keys.length > page.length && last
        ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
        : '';
    const contents = page.map((key) => {
      const bytes = this.objects.get(key) ?? Buffer.alloc(0);
      return `<Contents><Key>${xmlText(key)}</Key><LastModified>${new Date().toISOString()}</LastModified><ETag>${xmlText(etagOf(bytes))}</ETag><Size>${bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    return xml(
      200,
      `<ListBucketResult xmlns="${NAMESPACE}"><Name>${xmlText(this.bucket)}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${next !== ''}</IsTruncated>${next}${contents.join('')}</ListBucketResult>`,
    );
  }
}

interface Reply {
  status: number;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
}

/** A whole object, or the one byte range asked for. */
function read(stored: Buffer, range: string | undefined): Reply {
  const headers = { ETag: etagOf(stored), 'Content-Type': 'application/octet-stream' };
  if (!range) return { status: 200, headers, body: stored };
  const match = /^bytes=(\d+)-(\d+)$/.exec(range);
  if (!match) return error(501, 'NotImplemented', 'Only bytes=a-b ranges are served.');
  const first = Number(match[1]);
  if (first >= stored.length) return error(416, 'InvalidRange', 'The range is not satisfiable.');
  const last = Math.min(Number(match[2]), stored.length - 1);
  return {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${first}-${last}/${stored.length}` },
    body: stored.subarray(first, last + 1),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(status: number, document: string): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/xml' },
    body: `${XML_HEAD}${document}`,
  };
}

function error(status: number, code: string, message: string): Reply {
  return xml(status, `<Error><Code>${code}</Code><Message>${xmlText(message)}</Message></Error>`);
}
