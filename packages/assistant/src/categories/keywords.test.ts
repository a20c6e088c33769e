import { describe, expect, it } from 'vitest';
import { categorize, categoryFromLabel } from './categorize';
import { normalizeForMatching } from '../understand/text';

const category = (description: string, amountMinor = -1000) =>
  categorize({ description, amountMinor }).id;

describe('keywords in the languages of our statements', () => {
  // prettier-ignore
  it.each([
    // Rent.
    ['PT', 'TRANSFERENCIA ALUGUEL APTO 12', -250000, 'rent'],
    ['ES', 'RECIBO ALQUILER PISO ENERO', -90000, 'rent'],
    ['DE', 'Dauerauftrag Miete Wohnung', -95000, 'rent'],
    ['FR', 'VIR LOYER JANVIER', -80000, 'rent'],
    ['IT', 'BONIFICO AFFITTO GENNAIO', -70000, 'rent'],
    ['NL', 'HUUR WONING JANUARI', -120000, 'rent'],
    ['PL', 'CZYNSZ ZA STYCZEN', -150000, 'rent'],
    ['ID', 'SEWA KOS BULAN JANUARI', -150000, 'rent'],
    ['JA', '家賃 1月分', -8500000, 'rent'],
    ['HU', 'Lakbér január', -18000000, 'rent'],
    // Salary.
    ['PT', 'CREDITO SALÁRIO EMPRESA XYZ', 500000, 'income'],
    ['ES', 'ABONO NÓMINA ENERO', 250000, 'income'],
    ['DE', 'Gehalt Januar ACME GmbH', 350000, 'income'],
    ['FR', 'VIR SALAIRE JANVIER', 280000, 'income'],
    ['IT', 'ACCREDITO STIPENDIO', 220000, 'income'],
    ['NL', 'SALARIS JANUARI', 300000, 'income'],
    ['PL', 'WYNAGRODZENIE ZA STYCZEN', 700000, 'income'],
    ['ID', 'GAJI BULAN JANUARI', 800000000, 'income'],
    ['JA', '給与 ｶﾌﾞｼｷｶﾞｲｼｬ', 30000000, 'income'],
    ['JA', '給料振込', 30000000, 'income'],
    ['HU', 'Munkabér ACME Kft', 45000000, 'income'],
    // Refunds.
    ['PT', 'ESTORNO COMPRA LOJA', 5000, 'refunds'],
    ['ES', 'DEVOLUCIÓN COMPRA ZARA', 3000, 'refunds'],
    ['DE', 'Erstattung Bestellung', 3000, 'refunds'],
    ['FR', 'REMBOURSEMENT ACHAT', 3000, 'refunds'],
    ['IT', 'RIMBORSO ORDINE', 3000, 'refunds'],
    ['NL', 'TERUGBETALING BESTELLING', 3000, 'refunds'],
    ['PL', 'ZWROT ZA ZAKUP', 3000, 'refunds'],
    ['JA', '返金 アマゾン', 300000, 'refunds'],
    // Fuel and groceries without a known chain.
    ['ES', 'GASOLINERA LOS ALAMOS', -5000, 'fuel'],
    ['DE', 'TANKSTELLE MUELLER', -5000, 'fuel'],
    ['FR', 'STATION SERVICE DU LAC', -5000, 'fuel'],
    ['PL', 'STACJA PALIW KOWALSKI', -5000, 'fuel'],
    ['ID', 'SPBU 34.12345 BANDUNG', -5000, 'fuel'],
    ['JA', 'ガソリンスタンド 田中', -500000, 'fuel'],
    ['PT', 'SUPERMERCADO BOM PRECO', -5000, 'groceries'],
    ['JA', 'スーパーたなか', -500000, 'groceries'],
    // Benefits, transfers and bakeries in the statements' own words.
    ['DE', 'Kindergeld Familienkasse', 25000, 'income'],
    ['FR', 'CAF ALLOCATIONS', 15000, 'income'],
    ['FR', 'VIR DE M. LEFÈVRE', 15000, 'transfers'],
    ['CH', 'TWINT von Lukas', 2000, 'transfers'],
    ['MX', 'SPEI RECIBIDO DE MARÍA LÓPEZ', 2000, 'transfers'],
    ['DE', 'Bäckerei Schäfer', -500, 'dining'],
    ['FR', 'PHARMACIE DES ÉCOLES', -1500, 'health'],
    ['CH', 'Mietzins Wohnung', -180000, 'rent'],
    ['JA', '口座振替 ｽｲﾄﾞｳﾘﾖｳｷﾝ', -300000, 'utilities'],
    // Cash, fees, interest, taxes, insurance, utilities.
    ['JA', 'ＡＴＭ引出　セブン銀行', -1000000, 'cash'],
    ['PT', 'SAQUE BANCO 24H', -10000, 'cash'],
    ['ES', 'COMISIÓN MANTENIMIENTO', -1000, 'fees'],
    ['DE', 'Kontoführungsgebühr', -500, 'fees'],
    ['HU', 'Számlavezetési díj', -99000, 'fees'],
    ['JA', '振込手数料', -22000, 'fees'],
    ['PT', 'JUROS CHEQUE ESPECIAL', -2000, 'interest-charged'],
    ['DE', 'Habenzinsen', 120, 'interest-earned'],
    ['JA', '利息', 500, 'interest-earned'],
    ['DE', 'Finanzamt Einkommensteuer', -50000, 'taxes'],
    ['ES', 'PAGO IMPUESTO CIRCULACION', -9000, 'taxes'],
    ['IT', 'ASSICURAZIONE AUTO', -40000, 'insurance'],
    ['DE', 'Versicherung Hausrat', -1200, 'insurance'],
    ['FR', 'PRLV ELECTRICITE DE QUARTIER', -6000, 'utilities'],
    ['DE', 'Strom Abschlag Januar', -6000, 'utilities'],
    // Words written the Swiss way (ae for ä), Portuguese fees and British council tax.
    ['CH', 'BARGELDBEZUG POSTOMAT BERN BAHNHOF', -20000, 'cash'],
    ['CH', 'PREIS FUER KONTOFUEHRUNG', -500, 'fees'],
    ['CH', 'LASTSCHRIFT IWB ELEKTRIZITAETSWERK BASEL', -9000, 'utilities'],
    ['IN', 'POS ATM PURCH OTHPOS2777329641SHREE PETROLEUM PUNE--', -146100, 'fuel'],
    ['IN', 'ATM WDL-ATM CASH 160360 SBI BANER ROAD PUNE--', -1000000, 'cash'],
    ['PT', 'COMISSAO MANUTENCAO CONTA', -520, 'fees'],
    ['PT', 'IMPOSTO SELO S/ COMISSAO', -21, 'taxes'],
    ['GB', 'LB CAMDEN CTAX DDR', -14200, 'taxes'],
    ['IN', 'SMS CHGS APR-JUN INCL GST', -1770, 'fees'],
    ['PT', 'LEVANTAMENTO MB 5685 LISBOA', -6000, 'cash'],
    ['PT', 'TRF P/ ANA COSTA RENDA CASA', -75000, 'rent'],
    ['PT', 'DEVOLUCAO COMPRA LOJA COLOMBO', 3999, 'refunds'],
  ])('%s: %s', (_language, description, amountMinor, expected) => {
    expect(category(description, amountMinor)).toBe(expected);
  });

  it('reads a bank category column in the statement’s language', () => {
    expect(categoryFromLabel('Fizetés')).toBe('income');
    expect(categoryFromLabel('Aluguel')).toBe('rent');
    expect(categoryFromLabel('Combustível')).toBe('fuel');
    // Labels of ours that saved corrections may still hold.
    expect(categoryFromLabel('Telecom & utilities')).toBe('bills');
    expect(categoryFromLabel('Subscriptions & entertainment')).toBe('subscriptions');
    expect(categoryFromLabel('Transport')).toBe('transport');
    expect(categoryFromLabel('Conversions & own transfers')).toBe('conversions');
  });
});

