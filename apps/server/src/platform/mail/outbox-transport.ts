import type { Kysely } from 'kysely';
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type { DB } from '../../db/schema';
import { insertOutboxMessage } from './outbox-store';

export interface OutboxDelivery {
  envelope: { from: string; to: string[] };
  messageId: string;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  // Our messages are plain strings; anything else is a programming error worth hearing about.
  throw new TypeError('The outbox stores plain-text messages only');
}

/**
 * A nodemailer transport for local mode that delivers into the `mail_outbox` table instead of to
 * an SMTP server. Messages go through nodemailer exactly as in production (addresses parsed, the
 * envelope built); only the last hop differs. The outbox page (outbox-routes.ts) shows them.
 */
export function outboxTransport(db: Kysely<DB>): Transport<OutboxDelivery> {
  return {
    name: 'sheetwise-outbox',
    version: '1',
    send(mail: MailMessage<OutboxDelivery>, callback) {
      const envelope = mail.message.getEnvelope();
      const from = envelope.from || '';
      const to = envelope.to;
      const messageId = mail.message.messageId();
      let text: string;
      try {
        text = textOf(mail.data.text);
      } catch (error) {
        callback(error as Error, { envelope: { from, to }, messageId });
        return;
      }
      insertOutboxMessage(db, {
        // The real time of delivery, not the app's clock: tests move that, and this is a log.
        sent_at: new Date(),
        from_address: from,
        to_address: to.join(', '),
        subject: mail.data.subject ?? '',
        text_body: text,
      }).then(
        () => {
          callback(null, { envelope: { from, to }, messageId });
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          callback(failure, { envelope: { from, to }, messageId });
        },
      );
    },
  };
}
