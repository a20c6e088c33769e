import type { Figures, Ledger } from '../../bank-exports/ledger';
import { makeCamt } from '../../bank-exports/make-camt';
import { makeMt940 } from '../../bank-exports/make-mt940';
import { makeOfx } from '../../bank-exports/make-ofx';
import { makeQif } from '../../bank-exports/make-qif';
import type { Entry, History } from '../history';
import type { ExportLayout, Expected } from '../layout';

/**
 * Banks that offer their own export formats: the generators under bank-exports write the file
 * and its figures from a ledger, made here from the corpus's history so names and amounts are
 * the country's.
 */
export function ledgerOf(
  history: History,
  account: string,
  ascii = false,
  purpose: (e: Entry) => string = (e) =>
    e.kind === 'shop' ? `Card ${e.reference}` : `Invoice ${e.reference}`,
): Ledger {
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

export function expectedOfFigures(figures: Figures): Expected {
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

export const usBankQfx: ExportLayout = {
  kind: 'export',
  name: 'us-creditunion-qfx',
  country: 'US',
  format: 'ofx',
  history: { region: 'us', currency: 'USD' },
  file(history) {
    const { text, figures } = makeOfx(ledgerOf(history, '000123456789'), {
      syntax: 'sgml',
      kind: 'bank',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const usCardOfx: ExportLayout = {
  kind: 'export',
  name: 'us-capitalone-card-ofx',
  country: 'US',
  format: 'ofx',
  history: { region: 'us', currency: 'USD', card: true },
  file(history) {
    const { text, figures } = makeOfx(ledgerOf(history, '4111111111111111'), {
      syntax: 'xml',
      kind: 'card',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const ukQif: ExportLayout = {
  kind: 'export',
  name: 'gb-quicken-qif',
  country: 'GB',
  format: 'qif',
  history: { region: 'uk', currency: 'GBP' },
  file(history) {
    const { text, figures } = makeQif(ledgerOf(history, 'Current Account'), {
      type: 'Bank',
      dates: 'dmy',
      decimalMark: '.',
      account: 'Current Account',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const deMt940: ExportLayout = {
  kind: 'export',
  name: 'de-sparkasse-mt940',
  country: 'DE',
  format: 'mt940',
  history: { region: 'de', currency: 'EUR' },
  file(history) {
    const { text, figures } = makeMt940(ledgerOf(history, '50010517/0648489890', true), {
      structured: true,
      entryDates: true,
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const plMt940: ExportLayout = {
  kind: 'export',
  name: 'pl-pekao-mt940',
  country: 'PL',
  format: 'mt940',
  history: { region: 'pl', currency: 'PLN', scale: 4 },
  file(history) {
    const { text, figures } = makeMt940(ledgerOf(history, 'PL61109010140000071219812874', true), {
      structured: false,
      statements: 2,
      swiftBlocks: true,
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const nlCamt: ExportLayout = {
  kind: 'export',
  name: 'nl-abnamro-camt053',
  country: 'NL',
  format: 'camt',
  history: { region: 'nl', currency: 'EUR' },
  file(history) {
    const { text, figures } = makeCamt(ledgerOf(history, 'NL91ABNA0417164300'), {
      version: '02',
      openingCode: 'PRCD',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const chCamt: ExportLayout = {
  kind: 'export',
  name: 'ch-ubs-camt053',
  country: 'CH',
  format: 'camt',
  history: { region: 'ch', currency: 'CHF' },
  file(history) {
    const { text, figures } = makeCamt(ledgerOf(history, 'CH9300762011623852957'), {
      version: '08',
      openingCode: 'OPBD',
      statements: 2,
      prefix: 'ns2:',
    });
    return { text, expected: expectedOfFigures(figures) };
  },
};

export const EXPORTS = [usBankQfx, usCardOfx, ukQif, deMt940, plMt940, nlCamt, chCamt];