describe('what a line is, whatever its words', () => {
  it('reads a gym’s monthly fee as fitness, and a bank’s as a fee', () => {
    expect(category('PUREGYM MONTHLY FEE')).toBe('personal-care');
    expect(category('IRONWORKS GYM MONTHLY FEE')).toBe('personal-care');
    expect(category('MONTHLY FEE')).toBe('fees');
    expect(category('MONTHLY SERVICE FEE')).toBe('fees');
    expect(category('FOREIGN TRANSACTION FEE')).toBe('fees');
  });

  it('reads an iPhone case at an Apple Store as shopping, Apple’s bills as subscriptions', () => {
    expect(category('APPLE STORE R123 IPHONE CASE')).toBe('shopping');
    expect(category('APPLE.COM/US')).toBe('shopping');
    expect(category('APPLE.COM/BILL ITUNES.COM')).toBe('subscriptions');
  });

  it('reads hotels and Airbnb as lodging', () => {
    expect(category('AIRBNB * HMXYZ')).toBe('lodging');
    expect(category('HOTEL DU MIDI LYON')).toBe('lodging');
    expect(category('POUSADA DO MAR')).toBe('lodging');
  });

  it('reads interest on a card as interest charged, never a fee nor income', () => {
    expect(category('INTEREST CHARGED ON PURCHASES', -2345)).toBe('interest-charged');
    expect(category('PURCHASE INTEREST CHARGE', -2345)).toBe('interest-charged');
    expect(category('FINANCE CHARGE', -2345)).toBe('interest-charged');
    expect(category('INTEREST PAID', 120)).toBe('interest-earned');
  });

  it('folds full-width forms and accents before matching', () => {
    expect(normalizeForMatching('ＡＴＭ　ｽﾀｰﾊﾞｯｸｽ Salário')).toBe('ATM スターバックス SALARIO');
    expect(normalizeForMatching('ガソリン')).toBe('ガソリン');
  });
});
