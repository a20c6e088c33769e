import { describe, expect, it } from 'vitest';
import { summaryKind } from './summary-lines';

describe('summaryKind', () => {
  it.each([
    'Saldovortrag letzte Rechnung',
    'Alter Saldo',
    'Vorig saldo',
    'Ancien solde',
    'Sold initial',
    'Saldo początkowe',
    'Ingående saldo',
    'Alkusaldo',
    'Saldo Awal',
    'ยอดยกมา',
    'Opening balance',
    'Balance brought forward',
  ])('reads "%s" as an opening balance', (label) => {
    expect(summaryKind([label, '206.85'])).toBe('opening');
  });

  it.each([
    'Saldo per 23.10.2025 zu unseren Gunsten CHF',
    'Neuer Saldo',
    'Nieuw saldo',
    'Nouveau solde',
    'Sold final',
    'Saldo końcowe',
    'Utgående saldo',
    'Loppusaldo',
    'Saldo Akhir',
    'ยอดยกไป',
    'Closing balance',
  ])('reads "%s" as a closing balance', (label) => {
    expect(summaryKind([label, '540.15'])).toBe('closing');
  });

  it.each(['Saldo Bank Transfer', 'Coop-1511 Stadelhofen', 'Soldier Field Parking'])(
    'leaves a transaction such as "%s" alone',
    (label) => {
      expect(summaryKind([label, '12.00'])).toBeNull();
    },
  );
});
