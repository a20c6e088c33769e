import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** One plain-text message to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the app's e-mail through one nodemailer transport: SMTP in production, the outbox in
 * local mode (transports.ts). Callers never learn which.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: Transporter,
    /** The From header, e.g. `Sheetwise <support@sheetwise.app>`. */
    readonly from: string,
  ) {}

  /** Sends and waits until the transport has accepted the message; throws if it refuses it. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  /**
   * Sends without holding up the caller, for messages whose request must answer at once and
   * alike whatever happens to the mail (a slow SMTP server would otherwise tell an outsider that
   * a reset link was sent). A failure is logged, never thrown.
   */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger): void {
    const sending = this.send(message).catch((error: unknown) => {
      log.error({ err: error, subject: message.subject }, 'an e-mail could not be sent');
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves once every message handed to sendInBackground has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
