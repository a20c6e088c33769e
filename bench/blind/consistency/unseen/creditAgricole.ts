import iconv from 'iconv-lite';
import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, dmy } from './shared';

export function creditAgricole(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 6,
    account: 'ca',
    months: [
      [2026, 4],
      [2026, 5],
      [2026, 6],
      [2026, 7],
    ],
    step: 1,
    perMonth: [16, 24],
    monthly: [
      {
        text: 'VIREMENT EN VOTRE FAVEUR SNCF VOYAGEURS SALAIRE',
        min: 284_530,
        max: 284_530,
        in: true,
        day: 28,
      },
      { text: 'PRELEVEMENT FONCIA LOYER', min: 89_000, max: 89_000, day: 4 },
      { text: 'PRELEVEMENT EDF CLIENTS PARTICULIERS', min: 7_800, max: 7_800, day: 8 },
    ],
    everyday: [
      { text: 'PAIEMENT PAR CARTE X1234 CARREFOUR CITY', min: 520, max: 8_940, weight: 5 },
      { text: 'PAIEMENT PAR CARTE X1234 BOULANGERIE PAUL', min: 180, max: 1_250, weight: 3 },
      { text: 'PAIEMENT PAR CARTE X1234 SNCF INTERNET', min: 1_900, max: 18_900, weight: 2 },
      { text: 'PAIEMENT PAR CARTE X1234 FNAC DARTY', min: 1_999, max: 129_900, weight: 1 },
      {
        text: 'VIREMENT EN VOTRE FAVEUR MME DUBOIS CLAIRE',
        min: 2_000,
        max: 30_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = makeHistory(spec);
  const fr = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '\u00a0' });
  const lines = [
    'Téléchargement du 01/08/2026;',
    '',
    'M. JEAN MARTIN;',
    'Compte de Dépôt carte n° 12345678901;',
    'Solde au 31/07/2026 3\u00a0412,77 €;',
    '',
    'Liste des opérations du compte entre le 01/04/2026 et le 31/07/2026;',
    '',
    'Date;Libellé;Débit euros;Crédit euros;',
    ...[...rows]
      .reverse()
      .map(
        (r) =>
          `${dmy(r.date, '/')};"${r.description}";${r.amountMinor < 0 ? fr(r.amountMinor) : ''};${r.amountMinor > 0 ? fr(r.amountMinor) : ''};`,
      ),
  ];
  return [
    {
      fileName: 'CA20260801_123456.csv',
      bytes: iconv.encode(lines.join('\r\n') + '\r\n', 'win1252'),
      account: 'ca',
      bank: 'Crédit Agricole',
      country: 'France',
      currency: 'EUR',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.fr,
      nickname: 'Crédit Agricole',
      period: { start: '2026-04-01', end: '2026-07-31' },
      layout: 'CSV ; cp1252, NBSP grouping 1 234,56, Débit/Crédit euros',
      partyOf: (r: Row) =>
        r.description.replace(
          /^(PAIEMENT PAR CARTE X1234|VIREMENT EN VOTRE FAVEUR|PRELEVEMENT) /,
          '',
        ),
    },
  ];
}
