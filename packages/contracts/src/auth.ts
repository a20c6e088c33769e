import { z } from 'zod';
import { DisplayPreferences } from './display-preferences';
import { PLAN_TYPES } from './plans';

/*
 * Request bodies only check shape and a hard size ceiling here; the rules (auth-rules.ts) run in
 * the service, so that each broken rule answers with the spec's own code and message.
 */
const field = z.string().max(4096);

export const RegisterRequest = z.object({
  name: field,
  email: field,
  password: field,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.object({
  email: field,
  password: field,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UpdateMeRequest = z.object({
  name: field.optional(),
  email: field.optional(),
  password: field.optional(),
  /** Required with a new e-mail or password on an account that has a password. */
  currentPassword: field.optional(),
});
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

/** The signed-in user as the browser sees it (spec section 3's user document, plus loginTime). */
export const Me = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  planType: z.enum(PLAN_TYPES),
  createdAt: z.iso.datetime(),
  planStartDate: z.iso.datetime().nullable(),
  planEndDate: z.iso.datetime().nullable(),
  /** When this session signed in, in milliseconds, as the spec's auth_login_time. */
  loginTime: z.number().int(),
  /** False for an account made with Google alone: it has no current password to confirm. */
  hasPassword: z.boolean(),
  preferences: DisplayPreferences,
});
export type Me = z.infer<typeof Me>;

export const UserEnvelope = z.object({ user: Me });
export type UserEnvelope = z.infer<typeof UserEnvelope>;
