import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Razorpay's checkout.js, and the frames it opens, when real payments are configured. */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

/**
 * Helmet's headers with a Content-Security-Policy the built web app passes: scripts and styles
 * only from our origin (and Razorpay's checkout when it is in use). Inline style attributes are
 * allowed because the toast library sets positions through them; inline scripts never are.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    upgradeInsecureRequests,
    razorpayCheckout,
  }: { upgradeInsecureRequests: boolean; razorpayCheckout: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(razorpayCheckout ? [RAZORPAY_SCRIPT] : [])],
        frameSrc: razorpayCheckout ? RAZORPAY_FRAMES : ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
      },
    },
    // The Google sign-in popup posts its result back to the opener, which same-origin COOP forbids.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: upgradeInsecureRequests,
  });
}
