import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import type { JobRunner } from '../../platform/jobs/job-runner';
import type { PaymentGateway } from './gateway';

/** Refunds a payment set aside because another payment changed the plan first. */
export const REFUND_SET_ASIDE_JOB = 'refund-set-aside-payment';

const RefundPayload = z.object({ paymentId: z.string().min(1) });

/**
 * The refund of a set-aside payment, asked of the gateway once: the request is marked before the
 * call (a process that dies in between leaves the mark for support to see, never a second
 * refund) and unmarked when the call fails, so the job's retry asks again. A refund the gateway
 * has already processed is recorded at once; otherwise its webhook records it, as any refund.
 */
export function registerRefundJob(
  runner: JobRunner,
  ctx: ServerContext,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
): void {
  runner.register(REFUND_SET_ASIDE_JOB, {
    payload: RefundPayload,
    maxAttempts: 8,
    async run({ paymentId }) {
      const marked = await ctx.db
        .updateTable('payments')
        .set({ refund_requested_at: ctx.clock.now() })
        .where('razorpay_payment_id', '=', paymentId)
        .where('superseded_at', 'is not', null)
        .where('refund_requested_at', 'is', null)
        .returning(['plan_amount', 'amount_refunded'])
        .executeTakeFirst();
      if (!marked) return;
      const amount = marked.plan_amount - marked.amount_refunded;
      let refund: { id: string; processed: boolean };
      try {
        refund = await gateway.refundPayment(paymentId, amount);
      } catch (error) {
        await ctx.db
          .updateTable('payments')
          .set({ refund_requested_at: null })
          .where('razorpay_payment_id', '=', paymentId)
          .execute();
        throw error;
      }
      const now = ctx.clock.now();
      await ctx.db
        .updateTable('payments')
        .set({
          refund_id: refund.id,
          ...(refund.processed ? { amount_refunded: marked.plan_amount, refunded_at: now } : {}),
        })
        .where('razorpay_payment_id', '=', paymentId)
        .execute();
    },
    giveUp({ paymentId }) {
      log.error({ paymentId }, 'refund of a set-aside payment failed; refund it by hand');
      return Promise.resolve();
    },
  });
}
