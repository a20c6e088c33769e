import { makeHistory, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc } from './shared';

export function swedbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 8,
    account: 'swedbank',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      { text: 'LÖN VOLVO PERSONVAGNAR AB', min: 3_645_000, max: 3_645_000, in: true, day: 25 },
      { text: 'HYRA HSB BRF SOLGLÄNTAN', min: 812_500, max: 812_500, day: 28 },
      { text: 'ELLEVIO AB AUTOGIRO', min: 42_000, max: 98_000, day: 27 },
    ],
    everyday: [
      { text: 'ICA NARA SODERMALM', min: 2_900, max: 78_000, weight: 5 },
      { text: 'SL ACCESS', min: 4_200, max: 97_000, weight: 2 },
      { text: 'FOODORA AB', min: 14_900, max: 38_000, weight: 3 },
      { text: 'SYSTEMBOLAGET', min: 8_900, max: 45_000, weight: 2 },
      { text: 'SWISH FRÅN ERIK LINDQVIST', min: 10_000, max: 80_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 2_412_315);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const lines = [
    '* Transaktioner Period 2026-08-01 – 2026-10-31 Skapad 2026-11-02 09:14 CET',
    'Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo',
    ...[...rows]
      .reverse()
      .map((r, i) =>
        csvLine(
          [
            String(i + 1),
            '8327-9',
            '912 345 678-0',
            'e-sparkonto',
            'SEK',
            r.date,
            r.date,
            r.date,
            r.description.slice(0, 12),
            r.description,
            fmt(r.amountMinor),
            fmt(r.balanceMinor ?? 0),
          ],
          ',',
        ),
      ),
  ];
  return [
    {
      fileName: 'Transaktioner_2026-11-02_09-14-33.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'swedbank',
      bank: 'Swedbank',
      country: 'Sweden',
      currency: 'SEK',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Swedbank',
      period: { start: '2026-08-01', end: '2026-10-31' },
      layout: 'CSV , * preamble, Valuta SEK, newest first',
      partyOf: (r: Row) => r.description,
    },
  ];
}
