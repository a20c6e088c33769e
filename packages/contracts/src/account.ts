import { z } from 'zod';

/** DELETE /api/me. The confirmation word and the messages are in account-rules.ts. */
export const DeleteAccountRequest = z.object({
  /** Required on an account that has a password; an account made with Google alone has none. */
  password: z.string().max(4096).optional(),
  confirmation: z.string().max(4096),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
