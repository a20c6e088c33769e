import { describe, expect, it } from 'vitest';
import { EXPECTED, type LanguageCase, askIn, unasked } from '../../test-support/languages';

const ES_LARGEST = '¿Cuál fue mi mayor gasto?';
const PT_LARGEST = 'Qual foi o meu maior gasto?';
const DE_LARGEST = 'Was war meine größte Ausgabe?';
const FR_LARGEST = 'Quelle a été ma plus grosse dépense ?';
const IT_LARGEST = 'Qual è stata la mia spesa più grande?';

// prettier-ignore
const CASES: Record<string, LanguageCase[]> = {
  Spanish: [
    ['lastMonth', '¿Cuánto gasté el mes pasado?'], ['interest', '¿Cuántos intereses recibí?'], ['subscriptions', '¿Cuánto pagué en suscripciones?'],
    ['endOfFebruary', '¿Cuál era mi saldo al final de febrero?'],
    ['total', '¿Cuánto gasté en total?'], ['month', '¿Cuánto gasté en febrero?'],
    ['day', '¿Cuánto gasté el 3 de marzo?'], ['merchant', '¿Cuánto gasté en Lidl?'],
    ['category', '¿Cuánto gasté en supermercados?'], ['count', '¿Cuántas veces compré en Lidl?'],
    ['largest', ES_LARGEST], ['smallest', '¿y el más pequeño?', ES_LARGEST],
    ['opening', '¿Cuál era el saldo inicial?'], ['closing', '¿Cuál es el saldo final?'],
    ['salary', '¿Cuánto recibí de nómina?'], ['atm', '¿Cuánto saqué del cajero?'],
    ['fees', '¿Cuánto pagué en comisiones?'], ['shopName', '¿Cuánto gasté en Mercado Livre?'],
    ['monthBefore', '¿y el mes anterior?', '¿Cuánto gasté en febrero?'],
    ['declined', '¿Qué tiempo hace hoy?'], ['declined', '¿Cuánto gasté en Tesla?'],
  ],
  Portuguese: [
    ['lastMonth', 'Quanto gastei no mês passado?'], ['interest', 'Quanto recebi de juros?'], ['subscriptions', 'Quanto paguei de assinaturas?'],
    ['endOfFebruary', 'Qual era o saldo no final de fevereiro?'],
    ['total', 'Quanto gastei no total?'], ['month', 'Quanto gastei em fevereiro?'],
    ['day', 'Quanto gastei em 3 de março?'], ['merchant', 'Quanto gastei no Lidl?'],
    ['category', 'Quanto gastei no supermercado?'], ['count', 'Quantas vezes comprei no Lidl?'],
    ['largest', PT_LARGEST], ['smallest', 'e o menor?', PT_LARGEST],
    ['opening', 'Qual era o saldo inicial?'], ['closing', 'Qual é o saldo final?'],
    ['salary', 'Quanto recebi de salário?'], ['atm', 'Quanto saquei no caixa eletrônico?'],
    ['fees', 'Quanto paguei de tarifas?'], ['shopName', 'Quanto gastei no Mercado Livre?'],
    ['monthBefore', 'e o mês anterior?', 'Quanto gastei em fevereiro?'],
    ['declined', 'Vai chover amanhã?'], ['declined', 'Quanto gastei na Tesla?'],
  ],
  German: [
    ['lastMonth', 'Wie viel habe ich letzten Monat ausgegeben?'], ['interest', 'Wie viel Zinsen habe ich bekommen?'], ['subscriptions', 'Wie viel habe ich für Abos bezahlt?'],
    ['endOfFebruary', 'Wie war der Kontostand Ende Februar?'],
    ['total', 'Wie viel habe ich insgesamt ausgegeben?'],
    ['month', 'Wie viel habe ich im Februar ausgegeben?'],
    ['day', 'Wie viel habe ich am 3. März ausgegeben?'],
    ['merchant', 'Wie viel habe ich bei Lidl ausgegeben?'],
    ['category', 'Wie viel habe ich für Lebensmittel ausgegeben?'],
    ['count', 'Wie oft habe ich bei Lidl eingekauft?'], ['largest', DE_LARGEST],
    ['smallest', 'und die kleinste?', DE_LARGEST], ['opening', 'Wie hoch war der Anfangssaldo?'],
    ['closing', 'Wie hoch ist der Endsaldo?'], ['salary', 'Wie viel Gehalt habe ich bekommen?'],
    ['atm', 'Wie viel habe ich am Geldautomaten abgehoben?'],
    ['fees', 'Wie viel Gebühren habe ich bezahlt?'],
    ['monthBefore', 'und im Vormonat?', 'Wie viel habe ich im Februar ausgegeben?'],
    ['declined', 'Wie wird das Wetter morgen?'], ['declined', 'Wie viel habe ich bei Tesla ausgegeben?'],
  ],
  French: [
    ['lastMonth', 'Combien ai-je dépensé le mois dernier ?'], ['interest', "Combien d'intérêts ai-je reçus ?"], ['subscriptions', 'Combien ai-je payé en abonnements ?'],
    ['endOfFebruary', 'Quel était le solde à la fin de février ?'],
    ['total', 'Combien ai-je dépensé au total ?'], ['month', 'Combien ai-je dépensé en février ?'],
    ['day', 'Combien ai-je dépensé le 3 mars ?'], ['merchant', 'Combien ai-je dépensé chez Lidl ?'],
    ['category', "Combien j'ai dépensé en courses ?"],
    ['count', 'Combien de fois suis-je allé chez Lidl ?'], ['largest', FR_LARGEST],
    ['smallest', 'et la plus petite ?', FR_LARGEST], ['opening', 'Quel était le solde initial ?'],
    ['closing', 'Quel est le solde final ?'], ['salary', 'Combien de salaire ai-je reçu ?'],
    ['atm', 'Combien ai-je retiré au distributeur ?'], ['fees', 'Combien ai-je payé en frais ?'],
    ['monthBefore', 'et le mois précédent ?', 'Combien ai-je dépensé en février ?'],
    ['declined', 'Quel temps fait-il ?'], ['declined', 'Combien ai-je dépensé chez Tesla ?'],
  ],
  Italian: [
    ['lastMonth', 'Quanto ho speso il mese scorso?'], ['interest', 'Quanti interessi ho ricevuto?'], ['subscriptions', 'Quanto ho pagato di abbonamenti?'],
    ['endOfFebruary', 'Qual era il saldo alla fine di febbraio?'],
    ['total', 'Quanto ho speso in totale?'], ['month', 'Quanto ho speso a febbraio?'],
    ['day', 'Quanto ho speso il 3 marzo?'], ['merchant', 'Quanto ho speso da Lidl?'],
    ['category', 'Quanto ho speso al supermercato?'], ['count', 'Quante volte sono andato da Lidl?'],
    ['largest', IT_LARGEST], ['smallest', 'e la più piccola?', IT_LARGEST],
    ['opening', 'Qual era il saldo iniziale?'], ['closing', 'Qual è il saldo finale?'],
    ['salary', 'Quanto stipendio ho ricevuto?'], ['atm', 'Quanto ho prelevato al bancomat?'],
    ['fees', 'Quanto ho pagato di commissioni?'],
    ['monthBefore', 'e il mese precedente?', 'Quanto ho speso a febbraio?'],
    ['declined', 'Che tempo fa domani?'], ['declined', 'Quanto ho speso da Tesla?'],
  ],
};

describe.each(Object.entries(CASES))('questions in %s', (_, cases) => {
  it.each(cases)('%s: %s', (measure, question, previous) => {
    const { names, ...figure } = EXPECTED[measure];
    const answer = askIn(question, previous);
    expect(answer).toMatchObject(figure);
    expect(answer.understood).toContain(names);
  });

  it('asks every kind of question, and some it must decline', () => {
    expect(unasked(cases)).toEqual([]);
  });
});
