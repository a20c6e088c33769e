import { describe, expect, it } from 'vitest';
import { parseStatement } from '@sheetwise/statements';
import { WARM_UP_FILE_NAME, WARM_UP_ROWS, warmUpStatement } from './warm-up';

describe('warmUpStatement', () => {
  // A warm-up the reader refused would compile only the refusal, not the per-row code.
  it('reads whole and reconciled, so the warm-up runs every row through the readers', async () => {
    const result = await parseStatement(warmUpStatement(), WARM_UP_FILE_NAME);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.statement.transactions).toHaveLength(WARM_UP_ROWS);
    expect(result.statement.reconciliation?.checked).toBe(WARM_UP_ROWS - 1);
    expect(result.statement.reconciliation?.brokenRows).toEqual([]);
    expect(result.statement.warnings).toEqual([]);
    expect(result.statement.transactions.some((row) => row.amountMinor > 0)).toBe(true);
    expect(result.statement.transactions.some((row) => row.amountMinor < 0)).toBe(true);
  });
});
