import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { APP_MODES, DEFAULT_SUPPORT_EMAIL, EXPORT_DOWNLOAD_MAX_ROWS } from '@sheetwise/contracts';
import { microsoftEndpoints, type MicrosoftEndpoints } from './config-microsoft';
import { parseFileEncryptionKey } from './platform/file-encryption-key';
import { checkS3Settings, fileStoreOf, type FileStoreConfig } from './config-file-store';
import { googleSheetsEndpoints, type GoogleSheetsEndpoints } from './config-google-sheets';

/**
 * Every environment variable the server reads, parsed once at start. README.md documents each one;
 * keep the two in step.
 */
const optionalText = z.string().trim().min(1).optional();

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z
  .object({
    APP_MODE: z.enum(APP_MODES).default('local'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(3000),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    FILE_ENCRYPTION_KEY: optionalText,
    FILE_ENCRYPTION_KEYS_OLD: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_SHEETS_API_URL: httpUrl.optional(),
    GOOGLE_DRIVE_API_URL: httpUrl.optional(),
    GOOGLE_OAUTH_AUTHORIZE_URL: httpUrl.optional(),
    GOOGLE_OAUTH_TOKEN_URL: httpUrl.optional(),
    MICROSOFT_CLIENT_ID: optionalText,
    MICROSOFT_CLIENT_SECRET: optionalText,
    MICROSOFT_AUTHORITY: httpUrl.optional(),
    MICROSOFT_GRAPH_URL: httpUrl.optional(),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    PAYMENTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    RAZORPAY_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.razorpay.com/v1'),
    SUPPORT_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SUPPORT_EMAIL),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: optionalText,
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 100 to 120000' })
      .int('must be a whole number of milliseconds from 100 to 120000')
      .min(100, 'must be a whole number of milliseconds from 100 to 120000')
      .max(120_000, 'must be a whole number of milliseconds from 100 to 120000')
      .default(15_000),
    SIGNUP_LIMIT_PER_IP: z.coerce
      .number({ error: 'must be a whole number from 1 to 100000' })
      .int('must be a whole number from 1 to 100000')
      .min(1, 'must be a whole number from 1 to 100000')
      .max(100_000, 'must be a whole number from 1 to 100000')
      .default(10),
    EXPORT_DOWNLOAD_MAX_ROWS: z.coerce
      .number({ error: 'must be a whole number from 0 to 100000000' })
      .int('must be a whole number from 0 to 100000000')
      .min(0, 'must be a whole number from 0 to 100000000')
      .max(100_000_000, 'must be a whole number from 0 to 100000000')
      .default(EXPORT_DOWNLOAD_MAX_ROWS),
    TRUST_PROXY: optionalText,
    FILE_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        S3_BUCKET_NAME,
        'must be an S3 bucket name: 3 to 63 lowercase letters, digits, . and -',
      )
      .optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [variable], message });
    };
    if (env.APP_MODE === 'production') {
      if (!env.APP_URL) problem('APP_URL', 'is required when APP_MODE=production');
      else if (!env.APP_URL.startsWith('https://'))
        problem('APP_URL', 'must use https when APP_MODE=production');
      if (!env.SESSION_SECRET) problem('SESSION_SECRET', 'is required when APP_MODE=production');
      if (!env.SMTP_URL) problem('SMTP_URL', 'is required when APP_MODE=production');
      if (!env.FILE_ENCRYPTION_KEY) {
        problem('FILE_ENCRYPTION_KEY', 'is required when APP_MODE=production');
      }
    }
    if (env.FILE_ENCRYPTION_KEY && !parseFileEncryptionKey(env.FILE_ENCRYPTION_KEY)) {
      problem('FILE_ENCRYPTION_KEY', `must be ${KEY_FORMAT}`);
    }
    if (env.FILE_ENCRYPTION_KEYS_OLD && !parseOldKeys(env.FILE_ENCRYPTION_KEYS_OLD)) {
      problem(
        'FILE_ENCRYPTION_KEYS_OLD',
        `must be a comma-separated list of keys, each ${KEY_FORMAT}`,
      );
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      problem('GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
    }
    if (Boolean(env.MICROSOFT_CLIENT_ID) !== Boolean(env.MICROSOFT_CLIENT_SECRET)) {
      problem(
        'MICROSOFT_CLIENT_SECRET',
        'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET go together',
      );
    }
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    // Production never falls back to the test checkout: it takes real keys or no payments at all.
    if (env.APP_MODE === 'production' && env.PAYMENTS === 'on' && !razorpay.every(Boolean)) {
      for (const [variable, value] of [
        ['RAZORPAY_KEY_ID', env.RAZORPAY_KEY_ID],
        ['RAZORPAY_KEY_SECRET', env.RAZORPAY_KEY_SECRET],
        ['RAZORPAY_WEBHOOK_SECRET', env.RAZORPAY_WEBHOOK_SECRET],
      ] as const) {
        if (!value) {
          problem(variable, 'is required when APP_MODE=production (or set PAYMENTS=off)');
        }
      }
    } else if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      problem(
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together',
      );
    }
    if (env.TRUST_PROXY !== undefined && parseTrustProxy(env.TRUST_PROXY) === undefined) {
      problem(
        'TRUST_PROXY',
        'must be a number of proxy hops from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges',
      );
    }
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      problem('LLM_MODEL', 'LLM_BASE_URL and LLM_MODEL go together');
    }
    checkS3Settings(env, problem);
  });

