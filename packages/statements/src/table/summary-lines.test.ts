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
    'openingBalance',
    'OPEN BALANCE',
    'Počiatočný zostatok',
    'Počáteční zůstatek',
    'Prethodno stanje:',
    'Početni saldo',
    'Претходно стање',
    'Sākuma atlikums',
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
    'closingBalance',
    'CLOSE BALANCE',
    'Saldo Akhir',
    'ยอดยกไป',
    'Closing balance',
    'Konečný zostatok',
    'Konečný zůstatek',
    'Končno stanje',
    'Ново стање',
    'Beigu atlikums',
  ])('reads "%s" as a closing balance', (label) => {
    expect(summaryKind([label, '540.15'])).toBe('closing');
  });

  it.each(['Ukupno', 'Укупно', 'Celkem', 'Razem', 'Összesen', 'Yhteensä', 'Iš viso'])(
    'reads "%s" as a totals line, neither a transaction nor a balance',
    (label) => {
      expect(summaryKind(['', label, '12.00', '40.00'])).toBe('other');
    },
  );

  it.each(['Saldo Bank Transfer', 'Coop-1511 Stadelhofen', 'Soldier Field Parking'])(
    'leaves a transaction such as "%s" alone',
    (label) => {
      expect(summaryKind([label, '12.00'])).toBeNull();
    },
  );
});

describe('a balance line led by a bare balance word', () => {
  it('is a dated balance when a cell of its own holds a full date', () => {
    expect(summaryKind(['Kontostand', '31.05.2023', '', '', '6.784,55', 'EUR'])).toBe('dated');
    expect(summaryKind(['Balance', '2023-05-31', '1,200.00'])).toBe('dated');
  });

  it('reads a booked balance as of a date as dated, and not the available balance', () => {
    expect(summaryKind(['Ledger Balance : 8768.98 as of 20240831'])).toBe('dated');
    expect(summaryKind(['Book balance 1,200.00 as at 31/08/2024'])).toBe('dated');
    expect(summaryKind(['Avail Bal : 8768.98 as of 20240831'])).toBeNull();
    expect(summaryKind(['Available Balance : 8768.98 as of 20240831'])).toBeNull();
  });

  it('is not one without a date, nor when the line starts with its date', () => {
    expect(summaryKind(['Kontostand', '', '6.784,55'])).toBeNull();
    expect(summaryKind(['31.05.2023', 'Saldo', '-12,00'])).toBeNull();
  });
});
