import type { VerifyPaymentRequest } from '@sheetwise/contracts';
import type { CheckoutOptions, CheckoutOutcome } from './checkout-options';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    listener: (response: { error?: { description?: string } }) => void,
  ): void;
}

type RazorpayConstructor = new (
  options: CheckoutOptions & {
    handler: (response: VerifyPaymentRequest) => void;
    modal: { ondismiss: () => void };
  },
) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** Loads checkout.js once; a failed load is retried by the next checkout. */
let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens Razorpay's checkout.js with the spec's options; settles once it is paid or closed. A
 * declined attempt leaves the checkout open for another card, and is reported through `onFailure`
 * with Razorpay's words for it (empty when it gave none).
 */
export async function openRazorpayCheckout(
  options: CheckoutOptions,
  onFailure: (description: string) => void,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckoutScript();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      ...options,
      handler: (result) => {
        resolve({ kind: 'paid', result });
      },
      modal: {
        ondismiss: () => {
          resolve({ kind: 'dismissed' });
        },
      },
    });
    checkout.on('payment.failed', (response) => {
      onFailure(response.error?.description ?? '');
    });
    checkout.open();
  });
}
