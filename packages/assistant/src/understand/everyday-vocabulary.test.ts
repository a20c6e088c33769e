import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { makeStatement } from '../test-support/statement';

/**
 * A month of everyday spending, to ask as people ask: in English (US, UK, Indian, Australian),
 * Hinglish, Spanish, French and Italian. Spent 1,430.69 in 16 debits; salary 2,500.00.
 */
const STATEMENT = makeStatement(
  [
    ['2025-01-02', 'SALARY ACME LTD', 2500],
    ['2025-01-03', 'TESCO STORES', -45.2],
    ['2025-01-04', 'DOMINOS PIZZA', -18],
    ['2025-01-05', 'ATM WITHDRAWAL', -100],
    ['2025-01-06', 'UBER TRIP', -12.5],
    ['2025-01-07', 'UBER TRIP', -9.5],
    ['2025-01-08', 'AMAZON MARKETPLACE', -60],
    ['2025-01-09', 'BOOTS PHARMACY', -8],
    ['2025-01-10', 'NETFLIX.COM', -12.99],
    ['2025-01-11', 'PURE GYM MEMBERSHIP', -30],
    ['2025-01-12', 'BRITISH GAS ELECTRICITY', -70],
    ['2025-01-13', 'VODAFONE MOBILE', -25],
    ['2025-01-14', 'SHELL PETROL', -50],
    ['2025-01-15', 'STARBUCKS', -4.5],
    ['2025-01-16', 'ZARA', -80],
    ['2025-01-20', 'RENT PAYMENT', -900],
    ['2025-01-31', 'ACCOUNT FEE', -5],
  ],
  { currency: 'EUR', openingBalanceMinor: 100_000, runningBalance: true },
);

const ask = (question: string) => answerQuestion(STATEMENT, question, '2025-02-10');

const SPENT = 143_069;
const DECLINED = undefined;
/** The shop spent at most: Zara, 80.00. */
const ZARA = 'Zara';

