/**
 * The report's only contact with the process: its arguments and its output. Kept in a
 * `test-support` folder because the package's purity check (purity.test.ts) passes over those,
 * as it does over tests: the report is a measuring tool, never part of the assistant itself.
 */
export const commandArguments = (): string[] => process.argv.slice(2);

export function write(text: string): void {
  process.stdout.write(text);
}
