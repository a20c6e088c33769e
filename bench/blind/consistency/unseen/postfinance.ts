import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, dmy } from './shared';

export function postfinance(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 5,
    account: 'postfinance',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 5,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'GUTSCHRIFT VON: ROCHE DIAGNOSTICS AG LOHN',
        min: 712_500,
        max: 712_500,
        in: true,
        day: 25,
      },
      { text: 'LASTSCHRIFT: IMMO ZUERICH AG MIETE', min: 214_000, max: 214_000, day: 1 },
      { text: 'LASTSCHRIFT: CSS KRANKENVERSICHERUNG', min: 41_235, max: 41_235, day: 5 },
    ],
    everyday: [
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} MIGROS ZUERICH', min: 560, max: 14_850, weight: 5 },
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} COOP-1234 BASEL', min: 420, max: 12_300, weight: 4 },
      { text: 'KAUF/DIENSTLEISTUNG VOM {n} SBB CFF FFS', min: 440, max: 8_800, weight: 2 },
      { text: 'TWINT KAUF/DIENSTLEISTUNG GALAXUS', min: 1_990, max: 29_900, weight: 2 },
      { text: 'TWINT GUTSCHRIFT VON: MARCO ROSSI', min: 1_000, max: 12_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 1_845_030);
  const swiss = (m: number) => formatMinor(m, 2, { decimal: '.', group: "'" });
  const lines = [
    'Datum von:;01.08.2026',
    'Datum bis:;31.10.2026',
    'Buchungsart:;Alle Buchungen',
    'Konto:;CH5609000000123456789',
    'Währung:;CHF',
    '',
    'Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF',
    ...[...rows]
      .reverse()
      .map((r) =>
        [
          dmy(r.date, '.'),
          r.description,
          r.amountMinor > 0 ? swiss(r.amountMinor) : '',
          r.amountMinor < 0 ? swiss(r.amountMinor) : '',
          dmy(r.date, '.'),
          swiss(r.balanceMinor ?? 0),
        ].join(';'),
      ),
    '',
    'Disclaimer:;Dies ist kein durch PostFinance AG erstelltes Dokument.',
  ];
  return [
    {
      fileName: 'export_transaktionen_20261031.csv',
      bytes: enc('\ufeff' + lines.join('\r\n') + '\r\n'),
      account: 'postfinance',
      bank: 'PostFinance',
      country: 'Switzerland',
      currency: 'CHF',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.de,
      nickname: 'PostFinance',
      period: { start: '2026-08-01', end: '2026-10-31' },
      layout: "CSV ; BOM, Swiss 1'234.50, newest first, disclaimer",
      partyOf: (r: Row) =>
        r.description
          .replace(/\d{6}/, '')
          .replace(/.*(VON:|LASTSCHRIFT:|VOM) ?/, '')
          .trim(),
    },
  ];
}
