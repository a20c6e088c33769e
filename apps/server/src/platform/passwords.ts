import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. The library's Algorithm enum
 * is a const enum that isolated modules cannot read, hence its value: 2 is Argon2id.
 */
const ARGON2ID_ALGORITHM = 2;
const ARGON2ID = {
  algorithm: ARGON2ID_ALGORITHM,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account that only
 * signs in with Google) it verifies against a dummy instead, so the answer takes as long either way.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('dummy password for constant-time answers');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
