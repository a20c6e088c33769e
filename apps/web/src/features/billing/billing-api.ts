import type {
  BillingChoices,
  CreateOrderResponse,
  PaidPlanType,
  TestCheckoutRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@sheetwise/contracts';
import { apiRequest } from '../../lib/api';

export function createOrder(plan: PaidPlanType): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>('POST', '/api/create-order', { body: { plan } });
}

export function verifyPayment(result: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('POST', '/api/verify-payment', { body: result });
}

/** Local mode only: charges a test card for an order and answers as Razorpay's handler does. */
export function payTestOrder(request: TestCheckoutRequest): Promise<VerifyPaymentRequest> {
  return apiRequest<VerifyPaymentRequest>('POST', '/api/test-checkout/pay', { body: request });
}

/** A lower plan to follow the paid period; nothing is charged. */
export function schedulePlan(plan: PaidPlanType): Promise<BillingChoices> {
  return apiRequest<BillingChoices>('POST', '/api/billing/schedule', { body: { plan } });
}

export function cancelPlan(): Promise<BillingChoices> {
  return apiRequest<BillingChoices>('POST', '/api/billing/cancel');
}

export function reactivatePlan(): Promise<BillingChoices> {
  return apiRequest<BillingChoices>('POST', '/api/billing/reactivate');
}
