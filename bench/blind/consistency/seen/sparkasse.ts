import iconv from 'iconv-lite';
import { makeHistory, window, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, pad2, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, ymd } from './shared';

// ---------- Sparkasse, Germany, EUR ----------
export function sparkasse(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 5,
    account: 'sparkasse',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'LOHN / GEHALT|Muster Maschinenbau GmbH|GEHALT {n}',
        min: 318_000,
        max: 331_500,
        in: true,
        day: 28,
      },
      {
        text: 'DAUERAUFTRAG|Hausverwaltung Becker|Miete Wohnung 3.OG links',
        min: 98_000,
        max: 98_000,
        day: 1,
      },
      {
        text: 'FOLGELASTSCHRIFT|Stadtwerke Köln GmbH|Abschlag Strom Gas {n}',
        min: 11_400,
        max: 11_400,
        day: 3,
      },
      {
        text: 'FOLGELASTSCHRIFT|Telekom Deutschland GmbH|Kd-Nr {n}',
        min: 3_995,
        max: 3_995,
        day: 9,
      },
    ],
    everyday: [
      {
        text: 'KARTENZAHLUNG|REWE Markt GmbH|REWE SAGT DANKE {n}',
        min: 850,
        max: 9_840,
        weight: 5,
      },
      { text: 'KARTENZAHLUNG|ALDI SUED|ALDI SUED SAGT DANKE', min: 520, max: 6_490, weight: 4 },
      { text: 'KARTENZAHLUNG|dm-drogerie markt|dm fil. 1234', min: 295, max: 3_890, weight: 2 },
      { text: 'KARTENZAHLUNG|Aral Station|ARAL {n}', min: 3_500, max: 8_900, weight: 2 },
      {
        text: 'LASTSCHRIFT|PayPal Europe S.a.r.l. et Cie S.C.A|PP.{n}.PP . Ihr Einkauf bei',
        min: 999,
        max: 12_900,
        weight: 2,
      },
      {
        text: 'GUTSCHRIFT|Anna Schmidt|Anteil Urlaub',
        min: 2_000,
        max: 25_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const all = makeHistory(spec);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: ',', group: '' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}.${pad2(m)}.${String(y).slice(2)}`;
  };
  const header = [
    'Auftragskonto',
    'Buchungstag',
    'Valutadatum',
    'Buchungstext',
    'Verwendungszweck',
    'Glaeubiger ID',
    'Mandatsreferenz',
    'Kundenreferenz (End-to-End)',
    'Sammlerreferenz',
    'Lastschrift Ursprungsbetrag',
    'Auslagenersatz Ruecklastschrift',
    'Beguenstigter/Zahlungspflichtiger',
    'Kontonummer/IBAN',
    'BIC (SWIFT-Code)',
    'Betrag',
    'Waehrung',
    'Info',
  ];
  const file = (rows: Row[]) => {
    const lines = [
      csvLine(header, ';', true),
      ...rows.map((r) => {
        const [kind, party, purpose] = r.description.split('|');
        return csvLine(
          [
            'DE44370501981234567890',
            date(r.date),
            date(r.date),
            kind ?? '',
            purpose ?? '',
            '',
            '',
            '',
            '',
            '',
            '',
            party ?? '',
            'DE02120300000000202051',
            'BYLADEM1001',
            fmt(r.amountMinor),
            'EUR',
            'Umsatz gebucht',
          ],
          ';',
          true,
        );
      }),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252');
  };
  const base = {
    account: 'sparkasse',
    bank: 'Sparkasse KölnBonn',
    country: 'Germany',
    currency: 'EUR',
    exponent: 2,
    hasBalance: false,
    hasCategory: false,
    namesCurrency: true,
    local: WORDS.de,
    nickname: 'Sparkasse',
    partyOf: (r: Row) => r.description.split('|')[1] ?? '',
    layout:
      'CSV-CAMT ; Windows-1252, all quoted, dd.mm.yy, Betrag -12,34, Waehrung EUR, no balance',
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: '20260831-1234567890-umsatz.CSV', rows: a, bytes: file(a) },
    { ...base, fileName: 'Umsaetze Girokonto Juli-September.csv', rows: b, bytes: file(b) },
  ];
}