const KEY_FORMAT = '32 bytes as base64 or as 64 hex characters';

function parseOldKeys(text: string): Buffer[] | undefined {
  const keys = text.split(',').map(parseFileEncryptionKey);
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

/**
 * Which proxies' X-Forwarded-For to believe: a hop count (the nearest N hops are ours) or the
 * proxies' addresses. Never "every hop": then anyone could name their own address, and the
 * per-address sign-up and sign-in limits would reset with a made-up header.
 */
export type TrustProxy = number | string[];

function parseTrustProxy(text: string): TrustProxy | undefined {
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : undefined;
}

export interface Config {
  mode: (typeof APP_MODES)[number];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  sessionSecret: string | undefined;
  /**
   * The master key of files at rest (required in production; local mode generates one) and older
   * keys that still open files written under them.
   */
  fileEncryption: { key: Buffer | undefined; oldKeys: Buffer[] };
  supportEmail: string;
  /** SMTP when smtpUrl is set; local mode without it delivers to the outbox at /dev-mail. */
  mail: { smtpUrl: string | undefined; from: string };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** The proxies whose X-Forwarded-For is believed; none when undefined. */
  trustProxy: TrustProxy | undefined;
  /** Sign-ups allowed from one client address in 15 minutes. */
  signupLimitPerIp: number;
  /** Above this many stored transactions, an account's export is prepared in the background. */
  exportDownloadMaxRows: number;
  google: { clientId: string; clientSecret: string } | undefined;
  /**
   * Where the Google Sheets connector and its OAuth connection talk to: Google, or in local mode
   * without Google credentials the development spreadsheet service on this server.
   */
  googleSheets: GoogleSheetsEndpoints;
  /** Where the OneDrive connector and its Microsoft connection talk to. */
  microsoft: MicrosoftEndpoints;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** False when PAYMENTS=off: upgrading answers that it is unavailable, and no checkout runs. */
  paymentsEnabled: boolean;
  /** An OpenAI-compatible chat model that phrases the assistant's answers; off when unset. */
  llm: LlmConfig | undefined;
  /** Where uploaded files are kept: under DATA_DIR/files, or in an S3-compatible bucket. */
  fileStore: FileStoreConfig;
}

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole exchange with the model, tool calls included, must end within this. */
  timeoutMs: number;
}

/** Thrown with one line per bad variable, so start-up can print them and stop. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty values count as unset, as they do in most .env tooling. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const local = e.APP_MODE === 'local';
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
      : undefined;
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST ?? (local ? 'localhost' : '0.0.0.0'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    sessionSecret: e.SESSION_SECRET,
    fileEncryption: {
      key: e.FILE_ENCRYPTION_KEY ? parseFileEncryptionKey(e.FILE_ENCRYPTION_KEY) : undefined,
      oldKeys: e.FILE_ENCRYPTION_KEYS_OLD ? (parseOldKeys(e.FILE_ENCRYPTION_KEYS_OLD) ?? []) : [],
    },
    supportEmail: e.SUPPORT_EMAIL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Sheetwise <${e.SUPPORT_EMAIL}>` },
    logLevel: e.LOG_LEVEL,
    signupLimitPerIp: e.SIGNUP_LIMIT_PER_IP,
    exportDownloadMaxRows: e.EXPORT_DOWNLOAD_MAX_ROWS,
    trustProxy: e.TRUST_PROXY === undefined ? undefined : parseTrustProxy(e.TRUST_PROXY),
    google,
    googleSheets: googleSheetsEndpoints(e, appUrl, local && !google),
    microsoft: microsoftEndpoints(e, appUrl, local),
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : undefined,
    paymentsEnabled: e.PAYMENTS === 'on',
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : undefined,
    fileStore: fileStoreOf(e),
  };
}

/** Where `npm run build` puts the web app, relative to this module in source and in the bundle. */
export { DEV_SHEETS_PATH, type GoogleSheetsEndpoints } from './config-google-sheets';
export type { S3Settings } from './config-file-store';

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
