/**
 * PostgreSQL array literals (`{1,NULL,"a\"b"}`) for bulk inserts, written here rather than by the
 * drivers: both quote and escape every element through regular expressions and closures, which
 * for a 225,000-row statement cost 0.4 s (PGlite) to 0.8 s (node-postgres) of the server's main
 * thread. Both drivers pass a string parameter through untouched, and `$1::integer[]` parses it.
 */
export function arrayLiteral<T>(items: readonly T[], element: (item: T) => string): string {
  const parts = new Array<string>(items.length);
  for (let index = 0; index < items.length; index += 1) {
    parts[index] = element(items[index] as T);
  }
  return `{${parts.join(',')}}`;
}

/** A number or boolean element: neither needs quoting. */
export function plainElement(value: number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

const ESCAPED = /[\\"]/g;

/**
 * A text element, always quoted (an empty string, spaces, braces, commas and the word NULL all
 * need it), with backslashes and quotes escaped only when there are any, which is rare.
 */
export function textElement(value: string | null): string {
  if (value === null) return 'NULL';
  const escaped =
    value.includes('"') || value.includes('\\') ? value.replace(ESCAPED, '\\$&') : value;
  return `"${escaped}"`;
}
