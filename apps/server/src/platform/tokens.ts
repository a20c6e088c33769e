import { hash, randomBytes } from 'node:crypto';

/** A random 256-bit token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot: every signed-in request hashes its session token, and a Hash object costs more. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}
