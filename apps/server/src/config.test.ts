import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs in local mode with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'local',
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      supportEmail: 'support@sheetwise.app',
      mail: { smtpUrl: undefined, from: 'Sheetwise <support@sheetwise.app>' },
      signupLimitPerIp: 10,
      google: undefined,
      razorpay: undefined,
      llm: undefined,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      APP_MODE: 'production',
      PORT: '8080',
      DATA_DIR: '/var/lib/sheetwise',
      DATABASE_URL: 'postgres://u:p@db:5432/sheetwise',
      APP_URL: 'https://app.example.com/',
      SESSION_SECRET: 'x'.repeat(32),
      FILE_ENCRYPTION_KEY: 'ab'.repeat(32),
      FILE_ENCRYPTION_KEYS_OLD: `${'cd'.repeat(32)}, ${Buffer.alloc(32, 1).toString('base64')}`,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      RAZORPAY_KEY_ID: 'rzp_key',
      RAZORPAY_KEY_SECRET: 'rzp_secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp_hook',
      SUPPORT_EMAIL: 'help@example.com',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Sheetwise <no-reply@example.com>',
      LLM_BASE_URL: 'http://127.0.0.1:9000/v1',
      LLM_MODEL: 'small',
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_IP: '25',
    });
    expect(config).toMatchObject({
      mode: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/sheetwise',
      appUrl: 'https://app.example.com',
      fileEncryption: {
        key: Buffer.alloc(32, 0xab),
        oldKeys: [Buffer.alloc(32, 0xcd), Buffer.alloc(32, 1)],
      },
      google: { clientId: 'id', clientSecret: 'secret' },
      razorpay: { keyId: 'rzp_key', keySecret: 'rzp_secret', webhookSecret: 'rzp_hook' },
      llm: {
        baseUrl: 'http://127.0.0.1:9000/v1',
        apiKey: undefined,
        model: 'small',
        timeoutMs: 15_000,
      },
      supportEmail: 'help@example.com',
      mail: {
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        from: 'Sheetwise <no-reply@example.com>',
      },
      logLevel: 'warn',
      signupLimitPerIp: 25,
    });
  });

  it('names each bad variable on its own line', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        DATABASE_URL: 'mysql://db',
        SUPPORT_EMAIL: 'nope',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT: must be a port number from 0 to 65535',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'SUPPORT_EMAIL: must be an e-mail address',
      expect.stringMatching(/^LOG_LEVEL: /),
    ]);
  });

  it('requires an https APP_URL, a session secret, SMTP and a file key in production', () => {
    expect(problemsOf({ APP_MODE: 'production', PAYMENTS: 'off' })).toEqual([
      'APP_URL: is required when APP_MODE=production',
      'SESSION_SECRET: is required when APP_MODE=production',
      'SMTP_URL: is required when APP_MODE=production',
      'FILE_ENCRYPTION_KEY: is required when APP_MODE=production',
    ]);
    expect(
      problemsOf({
        APP_MODE: 'production',
        APP_URL: 'http://x.test',
        SESSION_SECRET: 'x'.repeat(40),
        PAYMENTS: 'off',
        SMTP_URL: 'smtp://mail.example.com',
        FILE_ENCRYPTION_KEY: 'ab'.repeat(32),
      }),
    ).toEqual(['APP_URL: must use https when APP_MODE=production']);
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET: must be at least 32 characters',
    ]);
  });

  it('takes file keys as 32 bytes in hex or base64 only, and never echoes them', () => {
    expect(loadConfig({}).fileEncryption).toEqual({ key: undefined, oldKeys: [] });
    expect(
      problemsOf({
        FILE_ENCRYPTION_KEY: 'secret-but-short',
        FILE_ENCRYPTION_KEYS_OLD: 'ab'.repeat(31),
      }),
    ).toEqual([
      'FILE_ENCRYPTION_KEY: must be 32 bytes as base64 or as 64 hex characters',
      'FILE_ENCRYPTION_KEYS_OLD: must be a comma-separated list of keys, each 32 bytes as base64 or as 64 hex characters',
    ]);
  });

  it('refuses half-configured providers', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
    ]);
    expect(problemsOf({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toHaveLength(1);
    expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toEqual([
      'LLM_MODEL: LLM_BASE_URL and LLM_MODEL go together',
    ]);
  });

  it('points Google Sheets at the development service only in local mode without credentials', () => {
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:4000' }).googleSheets).toEqual({
      sheetsApiUrl: 'http://127.0.0.1:4000/dev-sheets',
      driveApiUrl: 'http://127.0.0.1:4000/dev-sheets',
      authorizeUrl: 'http://127.0.0.1:4000/dev-sheets/oauth/authorize',
      tokenUrl: 'http://127.0.0.1:4000/dev-sheets/oauth/token',
      revokeUrl: 'http://127.0.0.1:4000/dev-sheets/oauth/revoke',
      devService: true,
    });
    const google = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(google.googleSheets).toMatchObject({
      sheetsApiUrl: 'https://sheets.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      devService: false,
    });
    const pointed = loadConfig({ GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:9/', APP_MODE: 'local' });
    expect(pointed.googleSheets.sheetsApiUrl).toBe('http://127.0.0.1:9');
    expect(problemsOf({ GOOGLE_OAUTH_TOKEN_URL: 'ftp://x' })).toEqual([
      'GOOGLE_OAUTH_TOKEN_URL: must be an http(s) URL',
    ]);
  });

  it('keeps files on the local disk unless FILE_STORE=s3 names a bucket', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'sheetwise-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'sheetwise-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // On AWS itself, with the instance's role: only the bucket is needed.
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'files.example' }).fileStore).toEqual({
      kind: 's3',
      bucket: 'files.example',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses an S3 store without a bucket, half its credentials, or settings it would ignore', () => {
    expect(problemsOf({ FILE_STORE: 's3' })).toEqual(['S3_BUCKET: is required when FILE_STORE=s3']);
    expect(problemsOf({ FILE_STORE: 'disk' })).toEqual(['FILE_STORE: must be local or s3']);
    expect(
      problemsOf({
        FILE_STORE: 's3',
        S3_BUCKET: 'Bad_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET: must be an S3 bucket name: 3 to 63 lowercase letters, digits, . and -',
      'S3_ENDPOINT: must be an http(s) URL',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
    expect(problemsOf({ FILE_STORE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
    expect(problemsOf({ S3_BUCKET: 'files', S3_REGION: 'eu-west-1' })).toEqual([
      'FILE_STORE: must be s3 when S3_BUCKET, S3_REGION are set',
    ]);
  });
});
