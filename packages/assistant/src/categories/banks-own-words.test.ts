import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { chatWith } from '../test-support/ask';
import { makeStatement, withColumns } from '../test-support/statement';

const ask = (statement: ParsedStatement, question: string) => chatWith(statement, question)[0];
const last = <T>(items: T[]) => items[items.length - 1];

// A Dutch account: the bank marks card payments "ba" and cash machines "ga" in a column of its
// own; its package fee is a line of its own.
const amsterdam = withColumns(
  [
    ['2026-07-01', 'Albert Heijn 1234 AMSTERDAM', -28.38, 'ba'],
    ['2026-07-01', 'Geldautomaat Rabobank Amsterdam', -20, 'ga'],
    ['2026-07-02', 'Rabobank Kosten Rabo BasisPakket', -3.6, 'id'],
    ['2026-07-05', 'Jumbo Utrecht', -109.93, 'ba'],
    ['2026-07-08', 'Woonstichting Huur', -1095, 'ei'],
    ['2026-07-20', 'Geldautomaat Rabobank Amsterdam', -30, 'ga'],
  ],
  'EUR',
);

// An Italian account whose bank files each row under its own category.
const milano = withColumns(
  [
    ['2026-08-01', 'Canone Mensile Conto Xme', -4, 'Addebito', 'Spese bancarie'],
    [
      '2026-08-03',
      'POS ESSELUNGA MILANO',
      -116.22,
      'Pagamento',
      'Generi alimentari e supermercato',
    ],
    ['2026-08-04', 'NETFLIX.COM', -12.99, 'Pagamento', 'Abbonamenti'],
    ['2026-08-10', 'carta Bancomat MILANO', -200, 'Prelievo', 'Prelievi'],
    ['2026-08-12', 'POS ESSELUNGA MILANO', -54.74, 'Pagamento', 'Generi alimentari e supermercato'],
    ['2026-09-01', 'Canone Mensile Conto Xme', -4, 'Addebito', 'Spese bancarie'],
  ],
  'EUR',
);

describe('banks’ own words for kinds and categories', () => {
  it('reads a Dutch bank’s card code, and its cash machine and package fee lines', () => {
    expect(ask(amsterdam, 'largest purchase made by card')?.value).toBe(10_993);
    expect(ask(amsterdam, 'cash withdrawals total')?.value).toBe(5000);
    expect(ask(amsterdam, 'bank charges?')?.value).toBe(360);
  });

  it('reads an Italian bank’s categories, and cash drawn by card is no card purchase', () => {
    expect(ask(milano, 'bank charges?')?.value).toBe(800);
    expect(ask(milano, 'supermarket spend')?.value).toBe(17_096);
    expect(ask(milano, 'streaming / subscription costs')?.value).toBe(1299);
    expect(ask(milano, 'largest purchase made by card')?.value).toBe(11_622);
  });

  it('reads "la spesa" in Italian as the groceries', () => {
    expect(ask(milano, 'Quanto per la spesa?')?.value).toBe(17_096);
  });
});

describe('a shop total with card payments we could not place', () => {
  const withCafe = makeStatement(
    [
      ['2026-09-06', 'PAIEMENT CB 1111 CAFE DE FLORE', -8.4],
      ['2026-09-09', 'PAIEMENT CB 2222 LE PETIT CLER PARIS', -31.2],
      ['2026-09-12', 'PRLV SEPA FONCIA LOYER APPT 12', -780],
    ],
    { currency: 'EUR' },
  );

  it('gives no dining figure that may leave the unplaced payment out, and names it', () => {
    const answer = ask(withCafe, 'restaurants and cafes total');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).not.toMatch(/€/);
    expect(answer?.text).toMatch(/Le Petit Cler/i);
  });

  it('still answers rent, which no till takes', () => {
    expect(ask(withCafe, 'rent paid')?.value).toBe(78_000);
  });
});

describe('a purchase the bank names in its own word, before a shop we do not know', () => {
  it.each([
    ['COMPRA 6621 FERREIRA E FILHOS', 'Ferreira E Filhos'],
    ['ACHAT 12/09 MAISON LEFEBVRE', 'Maison Lefebvre'],
    ['KAUF 4471 KONDITOREI SCHMIDT', 'Konditorei Schmidt'],
    ['ZAKUP 0912 U ZBYSZKA', 'U Zbyszka'],
  ])('keeps “%s” from a dining total it may belong to', (description, payee) => {
    const statement = makeStatement(
      [
        ['2026-09-05', 'COMPRA 4172 UBER * EATS', -34.78],
        ['2026-09-06', description, -9.28],
      ],
      { currency: 'EUR' },
    );
    const answer = ask(statement, 'takeaways and eating out, total');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).not.toMatch(/€/);
    expect(answer?.text).toContain(payee);
  });
});

