import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { checkedKey, type ListableFileStore } from './file-store';

/** What a missing object rejects with: the code the local disk gives, so callers treat both alike. */
export class StoredFileMissingError extends Error {
  readonly code = 'ENOENT';

  constructor() {
    super('No stored file under that key');
    this.name = 'StoredFileMissingError';
  }
}

const status = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

function missingObject(error: unknown): never {
  throw status(error) === 404 ? new StoredFileMissingError() : error;
}

/** A listing page's size: S3's own largest. Tests pass smaller ones to exercise paging. */
const LIST_PAGE_SIZE = 1000;

/**
 * Files as objects in one bucket of an S3-compatible store, for several server processes that
 * share their files. A PUT replaces an object whole, so a reader sees the old file or the new
 * one, as the local store's rename gives; no temporary objects are left by a crash.
 */
export class S3FileStore implements ListableFileStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly pageSize = LIST_PAGE_SIZE,
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Every file is sealed with AES-256-GCM, which already refuses a changed byte; the SDK's
      // extra CRC headers only make S3-compatible stores that do not know them refuse writes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 120_000 },
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key), Body: bytes }),
    );
  }

  async get(key: string): Promise<Uint8Array> {
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }))
      .catch(missingObject);
    return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
  }

  /** A ranged GET, so a walk over every file reads only their headers. */
  async head(key: string, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array();
    const request = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: checkedKey(key),
      Range: `bytes=0-${length - 1}`,
    });
    try {
      const object = await this.client.send(request);
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      // An empty object has no first byte to range from.
      if (status(error) === 416) return new Uint8Array();
      throw status(error) === 404 ? new StoredFileMissingError() : error;
    }
  }

  /** Removing a file that is not there succeeds, as on the local disk. */
  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
    );
  }

  /**
   * Every stored key, page by page. Objects under names this store would never write (another
   * tool's, in a shared bucket) are left out rather than stopping the walk.
   */
  async *keys(): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.pageSize },
      { Bucket: this.settings.bucket },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorableKey(object.Key)) yield object.Key;
      }
    }
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}

function isStorableKey(key: string): boolean {
  try {
    checkedKey(key);
    return true;
  } catch {
    return false;
  }
}
