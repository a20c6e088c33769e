import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { TODAY } from '../test-support/sample';
import { makeStatement, type Line } from '../test-support/statement';
import { combineStatements } from './combine';
import { statementLanguage } from './statement-language';

const euros = (lines: Line[]) => makeStatement(lines, { currency: 'EUR' });

const paris = euros([
  ['2026-09-01', 'PAIEMENT CB 2360 MONOPRIX', -11.11],
  ['2026-09-03', 'VIR LOYER SCI DUPONT', -780],
  ['2026-09-10', 'PRLV SEPA EDF', -64.2],
  ['2026-09-28', 'VIR SALAIRE ACME', 2400],
]);
const amsterdam = euros([
  ['2026-09-02', 'Albert Heijn Betaalautomaat 11:01 pasnr. 012', -28.38],
  ['2026-09-04', 'Geldautomaat Rabobank', -20],
  ['2026-09-08', 'Overboeking Woonstichting Huur', -1095],
  ['2026-09-25', 'Overboeking Salaris ACME BV', 3100],
]);
const milano = euros([
  ['2026-09-02', 'Pagamento POS ESSELUNGA', -54.74],
  ['2026-09-05', 'Prelievo carta Bancomat MILANO', -100],
  ['2026-09-10', 'Bonifico affitto ROSSI', -650],
  ['2026-09-27', 'Accredito stipendio ROSSI SRL', 1890],
]);

describe('the language a statement is written in', () => {
  it('is read from the words only one language’s banks write', () => {
    expect(statementLanguage(paris)).toBe('fr');
    expect(statementLanguage(amsterdam)).toBe('nl');
    expect(statementLanguage(milano)).toBe('it');
  });

  it('is claimed for no statement whose rows say too little', () => {
    const terse = euros([
      ['2026-09-01', 'AMAZON', -10],
      ['2026-09-02', 'PAIEMENT NETFLIX', -12],
    ]);
    expect(statementLanguage(terse)).toBeUndefined();
  });

  it('tells "my Dutch account" from two other euro accounts', () => {
    const all = combineStatements([
      { name: 'releve_20261130.csv', statement: paris },
      { name: 'CSV_A_20260930.csv', statement: amsterdam },
      { name: 'ListaMovimenti.xlsx', statement: milano },
    ]);
    expect(answerQuestion(all, 'money in, Dutch account', TODAY).value).toBe(310_000);
    expect(answerQuestion(all, 'rent paid from the French account', TODAY).value).toBe(78_000);
    const spanish = answerQuestion(all, 'money in on my Spanish account', TODAY);
    expect(spanish.value).toBeUndefined();
  });
});
