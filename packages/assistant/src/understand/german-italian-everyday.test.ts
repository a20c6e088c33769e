import { describe, expect, it } from 'vitest';
import { chatWith } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';

const ask = (question: string) => chatWith(zurich, question)[0];
const last = (...questions: string[]) => chatWith(zurich, ...questions).at(-1);

// A Swiss current account, written the way Swiss banks write it: "Kauf Karte", "Bargeldbezug",
// "Lastschrift", "ae" for "ä".
const zurich = makeStatement(
  [
    ['2026-05-01', 'DAUERAUFTRAG MIETE LIVIT AG ZUERICH', -2000],
    ['2026-05-03', 'KAUF KARTE XXXX1111 MIGROS M ZUERICH HB', -80.5],
    ['2026-05-10', 'KAUF KARTE XXXX2222 COOP-1234 ZUERICH', -40.25],
    ['2026-05-12', 'KAUF KARTE XXXX3333 SOCAR ZUERICH', -60],
    ['2026-05-20', 'BARGELDBEZUG POSTOMAT ZUERICH SIHLPOST', -200],
    ['2026-05-25', 'GUTSCHRIFT AUFTRAGGEBER: MUSTER AG LOHN', 6000],
    ['2026-06-02', 'KAUF KARTE XXXX4444 MIGROS M ZUERICH HB', -120],
    ['2026-06-05', 'KAUF KARTE XXXX5555 RESTAURANT HILTL ZUERICH', -55],
    ['2026-06-07', 'KAUF KARTE XXXX6666 CONFISERIE SPRUENGLI', -18.5],
    ['2026-06-15', 'LASTSCHRIFT SWISSCOM (SCHWEIZ) AG', -69.9],
    ['2026-06-16', 'LASTSCHRIFT EWZ ELEKTRIZITAETSWERK ZUERICH', -85],
    ['2026-06-25', 'GUTSCHRIFT AUFTRAGGEBER: MUSTER AG LOHN', 6000],
    ['2026-06-30', 'PREIS FUER KONTOFUEHRUNG', -5],
  ],
  { currency: 'CHF', openingBalanceMinor: 1_000_000, runningBalance: true },
);

describe('everyday German, as asked in Switzerland', () => {
  it('reads "ging … raus" (went out), "aller" (of all) and "hab" (have)', () => {
    expect(ask('Wie viel Geld ging im Juni raus?')?.value).toBe(35_340);
    expect(ask('Summe aller Abbuchungen')?.value).toBe(273_415);
    expect(ask('Wie viel hab ich bei Migros gelassen?')?.value).toBe(20_050);
  });

  it('points back with "dort" (there)', () => {
    expect(last('Wie viel bei Migros?', 'Wie oft habe ich dort eingekauft?')?.value).toBe(2);
  });

  it('reads a compound by its first word: Lebensmitteleinkauf, Tankkosten', () => {
    expect(ask('Wie viel für den Lebensmitteleinkauf?')?.value).toBe(24_075);
    expect(ask('Tankkosten gesamt')?.value).toBe(6000);
  });

  it('reads cash "bezogen" (drawn), a "Belastung" (debit) and "geringste" (smallest)', () => {
    expect(ask('Wie viel Bargeld habe ich bezogen?')?.value).toBe(20_000);
    expect(ask('die kleinste Belastung')?.value).toBe(500);
    expect(ask('geringste Ausgabe im Mai')?.value).toBe(4025);
  });

  it('reads what "wurde belastet", "abgebucht" or "gutgeschrieben" (was debited or credited)', () => {
    expect(ask('Wie viel wurde mir im Juni belastet?')?.value).toBe(35_340);
    expect(ask('Was wurde im Mai gutgeschrieben?')?.value).toBe(600_000);
  });

  it('places the Swiss lines: a Postomat, an account fee, the electricity works', () => {
    expect(ask('Gebühren gesamt')?.value).toBe(500);
    expect(ask('how much on electricity?')?.value).toBe(8500);
  });
});

describe('everyday Italian, as asked in Ticino', () => {
  it('reads money "lasciato" (left) at a shop as spent there', () => {
    expect(ask('quanto ho lasciato da Coop')?.value).toBe(4025);
  });

  it('reads "negozio" (shop) and "di più" (most)', () => {
    expect(ask('qual è il negozio dove spendo di più?')?.text).toMatch(/Migros/);
  });

  it('reads "più grosso" (largest), and "più piccola" as its follow-up', () => {
    expect(ask('il pagamento più grosso a giugno')?.value).toBe(12_000);
    expect(last('il pagamento più grosso a giugno', 'e la più piccola?')?.value).toBe(500);
  });

  it('counts a pastry shop with restaurants as dining, and reads "bollette" as the bills', () => {
    expect(ask('ristorante e pasticceria a giugno')?.value).toBe(7350);
    expect(ask('totale bollette')?.value).toBe(15_490);
  });

  it('leaves "corrente" unread: electricity, a current account or the current month', () => {
    expect(ask('bollette della corrente quanto')?.value).toBeUndefined();
  });
});
