import { makeCamt } from '../../bank-exports/make-camt';
import { makeMt940 } from '../../bank-exports/make-mt940';
import { makeOfx } from '../../bank-exports/make-ofx';
import { makeQif } from '../../bank-exports/make-qif';
import type { Entry } from '../history';
import type { ExportLayout } from '../layout';
import { expectedOfFigures, ledgerOf } from './exports';

/**
 * Wave four, bank export formats: BGL BNP Paribas's camt.053 with batch bookings and French
 * purposes, Ally's Quicken download, ANZ's QIF with day-first dates, VÚB's MT940 in free text
 * with reversals. The ledger comes from the corpus's history, so names are the country's.
 */
export const bglCamt: ExportLayout = {
  kind: 'export',
  name: 'lu-bgl-camt053',
  country: 'LU',
  format: 'camt',
  history: { region: 'lu', currency: 'EUR' },
  file(history) {
    const purpose = (e: Entry) =>
      e.kind === 'shop'
        ? `Paiement carte ${e.reference}`
        : e.kind === 'bill'
          ? `Facture ${e.reference} domiciliation mensuelle, merci de votre confiance`
          : `Virement ${e.reference}`;
    const { text, figures } = makeCamt(ledgerOf(history, 'LU280030123456789012', false, purpose), {
      version: '08',
      openingCode: 'PRCD',
      batchEvery: 9,
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const allyQfx: ExportLayout = {
  kind: 'export',
  name: 'us-ally-qfx',
  country: 'US',
  format: 'ofx',
  history: { region: 'us', currency: 'USD' },
  file(history) {
    const purpose = (e: Entry) =>
      e.kind === 'shop' ? 'Debit Card Purchase' : e.kind === 'bill' ? 'ACH Withdrawal' : 'Deposit';
    const { text, figures } = makeOfx(ledgerOf(history, '1029384756', false, purpose), {
      syntax: 'sgml',
      kind: 'bank',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const anzQif: ExportLayout = {
  kind: 'export',
  name: 'au-anz-qif',
  country: 'AU',
  format: 'qif',
  history: { region: 'au', currency: 'AUD' },
  file(history) {
    const purpose = (e: Entry) =>
      e.kind === 'shop' ? 'EFTPOS PURCHASE' : e.kind === 'bill' ? 'PAYMENT' : 'TRANSFER';
    const { text, figures } = makeQif(ledgerOf(history, '012-345 198765432', false, purpose), {
      type: 'Bank',
      dates: 'dmy',
      decimalMark: '.',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const vubMt940: ExportLayout = {
  kind: 'export',
  name: 'sk-vub-mt940',
  country: 'SK',
  format: 'mt940',
  history: { region: 'sk', currency: 'EUR' },
  file(history) {
    const purpose = (e: Entry) =>
      e.kind === 'shop'
        ? 'Platba kartou'
        : e.kind === 'bill'
          ? `Uhrada faktury ${e.reference} VS${e.reference}`
          : 'Prijata platba';
    const ledger = ledgerOf(history, 'SK8402000000001234567890', true, purpose);
    const { text, figures } = makeMt940(ledger, {
      structured: false,
      reversalEvery: 6,
      entryDates: true,
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const WAVE_FOUR_EXPORTS = [bglCamt, allyQfx, anzQif, vubMt940];