describe('an Indonesian account', () => {
  const jakarta = makeStatement(
    [
      ['2026-07-01', 'BIAYA ADM', -15_000],
      ['2026-07-04', 'QRIS KOPI KENANGAN SETIABUDI', -18_100],
      ['2026-07-05', 'QRIS WARUNG BU SRI', -25_000],
      ['2026-07-06', 'KARTU DEBIT INDOMARET TEBET', -37_900],
      ['2026-07-31', 'BUNGA', 1610],
    ],
    { currency: 'IDR' },
  );

  it('reads "Biaya admin berapa?" though the fee line itself says "BIAYA ADM"', () => {
    expect(ask(jakarta, 'Biaya admin berapa?')?.value).toBe(1_500_000);
  });

  it('reads a bare "BUNGA" credit as interest', () => {
    expect(ask(jakarta, 'interest received')?.value).toBe(161_000);
  });

  it('gives no dining total beside a QR payment it could not place', () => {
    const answer = ask(
      makeStatement(
        [
          ['2026-07-04', 'QRIS KOPI KENANGAN SETIABUDI', -18_100],
          ['2026-07-05', 'QRIS TOKO SUMBER REJEKI', -25_000],
        ],
        { currency: 'IDR' },
      ),
      'restaurants and cafes total',
    );
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).toMatch(/Toko Sumber Rejeki/i);
  });
});

describe('two readings of one row', () => {
  const berlin = makeStatement(
    [
      ['2026-06-03', 'RSG Group GmbH McFit Mitgliedsbeitrag', -24.9],
      ['2026-06-06', 'NETFLIX INTERNATIONAL B.V.', -13.99],
      ['2026-06-10', 'Bizum enviado a Lucia Garcia', -20],
      ['2026-06-28', 'GEHALT ACME GMBH', 3200],
    ],
    { currency: 'EUR' },
  );

  it('asks whether a gym’s membership counts as a subscription, with no total', () => {
    const answer = ask(berlin, 'what do my subscriptions cost in total?');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).toMatch(/McFit/);
  });

  it('never reads a Spanish word as a shop two letters away', () => {
    expect(ask(berlin, '¿cuánto dinero me ha entrado?')?.value).toBe(320_000);
  });
});

describe('banks’ own words in katakana, German and Portuguese', () => {
  const tokyo = makeStatement(
    [
      ['2026-07-03', 'ﾌﾘｺﾐ ﾔﾁﾝ ﾐﾄﾞﾘﾌﾄﾞｳｻﾝ', -98_000],
      ['2026-07-03', 'ﾌﾘｺﾐﾃｽｳﾘｮｳ', -220],
      ['2026-07-06', 'ﾈｯﾄﾌﾘｯｸｽ', -1490],
      ['2026-07-25', 'ｷﾕｳﾖ ｶ)ｱｸﾒ', 285_000],
      ['2026-07-31', 'ﾘｿｸ', 1],
    ],
    { currency: 'JPY' },
  );

  it('reads rent, transfer fees, Netflix and interest written in half-width katakana', () => {
    // The test statement counts every currency in hundredths.
    expect(ask(tokyo, 'how much rent did I pay?')?.value).toBe(9_800_000);
    expect(ask(tokyo, 'how much did the bank charge me in fees?')?.value).toBe(22_000);
    expect(ask(tokyo, 'what do my subscriptions cost in total?')?.value).toBe(149_000);
    expect(ask(tokyo, 'how much interest did I earn?')?.value).toBe(100);
    expect(ask(tokyo, '家賃はいくら払った？')?.value).toBe(9_800_000);
  });

  const berlin = makeStatement(
    [
      ['2026-06-02', 'Bargeldauszahlung GA Sparkasse', -100],
      ['2026-06-05', 'REWE SAGT DANKE', -40],
      ['2026-07-05', 'REWE SAGT DANKE', -60],
      ['2026-07-09', 'Bargeldauszahlung GA Sparkasse', -50],
    ],
    { currency: 'EUR' },
  );

  it('reads German cash machine lines, counts and the month before', () => {
    expect(ask(berlin, 'how much cash did I take out from ATMs?')?.value).toBe(15_000);
    expect(ask(berlin, 'Wie viele Buchungen gibt es?')?.value).toBe(4);
    const answers = chatWith(
      berlin,
      'Wie viel habe ich im Juli ausgegeben?',
      'Und im Monat davor?',
    );
    expect(last(answers)?.value).toBe(14_000);
  });
});
