/** PostgreSQL's SQLSTATE for a broken unique constraint, as both drivers report it. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: violated,
    message,
  } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  return violated === constraint || (typeof message === 'string' && message.includes(constraint));
}
