import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { Mailer } from './mailer';
import { outboxTransport } from './outbox-transport';

/*
 * Fail fast rather than hold a request or a notice run for nodemailer's defaults (two minutes to
 * connect, ten of silence).
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** Whether mail goes to the local outbox rather than to an SMTP server. */
export function usesOutbox(config: Config): boolean {
  return config.mode === 'local' && !config.mail.smtpUrl;
}

/**
 * SMTP at SMTP_URL when it is set (production requires it), else, in local mode, the outbox in
 * the database that /dev-mail shows.
 */
export function createMailer(config: Config, db: Kysely<DB>): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    return new Mailer(nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }), from);
  }
  if (!usesOutbox(config)) {
    throw new Error('SMTP_URL is required outside local mode');
  }
  return new Mailer(nodemailer.createTransport(outboxTransport(db)), from);
}
