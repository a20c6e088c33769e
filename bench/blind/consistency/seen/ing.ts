import { makeHistory, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc } from './shared';

// ---------- ING, Netherlands, EUR ----------
export function ing(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 6,
    account: 'ing',
    months: [
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [20, 30],
    monthly: [
      {
        text: 'Salaris|Bakker Logistiek B.V.|OV|Salaris {n}',
        min: 342_000,
        max: 356_000,
        in: true,
        day: 24,
      },
      {
        text: 'Huur|Woonstichting De Key|IC|Huur november termijn {n}',
        min: 124_500,
        max: 124_500,
        day: 1,
      },
      {
        text: 'Energie|Vattenfall Klantenservice N.V.|IC|Termijnbedrag {n}',
        min: 13_900,
        max: 13_900,
        day: 8,
      },
      {
        text: 'Zorg|Zilveren Kruis Zorgverzekeringen NV|IC|Premie {n}',
        min: 14_850,
        max: 14_850,
        day: 1,
      },
    ],
    everyday: [
      {
        text: 'Boodschappen|Albert Heijn 1234 AMSTERDAM|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 450,
        max: 8_750,
        weight: 5,
      },
      {
        text: 'Boodschappen|Jumbo Amsterdam Oost|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 380,
        max: 6_900,
        weight: 3,
      },
      {
        text: 'Vervoer|NS GROEP IZ NS REIZIGERS|BA|Pasvolgnr: 003 Transactie: {n}',
        min: 350,
        max: 4_200,
        weight: 2,
      },
      {
        text: 'Uit eten|Thuisbezorgd.nl via Adyen|ID|iDEAL {n}',
        min: 1_850,
        max: 4_900,
        weight: 2,
      },
      { text: 'Winkelen|Bol.com BV|ID|iDEAL {n}', min: 999, max: 14_999, weight: 2 },
      {
        text: 'Tikkie|Tikkie|OV|Tikkie ID {n} van S de Vries',
        min: 500,
        max: 4_500,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 284_115);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '' });
  const header = [
    'Datum',
    'Naam / Omschrijving',
    'Rekening',
    'Tegenrekening',
    'Code',
    'Af Bij',
    'Bedrag (EUR)',
    'Mutatiesoort',
    'Mededelingen',
    'Saldo na mutatie',
    'Tag',
  ];
  const kinds: Record<string, string> = {
    OV: 'Overschrijving',
    IC: 'Incasso',
    BA: 'Betaalautomaat',
    ID: 'iDEAL',
  };
  const lines = [
    csvLine(header, ';', true),
    ...rows.map((r) => {
      const [, name, code, note] = r.description.split('|');
      return csvLine(
        [
          r.date.replace(/-/g, ''),
          name ?? '',
          'NL91INGB0001234567',
          code === 'BA' ? '' : 'NL20INGB0007654321',
          code ?? '',
          r.amountMinor < 0 ? 'Af' : 'Bij',
          fmt(r.amountMinor),
          kinds[code ?? ''] ?? '',
          note ?? '',
          formatMinor(r.balanceMinor ?? 0, 2, { decimal: ',', group: '' }),
          '',
        ],
        ';',
        true,
      );
    }),
  ];
  return [
    {
      fileName: 'NL91INGB0001234567_01-09-2026_30-11-2026.csv',
      bytes: enc(lines.join('\r\n') + '\r\n'),
      account: 'ing',
      bank: 'ING',
      country: 'Netherlands',
      currency: 'EUR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.nl,
      nickname: 'ING',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout: 'CSV ; yyyymmdd, Af/Bij with unsigned Bedrag (EUR) 12,34, Saldo na mutatie',
    },
  ];
}
