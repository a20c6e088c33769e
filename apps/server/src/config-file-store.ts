/** FILE_STORE and the S3 settings: where uploaded files are kept (issue #21, more than one server). */

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

type S3Env = Partial<Record<(typeof S3_VARIABLES)[number] | 'FILE_STORE', string | undefined>>;

/** Where uploaded files are kept: under DATA_DIR/files, or in an S3-compatible bucket. */
export type FileStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export function checkS3Settings(
  env: S3Env,
  problem: (variable: string, message: string) => void,
): void {
  if (env.FILE_STORE !== 's3') {
    // Settings for a store that is not used are most likely a forgotten FILE_STORE=s3.
    const set = S3_VARIABLES.filter((variable) => env[variable] !== undefined);
    if (set.length > 0) problem('FILE_STORE', `must be s3 when ${set.join(', ')} are set`);
    return;
  }
  if (!env.S3_BUCKET) problem('S3_BUCKET', 'is required when FILE_STORE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problem('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address; AWS's own endpoint for the region when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Without them the AWS SDK's default chain answers (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed as a path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** Where AWS's SDK sends requests when S3_REGION is unset; most S3-compatible services ignore it. */
const DEFAULT_S3_REGION = 'us-east-1';

export function fileStoreOf(env: S3Env): FileStoreConfig {
  if (env.FILE_STORE !== 's3' || !env.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
