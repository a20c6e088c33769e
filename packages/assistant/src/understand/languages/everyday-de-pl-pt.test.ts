import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../answer-question';
import { viewOf } from '../../statement/view';
import { LANGUAGE_LINES } from '../../test-support/languages';
import { makeStatement } from '../../test-support/statement';
import { toEnglish } from '.';

const TODAY = '2025-11-22';

/**
 * The language statement with a fuel stop, two Uber rides, a delivery, an electricity bill and
 * clothes in March: 23 rows, balance on 13 February 5,537.06, closing balance 5,748.57.
 */
const account = makeStatement(
  [
    ...LANGUAGE_LINES.slice(0, -1),
    ['2025-03-10', 'ORLEN STACJA 123', -50],
    ['2025-03-11', 'UBER *TRIP', -15],
    ['2025-03-12', 'UBER *TRIP', -20],
    ['2025-03-13', 'LIEFERANDO.DE', -25],
    ['2025-03-14', 'ELECTRICITY E.ON', -60],
    ['2025-03-15', 'ZARA', -40],
    ...LANGUAGE_LINES.slice(-1),
  ],
  {
    currency: 'EUR',
    period: { start: '2025-01-01', end: '2025-03-31' },
    openingBalanceMinor: 100_000,
    runningBalance: true,
  },
);

/** A card: four purchases (the largest 50.00, 123.19 in all) and a payment to it. */
const card = makeStatement(
  [
    ['2025-03-01', 'LIDL', -45.2],
    ['2025-03-05', 'UBER *TRIP', -15],
    ['2025-03-07', 'ORLEN 12', -50],
    ['2025-03-09', 'NETFLIX.COM', -12.99],
    ['2025-03-20', 'PAYMENT THANKYOU 1234', 300],
  ],
  { currency: 'EUR' },
);

const ask = (question: string, statement = account) => {
  const answer = answerQuestion(statement, question, TODAY);
  return { kind: answer.kind, value: answer.value, understood: answer.reading?.understood ?? '' };
};

const DECLINED: Expected = { kind: 'unanswerable', value: undefined };
const TOP_SHOP = { kind: 'entities', reads: 'top · by merchant' };
const BALANCE_13_FEB = { kind: 'balance', value: 553_706 };
/** March against February: a comparison, never March's total alone. */
const MARCH_VS_FEBRUARY = { value: 175_261, reads: 'compare' };

/** The answer's kind and figure, and words its reading must contain. */
interface Expected {
  kind?: string;
  value?: number;
  reads?: string;
}
type Case = [question: string, expected: Expected];