// prettier-ignore
const CASES: Record<string, [question: string, value: number | string | undefined][]> = {
  English: [
    ['how much money went out of my checking account in total', SPENT],
    ['total for utility bills - power, internet and my phone?', 9_500],
    ['What did the power bill come to?', 7_000],
    ['How much did I spend on household bills?', 9_500],
    ['How much have I spent at the chemist and pharmacies?', 800],
    ['How much did I spend at the drugstore?', 800],
    ['How many times did I order from Domino\'s?', 1],
    ['How many times I ordered from Dominoz?', 1],
    ['Which app did I spend the most at?', ZARA],
    ['At which shop did I spend more?', ZARA],
    ['How many line items are on the statement?', 17],
    ['How many transactions are listed in my current account?', 17],
    ['How much did rides cost, Uber and the like?', 2_200],
    ['How much on rideshare?', 2_200],
    ['How much did I spend on memberships?', 1_299],
    ['How much on wifi and phone?', 2_500],
    ['How much at the petrol pump?', 5_000],
    ['What did my cell phone cost?', 2_500],
    ['How much at the kirana store?', 4_520],
    ['How much on the tube?', 0],
    ['How much did I spend on Tesla and such?', DECLINED],
    ['How much on power tools?', DECLINED],
    ['How much did I spend on apps?', DECLINED],
  ],
  Hinglish: [
    ['Khane-peene pe kitna gaya?', 2_250],
    ['Uber pe total kitna laga?', 2_200],
    ['Kis shop ya app pe sabse zyada kharcha hua?', ZARA],
    ['Kis dukaan pe sabse zyada kharcha hua?', ZARA],
    ['Dominos pe kitni baar order kiya?', 1],
    ['Amazon se kitni baar mangaya?', 1],
    ['Sabse mehenga kharcha kaun sa tha?', 90_000],
    ['Sabse sasta kharcha kaun sa tha?', 450],
    ['Petrol pe kitna laga?', 5_000],
    ['Dawai pe kitna kharcha hua?', 800],
    ['Kapdon pe kitna kharcha hua?', 14_000],
    ['Salary kitni mili?', 250_000],
    ['Zara pe kitne rupaye udaye?', 8_000],
    ['Bijli ka bill kitna tha?', 7_000],
    ['Swiggy pe kitna laga?', DECLINED],
    ['Tesla pe kitna kharcha hua?', DECLINED],
    ['Chai pe kitna laga?', DECLINED],
  ],
  Spanish: [
    ['¿Cuánto gasté en total en la cuenta de cheques?', SPENT],
    ['¿Cuántos movimientos hay en el estado de cuenta?', 17],
    ['¿Cuál fue el gasto más chiquito?', 450],
    ['¿Cuál fue el depósito más grande?', 250_000],
    ['¿En qué tienda gasté más dinero?', ZARA],
    ['¿Cuánto he ingresado en total?', 250_000],
    ['¿Cuánto en restaurantes y comida a domicilio?', 2_250],
    ['¿Cuánto pago en suscripciones y cuotas (el gimnasio incluido)?', 4_299],
    ['¿Cuánto gasté en el último mes del extracto?', SPENT],
    ['¿Cuántas veces saqué dinero del cajero?', 1],
    ['¿Cuánto gasté en la gasolinera?', 5_000],
    ['¿Cuánto pagamos de gimnasio?', 3_000],
    ['¿Cuál fue la compra más cara?', 8_000],
    ['¿Cuánto me cobraron de comisiones bancarias?', 500],
    ['¿Cuántos pedidos hice en Domino\'s?', 1],
    ['¿Cuánto gasté en ropa?', 14_000],
    ['¿Cuánto me costó Uber?', 2_200],
    ['¿Cuánto pagué de luz y teléfono?', 9_500],
    ['¿Cuánto dinero tenía el 10 de enero?', 323_381],
    ['¿Cuánto cobré de nómina?', 250_000],
    ['¿Cuál fue el movimiento más pequeñito?', 450],
    ['¿Cuánto gasté hace dos meses?', DECLINED],
    ['¿Cuánto gasté en el Dia?', DECLINED],
    ['¿Cuánto gasté en Mercado Libre?', DECLINED],
    ['¿Cuánto gasté en Mercadona?', DECLINED],
  ],
  French: [
    ["Combien j'ai dépensé en vêtements ?", 14_000],
    ["Combien m'a coûté Uber ?", 2_200],
    ['Dans quel magasin ai-je le plus dépensé ?', ZARA],
    ['Combien de lignes sur le relevé bancaire ?', 17],
    ["Combien ai-je payé d'électricité et de téléphone ?", 9_500],
    ["Combien de fois ai-je commandé chez Domino's ?", 1],
    ['Quelle a été la dépense la moins chère ?', 450],
    ["Combien j'avais le 10 janvier ?", 323_381],
    ['Combien ai-je dépensé à la salle de sport ?', 3_000],
    ['Combien ai-je dépensé en transports ?', 7_200],
    ['Combien avons-nous dépensé en essence ?', 5_000],
    ['Combien ai-je dépensé en pharmacie ?', 800],
    ['Combien ai-je dépensé chez Tesla ?', DECLINED],
    ['Combien ai-je dépensé chez Carrefour ?', DECLINED],
    ['Combien ai-je payé en frais de livraison ?', DECLINED],
  ],
  Italian: [
    ['Quanto ho speso in vestiti?', 14_000],
    ['Quanto mi è costato Uber?', 2_200],
    ['In quale negozio ho speso di più?', ZARA],
    ["Quante voci ci sono nell'estratto conto?", 17],
    ['Quanto ho pagato di luce e telefono?', 9_500],
    ["Quante volte ho ordinato da Domino's?", 1],
    ['Qual è stata la spesa più economica?', 450],
    ['Quanto avevo il 10 gennaio?', 323_381],
    ['Quanto ho speso in palestra?', 3_000],
    ['Quanto ho speso in farmacia?', 800],
    ['Quanto abbiamo speso di benzina?', 5_000],
    ['Quanto ho speso per i trasporti?', 7_200],
    ['Quanto ho speso da Tesla?', DECLINED],
    ['Quanto ho speso da Esselunga?', DECLINED],
    ['Quanto ho speso in ricariche Iliad?', DECLINED],
  ],
};

describe.each(Object.entries(CASES))('everyday words in %s', (_, cases) => {
  it.each(cases)('%s', (question, value) => {
    const answer = ask(question);
    if (typeof value === 'string') {
      expect(answer.text).toContain(`is ${value}: €80.00`);
      return;
    }
    expect(answer.value).toBe(value);
    if (value === DECLINED) expect(answer.kind).toBe('unanswerable');
  });
});
