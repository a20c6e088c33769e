import { createHash } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { WebhookAck } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { CSRF_EXEMPT } from '../../http/csrf';
import type { PaymentGateway } from './gateway';
import { isValidWebhookSignature } from './signature';
import { WebhookEvent } from './webhook-event';
import { handleWebhook } from './webhook-service';

export const WEBHOOK_PATH = '/webhooks/razorpay';
export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Razorpay's events are a few kilobytes; anything near this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const WEBHOOK_ERROR_CODES = {
  invalidSignature: 'invalid-signature',
  invalidEvent: 'invalid-event',
} as const;

/**
 * Razorpay's webhooks. The signature covers the exact bytes sent, so the body is kept raw (this
 * plugin's own parser) and only parsed once the signature matches. No session and no CSRF token:
 * the signature is the proof.
 */
export const webhookRoutes: FastifyPluginCallbackZod<
  ServerContext & { gateway: PaymentGateway }
> = (app, options, done) => {
  const { gateway, ...ctx } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );

  const routeOptions = { schema: { response: { 200: WebhookAck } }, config: CSRF_EXEMPT };
  app.post(WEBHOOK_PATH, routeOptions, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
    if (
      typeof signature !== 'string' ||
      !isValidWebhookSignature(raw, signature, gateway.webhookSecret)
    ) {
      throw new AppError(
        400,
        WEBHOOK_ERROR_CODES.invalidSignature,
        'The webhook signature does not match its body.',
      );
    }
    const event = WebhookEvent.safeParse(safeJson(raw));
    if (!event.success) {
      throw new AppError(
        400,
        WEBHOOK_ERROR_CODES.invalidEvent,
        'The webhook body is not an event.',
      );
    }
    const given = request.headers[WEBHOOK_EVENT_ID_HEADER];
    // Razorpay names every event; without a name, the signed bytes themselves identify it.
    const eventId =
      typeof given === 'string' && given.length > 0 && given.length <= 64
        ? given
        : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    return { status: await handleWebhook(ctx, eventId, event.data) };
  });
  done();
};

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