// prettier-ignore
const CASES: Record<string, Case[]> = {
  German: [
    ['Wie viele Umsätze sind auf dem Kontoauszug?', { kind: 'count', value: 23 }],
    ['Wie viel Gehalt kam im Februar rein?', { value: 250_000 }],
    ['Wie oft habe ich getankt?', { kind: 'count', value: 1 }],
    ['Wie viel gab ich im März für Kleidung aus?', { value: 4_000 }],
    ['Wie viel hatte ich am 13. Februar auf dem Konto?', BALANCE_13_FEB],
    ['Was kosteten meine Abos?', { value: 2_598 }],
    ['Wie viel haben die Bankgebühren betragen?', { value: 980 }],
    ['Was war die winzigste Zahlung?', { value: 490 }],
    ['Wie viel ging für den Lieferdienst drauf?', { value: 6_350 }],
    ['Wie oft habe ich Geld am Automaten abgehoben?', { kind: 'count', value: 2 }],
    ['Wie viel haben wir für Strom bezahlt?', { value: 6_000 }],
    ['Wie viele Taxifahrten hatte ich?', { kind: 'count', value: 2 }],
    ['In welchem Geschäft habe ich am meisten ausgegeben?', TOP_SHOP],
    ['Wie viel Lohn habe ich bekommen?', { value: 750_000 }],
    ['Wie hoch ist der Schlusssaldo auf meinem Girokonto?', { kind: 'balance', value: 574_857 }],
    ['Wie viel Geld ist auf dem Konto eingegangen?', { kind: 'money', value: 750_125 }],
    ['Wie viel habe ich bei Rewe bestellt?', DECLINED],
    ['Wie viel habe ich bei Edeka eingekauft?', DECLINED],
    // "Ohne" is left unread: the verb at the end would fall into the exclusion.
    ['Wie viel habe ich ohne Miete ausgegeben?', DECLINED],
    // "Nicht" is left unread: "not" alone would answer about Lidl.
    ['Wie viel habe ich nicht bei Lidl ausgegeben?', DECLINED],
    ['Habe ich im März mehr ausgegeben als im Februar?', MARCH_VS_FEBRUARY],
  ],
  Polish: [
    ['Ile jest pozycji na wyciągu?', { kind: 'count', value: 23 }],
    ['Ile razy zatankowałam?', { kind: 'count', value: 1 }],
    ['Ile kosztował prąd?', { value: 6_000 }],
    ['Ile wyniosły prowizje w lutym?', { value: 490 }],
    ['Ile miałam na koncie 13 lutego?', BALANCE_13_FEB],
    ['Ile miałam 13 lutego na koncie?', BALANCE_13_FEB],
    ['W którym sklepie wydaliśmy najwięcej?', TOP_SHOP],
    ['Ile przyszło wynagrodzenia w lutym?', { value: 250_000 }],
    ['Ile wydaliśmy na ubrania w marcu?', { value: 4_000 }],
    ['Ile wydałam bez czynszu?', { value: 85_268, reads: 'excluding rent' }],
    ['Ile razy jeździłam taksówką?', { kind: 'count', value: 2 }],
    ['Ile wydałam na jedzenie na wynos?', { value: 6_350 }],
    ['Ile zapłaciłam za media?', { value: 6_000 }],
    ['Ile wypłaciłam gotówki z bankomatów w lutym?', { value: 20_000 }],
    ['Ile pobrał bank prowizji?', { value: 980 }],
    ['Ile wydałam w Biedronce?', DECLINED],
    ['Ile wydałam w sklepie Żabka?', DECLINED],
    ['Ile zamówiłam w Pyszne?', DECLINED],
    ['Ile wydałam nie w Lidlu?', DECLINED],
    ['Czy w marcu wydałam więcej niż w lutym?', MARCH_VS_FEBRUARY],
  ],
  Portuguese: [
    ['Quantas operações tem no extrato?', { kind: 'count', value: 23 }],
    ['Quanto custaram as assinaturas?', { value: 2_598 }],
    ['Quanto deu de tarifas bancárias?', { value: 980 }],
    ['Quanto o banco cobrou de taxas?', { value: 980 }],
    ['Quanto eu tinha na conta em 13 de fevereiro?', BALANCE_13_FEB],
    ['Em qual loja eu gastei mais?', TOP_SHOP],
    ['Onde mais gastei em março?', TOP_SHOP],
    ['Quanto caiu na conta de salário?', { value: 750_000 }],
    ['Quanto gastei com roupas em março?', { value: 4_000 }],
    ['Quanto paguei de luz?', { value: 6_000 }],
    ['Quantas vezes abasteci?', { kind: 'count', value: 1 }],
    ['Quanto gastei sem o aluguel?', { value: 85_268, reads: 'excluding rent' }],
    ['Quanto gastei com delivery?', { value: 6_350 }],
    ['Quanto levantei no multibanco?', { value: 30_000 }],
    // "mais de" stays "over": only "gastei mais?" ending the question is the most.
    ['Quanto gastei em compras de mais de 50?', { value: 18_135 }],
    ['Quanto gastei no Pão de Açúcar?', DECLINED],
    ['Quanto pedi no iFood?', DECLINED],
    ['Quanto gastei na Renner?', DECLINED],
    ['Quanto não gastei no Lidl?', DECLINED],
    ['Gastei mais em março do que em fevereiro?', MARCH_VS_FEBRUARY],
  ],
};

describe.each(Object.entries(CASES))('everyday questions in %s', (_, cases) => {
  it.each(cases)('%s', (question, { reads, ...figure }) => {
    const answer = ask(question);
    expect(answer).toMatchObject(figure);
    if (reads) expect(answer.understood).toContain(reads);
  });
});

describe('paying by card is a purchase, not a payment to the card', () => {
  it.each([
    'Was war die teuerste Kartenzahlung?',
    'Jaka była największa płatność kartą?',
    'Qual foi o maior pagamento com cartão?',
    'Qual foi o maior gasto no crédito?',
  ])('%s', (question) => {
    expect(ask(question, card)).toMatchObject({ kind: 'money', value: 5_000 });
  });

  it('reads "no cartão" and "kartą" as on the card', () => {
    expect(ask('Quanto eu gastei no cartão no total?', card).value).toBe(12_319);
    expect(ask('Ile wydałam kartą?', card).value).toBe(12_319);
  });
});

describe('the English each language is read as', () => {
  const view = viewOf(account);
  it.each([
    ['Wie viel gebe ich im Schnitt pro Monat aus?', 'how much i spend on average per month out ?'],
    [
      'Wie hoch ist der Schlusssaldo auf meinem Girokonto?',
      'what is the closing balance left in the account ?',
    ],
    ['Wie viel Gebühren hat die Bank verlangt?', 'how much fees has the bank charged ?'],
    ['Ile wyniosły opłaty bankowe?', 'how much came to bank fees ?'],
    [
      'Ile wydałam w ostatnim miesiącu z tego wyciągu?',
      'how much spent in last month from this statement ?',
    ],
    ['Jakie jest saldo na koncie w mBanku?', 'which is balance on account in mbank ?'],
    ['Quantas corridas de Uber eu fiz?', 'how many rides of uber i made ?'],
    [
      'Quanto gastei no último mês da fatura?',
      'how much spent in the last month of the statement ?',
    ],
  ])('%s', (question, english) => {
    expect(toEnglish(question, view)).toBe(english);
  });
});
