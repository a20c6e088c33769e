import type { CreateOrderResponse, PaidPlanType, VerifyPaymentRequest } from '@sheetwise/contracts';
import { PRODUCT_NAME } from '../../lib/product';

/** The brand's emerald (brand-600), which Razorpay's checkout uses for its header and buttons. */
export const CHECKOUT_THEME_COLOR = '#059669';

/** The options both checkouts open with (spec section 7), in Razorpay's own names. */
export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { email: string };
  theme: { color: string };
}

/** A checkout ends with the signed ids, or with the person closing it. */
export type CheckoutOutcome =
  { kind: 'paid'; result: VerifyPaymentRequest } | { kind: 'dismissed' };

export function checkoutOptions(
  order: CreateOrderResponse,
  plan: PaidPlanType,
  email: string,
): CheckoutOptions {
  return {
    key: order.key_id,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: PRODUCT_NAME,
    description: `${plan} Plan Subscription`,
    prefill: { email },
    theme: { color: CHECKOUT_THEME_COLOR },
  };
}
