import { useState } from 'react';
import { toast } from 'sonner';
import {
  AUTH_ERROR_CODES,
  PAYMENT_MESSAGES,
  UPGRADE_MESSAGES,
  type CreateOrderResponse,
  type PaidPlanType,
} from '@sheetwise/contracts';
import { ApiError } from '../../lib/api';
import { serverDetail } from '../../lib/error-message';
import { useSession } from '../session/session-context';
import { createOrder, verifyPayment } from './billing-api';
import { checkoutOptions, type CheckoutOptions, type CheckoutOutcome } from './checkout-options';
import { openRazorpayCheckout } from './razorpay-checkout';
import type { TestCheckoutRequest } from './TestCheckoutDialog';

const TOAST_ID = 'upgrade';
/** The spec reloads the page a second after a verified payment, so every part shows the plan. */
export const RELOAD_DELAY_MS = 1000;

const signedOut = (error: unknown) =>
  error instanceof ApiError && error.code === AUTH_ERROR_CODES.unauthenticated;

/**
 * The upgrade flow of spec section 5: choose a plan, create the order on the server, pay in the
 * checkout the server named (Razorpay's, or the built-in test checkout), verify, reload. Every
 * outcome is one of the spec's messages.
 */
export function useUpgrade() {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [testCheckout, setTestCheckout] = useState<TestCheckoutRequest | null>(null);

  const reportFailure = (message: string) => toast.error(message, { id: TOAST_ID });

  function openCheckout(order: CreateOrderResponse, options: CheckoutOptions) {
    if (order.provider === 'razorpay') {
      return openRazorpayCheckout(options, (description) => {
        reportFailure(description || PAYMENT_MESSAGES.failed);
      });
    }
    return new Promise<CheckoutOutcome>((resolve) => {
      setTestCheckout({
        options,
        onFailure: reportFailure,
        settle: (outcome) => {
          setTestCheckout(null);
          resolve(outcome);
        },
      });
    });
  }

  async function checkOut(plan: PaidPlanType, email: string): Promise<void> {
    let outcome: CheckoutOutcome;
    try {
      const order = await createOrder(plan);
      outcome = await openCheckout(order, checkoutOptions(order, plan, email));
    } catch (error) {
      reportFailure(
        signedOut(error)
          ? UPGRADE_MESSAGES.mustBeLoggedIn
          : serverDetail(error, PAYMENT_MESSAGES.failed),
      );
      return;
    }
    if (outcome.kind === 'dismissed') {
      toast.info(PAYMENT_MESSAGES.popupClosed, { id: TOAST_ID });
      return;
    }
    try {
      const { success } = await verifyPayment(outcome.result);
      if (!success) {
        reportFailure(PAYMENT_MESSAGES.verificationFailed);
        return;
      }
    } catch (error) {
      reportFailure(serverDetail(error, PAYMENT_MESSAGES.verificationRequestFailed));
      return;
    }
    toast.success(PAYMENT_MESSAGES.upgraded(plan), { id: TOAST_ID });
    window.setTimeout(() => {
      window.location.reload();
    }, RELOAD_DELAY_MS);
  }

  async function upgrade(plan: PaidPlanType | null): Promise<void> {
    if (!plan) {
      reportFailure(UPGRADE_MESSAGES.selectPlan);
      return;
    }
    if (!session.user) {
      reportFailure(UPGRADE_MESSAGES.mustBeLoggedIn);
      return;
    }
    setBusy(true);
    try {
      await checkOut(plan, session.user.email);
    } finally {
      setBusy(false);
    }
  }

  return { upgrade, busy, testCheckout };
}
