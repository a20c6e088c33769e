import type { Figures, Ledger } from '../../bank-exports/ledger';
import { makeCamt } from '../../bank-exports/make-camt';
import { makeMt940 } from '../../bank-exports/make-mt940';
import { makeOfx } from '../../bank-exports/make-ofx';
import { makeQif } from '../../bank-exports/make-qif';
import type { Entry, History } from '../history';
import type { ExportLayout, Expected } from '../layout';

/**
 * Wave four, bank export formats: BGL BNP Paribas's camt.053 with batch bookings and French
 * purposes, Ally's Quicken download, ANZ's QIF with day-first dates, VÚB's MT940 in free text
 * with reversals. The ledger comes from the corpus's history, so names are the country's.
 */
function ledgerOf(
  history: History,
  account: string,
  purpose: (e: Entry) => string,
  ascii = false,
): Ledger {
  // MT940's character set has no accents and no `&'*`.
  const plain = (text: string) =>
    ascii
      ? text
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, '')
          .replace(/[&'*]/g, ' ')
      : text;
  return {
    currency: history.currency,
    account,
    openingMinor: history.openingMinor,
    closingMinor: history.closingMinor,
    start: history.start,
    end: history.end,
    entries: history.entries.map((e) => ({
      date: e.date,
      amountMinor: e.amountMinor,
      counterparty: plain(e.name),
      purpose: plain(purpose(e)),
      reference: `REF${e.reference}`,
    })),
  };
}

function expectedOfFigures(figures: Figures): Expected {
  const { count, debits, credits, currency, first, last, opening, closing } = figures;
  return {
    count,
    debits,
    credits,
    currency,
    first,
    last,
    ...(opening !== undefined ? { opening } : {}),
    ...(closing !== undefined ? { closing } : {}),
  };
}

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
    const { text, figures } = makeCamt(ledgerOf(history, 'LU280030123456789012', purpose), {
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
    const { text, figures } = makeOfx(ledgerOf(history, '1029384756', purpose), {
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
    const { text, figures } = makeQif(ledgerOf(history, '012-345 198765432', purpose), {
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
    const ledger = ledgerOf(history, 'SK8402000000001234567890', purpose, true);
    const { text, figures } = makeMt940(ledger, {
      structured: false,
      reversalEvery: 6,
      entryDates: true,
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const WAVE_FOUR_EXPORTS = [bglCamt, allyQfx, anzQif, vubMt940];
