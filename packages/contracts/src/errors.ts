import { z } from 'zod';

/** Every error the API returns has this body; `message` is the spec's text where it has one. */
export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const GENERIC_ERROR_CODES = {
  invalidInput: 'invalid-input',
  notFound: 'not-found',
  csrfFailed: 'csrf-failed',
  tooManyRequests: 'too-many-requests',
  payloadTooLarge: 'payload-too-large',
  internal: 'internal',
} as const;
