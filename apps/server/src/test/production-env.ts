/**
 * The least a production server starts with, for tests of production mode. Payments are off, as
 * Razorpay keys would be; a test that needs them adds them.
 */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  APP_URL: 'https://app.example.com',
  SESSION_SECRET: 's'.repeat(32),
  SMTP_URL: 'smtp://mail.example.com:587',
  FILE_ENCRYPTION_KEY: 'a'.repeat(64),
  PAYMENTS: 'off',
} as const;
