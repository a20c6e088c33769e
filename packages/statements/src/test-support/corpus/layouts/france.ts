import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/** France: space-grouped euros (`1 234,56`), Débit/Crédit, labels over two lines, `="…"` cells. */
const EURO = { region: 'fr', currency: 'EUR' } as const;
const fr = (minor: number, sign: 'minus' | 'none' = 'minus') =>
  money(minor, { decimal: ',', group: '\u00a0', sign });
const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');

export const creditAgricole: TableLayout = {
  kind: 'table',
  name: 'fr-creditagricole-cc',
  country: 'FR',
  history: EURO,
  formats: ['csv', 'xls'],
  csv: { delimiter: ';', encoding: 'windows-1252', trailingDelimiter: true },
  // A card payment's label runs over two lines inside one quoted cell.
  sheet(history) {
    const label = (e: { kind: string; name: string; date: string }) =>
      e.kind === 'shop' ? `PAIEMENT PAR CARTE\n${e.name} ${day(e.date, 'DD/MM').text}` : e.name;
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      label(e),
      e.amountMinor < 0 ? fr(e.amountMinor, 'none') : '',
      e.amountMinor > 0 ? fr(e.amountMinor, 'none') : '',
    ]);
    return {
      rows: [
        ['Téléchargement du 01/04/2024'],
        [],
        ['CCHQ', 'Compte de Dépôt', 'n° 12345678901'],
        [`Solde au ${dmy(history.end).text}`, `${fr(history.closingMinor).text} €`],
        [],
        ['Liste des opérations du compte entre le', dmy(history.start), 'et le', dmy(history.end)],
        [],
        ['Date', 'Libellé', 'Débit euros', 'Crédit euros'],
        ...rows,
      ],
      header: 7,
      expected: expectedOf(history, {
        describe: (e) => label(e).replace(/\s+/g, ' '),
        currency: 'EUR',
        newestFirst: true,
        closing: true,
      }),
    };
  },
};

export const bnp: TableLayout = {
  kind: 'table',
  name: 'fr-bnp-cheques',
  country: 'FR',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';' },
  // The account and its balance on the first line, then rows with no header of their own words.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      e.kind === 'shop' ? 'Alimentation' : e.kind === 'bill' ? 'Logement' : 'Revenus',
      e.kind === 'shop' ? 'Supermarché' : e.kind === 'bill' ? 'Factures' : 'Salaires',
      e.name,
      fr(e.amountMinor),
    ]);
    return {
      rows: [
        [
          'Compte de chèques ****1234',
          `Solde au ${dmy(history.end).text}`,
          fr(history.closingMinor),
        ],
        [
          'Date opération',
          'Catégorie opération',
          'Sous Catégorie opération',
          'Libellé opération',
          'Montant opération',
        ],
        ...rows,
      ],
      header: 1,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        newestFirst: true,
        closing: true,
      }),
    };
  },
};

export const societeGenerale: TableLayout = {
  kind: 'table',
  name: 'fr-socgen-courant',
  country: 'FR',
  history: EURO,
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252' },
  // The account number written as an Excel formula so Excel keeps its zeros; a detail column.
  sheet(history) {
    const rows = history.entries.map((e) => [
      dmy(e.date),
      e.name,
      `${e.name} REF ${e.reference}`,
      money(e.amountMinor, { decimal: ',' }),
      'EUR',
    ]);
    return {
      rows: [
        ['="0123456789012"', 'Compte courant', `${rows.length} opérations`],
        [],
        [
          "Date de l'opération",
          'Libellé',
          "Détail de l'écriture",
          "Montant de l'opération",
          'Devise',
        ],
        ...rows,
      ],
      header: 2,
      expected: expectedOf(history, {
        describe: (e) => `${e.name} REF ${e.reference}`,
        currency: 'EUR',
      }),
    };
  },
};

export const FRANCE = [creditAgricole, bnp, societeGenerale];
