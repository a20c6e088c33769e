/**
 * Generated statements in currencies whose minor units differ (ISO 4217: JPY none, BHD three,
 * HUF, IDR and COP two although their coins are rare), for tests that check every screen shows
 * the same figures. The exponents are written here from the standard, not taken from the
 * product's table, so a wrong table shows up as a wrong figure.
 */
const ISO_EXPONENTS: Record<string, number> = {
  HUF: 2,
  JPY: 0,
  BHD: 3,
  IDR: 2,
  COP: 2,
  EUR: 2,
  USD: 2,
  INR: 2,
};

export interface GeneratedStatement {
  fileName: string;
  currency: string;
  content: string;
  /** Money in and out (a positive sum), worked out here from the rows written. */
  expected: { inMinor: number; outMinor: number };
}

interface Line {
  date: string;
  description: string;
  minor: number;
}

const SPENDING = [
  'SPAR MARKET 112',
  'SHELL FUEL STATION',
  'UBER TRIP',
  'NETFLIX.COM',
  'HOTEL INTERCONTINENTAL',
  'ATM WITHDRAWAL',
  'CAFE CENTRAL',
  'AMAZON MARKETPLACE',
];

/** A small deterministic generator (mulberry32), so every run makes the same statements. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Minor units as the bank writes them: `-4990.00`, `1200`, `12.345`. */
function written(minor: number, exponent: number): string {
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : digits;
  return minor < 0 ? `-${whole}` : whole;
}

function expectedOf(lines: readonly Line[]) {
  const amounts = lines.map((line) => line.minor);
  return {
    inMinor: amounts.filter((minor) => minor > 0).reduce((sum, minor) => sum + minor, 0),
    outMinor: Math.abs(amounts.filter((minor) => minor < 0).reduce((sum, minor) => sum + minor, 0)),
  };
}

function csvOf(lines: readonly Line[], currency: string, opening: number): string {
  const exponent = ISO_EXPONENTS[currency] ?? 2;
  let balance = opening;
  const rows = lines.map((line) => {
    balance += line.minor;
    const amount = written(line.minor, exponent);
    return `${line.date},${line.description},${amount},${currency},${written(balance, exponent)}`;
  });
  return ['Date,Description,Amount,Currency,Balance', ...rows].join('\n');
}

/** Three months of a salary and everyday spending, in whole units scaled to the currency. */
function monthsOfSpending(currency: string, seed: number): Line[] {
  const random = randomFrom(seed);
  const exponent = ISO_EXPONENTS[currency] ?? 2;
  // A unit of spending worth roughly the same everywhere: 1 for EUR, 150 for JPY, 400 for HUF.
  const scale = { HUF: 400, JPY: 150, IDR: 16_000, COP: 4_000, INR: 90, BHD: 0.4 }[currency] ?? 1;
  const lines: Line[] = [];
  for (const month of ['2026-01', '2026-02', '2026-03']) {
    lines.push({
      date: `${month}-01`,
      description: 'SALARY ACME LTD',
      minor: Math.round(2500 * scale * 10 ** exponent),
    });
    for (let day = 3; day <= 27; day += 2 + Math.floor(random() * 3)) {
      const description = SPENDING[Math.floor(random() * SPENDING.length)] ?? 'SPAR MARKET 112';
      const units = 5 + random() * 120;
      // Whole minor units: a third decimal only where the currency has one.
      const minor = -Math.max(1, Math.round(units * scale * 10 ** exponent));
      lines.push({ date: `${month}-${String(day).padStart(2, '0')}`, description, minor });
    }
  }
  return lines;
}

/**
 * One person's statements: one account in each currency; a second export of the INR account
 * that repeats its last fortnight (rows to count once); and a EUR savings account that receives
 * a transfer from the EUR current account (a move between their own accounts).
 */
export function currencyStatements(seed = 32): GeneratedStatement[] {
  const statements: GeneratedStatement[] = [];
  Object.keys(ISO_EXPONENTS).forEach((currency, index) => {
    const lines = monthsOfSpending(currency, seed + index);
    if (currency === 'EUR') {
      lines.push({ date: '2026-03-28', description: 'TRANSFER TO SAVINGS', minor: -50_000 });
    }
    statements.push({
      fileName: `${currency.toLowerCase()}-current.csv`,
      currency,
      content: csvOf(lines, currency, 0),
      expected: expectedOf(lines),
    });
    if (currency === 'INR') {
      const later = lines.filter((line) => line.date >= '2026-03-15');
      later.push({ date: '2026-04-02', description: 'SPAR MARKET 112', minor: -45_000 });
      statements.push({
        fileName: 'inr-current-april-export.csv',
        currency,
        content: csvOf(later, currency, 0),
        expected: expectedOf(later),
      });
    }
  });
  const savings = [{ date: '2026-03-29', description: 'FROM CURRENT ACCOUNT', minor: 50_000 }];
  statements.push({
    fileName: 'eur-savings.csv',
    currency: 'EUR',
    content: csvOf(savings, 'EUR', 0),
    expected: expectedOf(savings),
  });
  return statements;
}
