import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStatement } from '../index';
import type { ParsedStatement, Transaction } from '../types';

/** The repository's root, four levels above this file; the shared fixtures sit beside it. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures/statements');

/** A fixture's bytes, read where it lives: fixtures are never copied into the repository. */
export function readFixture(relativePath: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(fixturesDir, relativePath)));
}

export async function parseFixture(relativePath: string): Promise<ParsedStatement> {
  const result = await parseStatement(readFixture(relativePath), path.basename(relativePath));
  if (!result.ok) throw new Error(`${relativePath}: ${result.error.code} ${result.error.message}`);
  return result.statement;
}

/** Money out (negative) and money in, in minor units. */
export function totals(transactions: readonly Transaction[]): { debits: number; credits: number } {
  let debits = 0;
  let credits = 0;
  for (const { amountMinor } of transactions) {
    if (amountMinor < 0) debits += amountMinor;
    else credits += amountMinor;
  }
  return { debits, credits };
}

/** Date, description and amount: the three things a person checks on a line. */
export function line(transaction: Transaction | undefined): [string, string, number] | undefined {
  return transaction && [transaction.date, transaction.description, transaction.amountMinor];
}
