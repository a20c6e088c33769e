import iconv from 'iconv-lite';
import { makeHistory, window, type AccountSpec } from '../lib/history';
import { formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED } from './shared';

export function mbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 2,
    account: 'mbank',
    months: [
      [2026, 5],
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      {
        text: 'PRZELEW PRZYCHODZĄCY|ALLEGRO SP. Z O.O. WYNAGRODZENIE',
        min: 845_000,
        max: 845_000,
        in: true,
        day: 10,
        category: 'Wpływy - inne',
      },
      {
        text: 'PRZELEW WYCHODZĄCY|WSPÓLNOTA MIESZKANIOWA CZYNSZ',
        min: 98_000,
        max: 98_000,
        day: 5,
        category: 'Rachunki',
      },
      {
        text: 'PŁATNOŚĆ BLIK|PGNIG OBRÓT DETALICZNY',
        min: 14_000,
        max: 23_500,
        day: 15,
        category: 'Rachunki',
      },
    ],
    everyday: [
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|BIEDRONKA 3312 WARSZAWA',
        min: 850,
        max: 18_900,
        weight: 5,
        category: 'Żywność i chemia domowa',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|ŻABKA Z5521 K.1',
        min: 450,
        max: 4_590,
        weight: 4,
        category: 'Żywność i chemia domowa',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|ORLEN STACJA NR 412',
        min: 9_000,
        max: 28_000,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'PŁATNOŚĆ BLIK|PYSZNE.PL',
        min: 3_500,
        max: 11_900,
        weight: 2,
        category: 'Jedzenie poza domem',
      },
      {
        text: 'ZAKUP PRZY UŻYCIU KARTY|JAKDOJADE WARSZAWA',
        min: 440,
        max: 1_500,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'PRZELEW PRZYCHODZĄCY|KATARZYNA NOWAK ZWROT ZA BILETY',
        min: 5_000,
        max: 40_000,
        in: true,
        weight: 1,
        category: 'Wpływy - inne',
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 1_243_077);
  const fmt = (m: number) => `${formatMinor(m, 2, { decimal: ',', group: ' ' })} PLN`;
  const file = (rows: Row[], from: string, to: string) => {
    const lines = [
      'mBank S.A. Bankowość Detaliczna;',
      'Skrytka Pocztowa 2108;',
      '90-959 Łódź 2;',
      '',
      '#Za okres:;',
      `${from};${to};`,
      '',
      '#Waluta;',
      'PLN;',
      '',
      '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;',
      ...rows.map(
        (r) =>
          `${r.date};"${r.description.replace('|', '  ')}";"eKonto 1111 ... 2222";"${r.category ?? ''}";${fmt(r.amountMinor)};${fmt(r.balanceMinor ?? 0)};`,
      ),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
  };
  const base = {
    account: 'mbank',
    bank: 'mBank',
    country: 'Poland',
    currency: 'PLN',
    exponent: 2,
    hasBalance: true,
    hasCategory: true,
    namesCurrency: true,
    local: WORDS.pl,
    nickname: 'mBank',
    layout: 'CSV ; cp1250, # headers, -1 234,56 PLN',
    partyOf: (r: Row) => r.description.split('|')[1] ?? '',
  };
  const a = window(all, '2026-05-01', '2026-07-31');
  const b = window(all, '2026-06-01', '2026-08-31');
  return [
    {
      ...base,
      period: { start: '2026-05-01', end: '2026-07-31' },
      fileName: 'lista_operacji_20260501_20260731.csv',
      rows: a,
      bytes: file(a, '2026-05-01', '2026-07-31'),
    },
    {
      ...base,
      period: { start: '2026-06-01', end: '2026-08-31' },
      fileName: 'mBank historia czerwiec-sierpien.csv',
      rows: b,
      bytes: file(b, '2026-06-01', '2026-08-31'),
    },
  ];
}
