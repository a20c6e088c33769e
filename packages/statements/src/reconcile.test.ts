import { describe, expect, it } from 'vitest';
import { balancesFromRows, reconcile } from './reconcile';

const rows = (pairs: [number, number | undefined][], currency?: string) =>
  pairs.map(([amountMinor, balanceMinor]) => ({
    amountMinor,
    ...(balanceMinor === undefined ? {} : { balanceMinor }),
    ...(currency ? { currency } : {}),
  }));

describe('reconcile', () => {
  it('checks every row against the one before, oldest first', () => {
    const result = reconcile(
      rows([
        [100, 100],
        [-30, 70],
        [50, 120],
      ]),
      false,
    );
    expect(result).toEqual({ checked: 2, reconciled: 2, brokenRows: [], reversed: false });
  });

  it('finds the order that reconciles in a newest-first file', () => {
    const result = reconcile(
      rows([
        [50, 120],
        [-30, 70],
        [100, 100],
      ]),
      false,
    );
    expect(result).toEqual({ checked: 2, reconciled: 2, brokenRows: [], reversed: true });
  });

  it('sums the rows without a balance into the next check', () => {
    const result = reconcile(
      rows([
        [0, 1000],
        [-100, undefined],
        [-50, undefined],
        [25, 875],
      ]),
      false,
    );
    expect(result).toMatchObject({ checked: 1, reconciled: 1, brokenRows: [] });
  });

  it('names the rows that break', () => {
    const result = reconcile(
      rows([
        [0, 1000],
        [-100, 900],
        [-50, 800],
        [25, 825],
      ]),
      false,
    );
    expect(result).toEqual({ checked: 3, reconciled: 2, brokenRows: [2], reversed: false });
  });

  it('checks each currency on its own', () => {
    const mixed = [
      ...rows(
        [
          [10, 10],
          [5, 15],
        ],
        'USD',
      ),
      ...rows(
        [
          [7, 7],
          [1, 8],
        ],
        'EUR',
      ),
    ];
    expect(reconcile(mixed, false)).toMatchObject({ checked: 2, reconciled: 2 });
  });

  it('returns null when no row prints a balance', () => {
    expect(reconcile(rows([[10, undefined]]), false)).toBeNull();
  });

  it('works out the balances before the first and after the last transaction', () => {
    expect(
      balancesFromRows(
        rows([
          [50, 120],
          [-30, 70],
          [100, 100],
        ]),
        true,
      ),
    ).toEqual({
      opening: 0,
      closing: 120,
    });
    expect(
      balancesFromRows(
        rows([
          [100, 100],
          [-30, undefined],
        ]),
        false,
      ),
    ).toEqual({
      opening: 0,
      closing: 70,
    });
  });
});
