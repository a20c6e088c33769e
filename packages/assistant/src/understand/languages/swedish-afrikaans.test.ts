import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../answer-question';
import { viewOf } from '../../statement/view';
import { EXPECTED, type LanguageCase, askIn, unasked } from '../../test-support/languages';
import { makeStatement } from '../../test-support/statement';
import { toEnglish } from '.';

const TODAY = '2025-11-22';

/**
 * A Swedish current account in kronor. Out 14,742.80 in all, May 12,922.80; groceries (ICA
 * twice, Coop) 1,734.80 in May; salary 32,000 twice; balance on 10 May 25,828.50; closing
 * 54,257.20.
 */
const swedish = makeStatement(
  [
    ['2025-04-25', 'LÖN ACME AB', 32000],
    ['2025-05-02', 'ICA NARA SODERMALM', -412.5],
    ['2025-05-03', 'BANKOMAT UTTAG', -500],
    ['2025-05-05', 'SPOTIFY', -119],
    ['2025-05-08', 'CIRCLE K', -640],
    ['2025-05-10', 'HYRA BOSTADS AB', -9500],
    ['2025-05-12', 'COOP KONSUM', -289.9],
    ['2025-05-15', 'FOODORA', -245],
    ['2025-05-20', 'APOTEKET', -159],
    ['2025-05-25', 'LÖN ACME AB', 32000],
    ['2025-05-28', 'ICA MAXI', -1032.4],
    ['2025-05-31', 'MÅNADSAVGIFT KORT', -25],
    ['2025-06-03', 'SL ACCESS', -970],
    ['2025-06-05', 'VATTENFALL EL', -850],
  ],
  {
    currency: 'SEK',
    period: { start: '2025-04-25', end: '2025-06-10' },
    openingBalanceMinor: 500_000,
    runningBalance: true,
  },
);

/**
 * A South African cheque account in rand. Out 14,265.05 in all, August 4,834.85, September
 * 9,430.20; groceries (Checkers twice, Woolworths) 1,396.65; balance on 5 August 28,495.70.
 */
const southAfrican = makeStatement(
  [
    ['2025-08-01', 'SALARY ACME PTY LTD', 28000],
    ['2025-08-02', 'CHECKERS SIXTY60', -654.3],
    ['2025-08-04', 'ATM CASH WITHDRAWAL', -1000],
    ['2025-08-05', 'ENGEN GARAGE', -850],
    ['2025-08-07', 'MR D FOOD', -189.9],
    ['2025-08-09', 'VODACOM AIRTIME', -99],
    ['2025-08-10', 'CITY OF CAPE TOWN ELEC', -1200],
    ['2025-08-12', 'WOOLWORTHS FOOD', -432.15],
    ['2025-08-15', 'NETFLIX.COM', -99],
    ['2025-08-20', 'DIS-CHEM PHARMACY', -245.5],
    ['2025-08-28', 'MONTHLY ACCOUNT FEE', -65],
    ['2025-09-01', 'SALARY ACME PTY LTD', 28000],
    ['2025-09-02', 'RENT PAYMENT', -9000],
    ['2025-09-03', 'CHECKERS SIXTY60', -310.2],
    ['2025-09-06', 'UBER TRIP', -120],
  ],
  {
    currency: 'ZAR',
    period: { start: '2025-08-01', end: '2025-09-30' },
    openingBalanceMinor: 300_000,
    runningBalance: true,
  },
);

const DECLINED = { kind: 'unanswerable', value: undefined };

/** The question, the answer's kind and figure, and the question it follows up. */
type Case = [question: string, expected: { kind?: string; value?: number }, previous?: string];

const SV_ICA = 'Hur mycket har jag handlat på ICA?';
const SV_MAY = 'Hur mycket spenderade jag i maj?';
const SV_LARGEST = 'Vad var min största utgift i maj?';
const AF_CHECKERS = 'Hoeveel het ek by Checkers spandeer?';
const AF_LARGEST = 'Wat was my grootste uitgawe?';

// prettier-ignore
const STATEMENT_CASES: Record<string, [statement: typeof swedish, cases: Case[]]> = {
  Swedish: [swedish, [
    ['Hur mycket har jag spenderat totalt?', { value: 1_474_280 }],
    [SV_MAY, { value: 1_292_280 }],
    ['Och månaden innan?', { value: 0 }, SV_MAY],
    [SV_ICA, { value: 144_490 }],
    ['Hur många gånger var det?', { kind: 'count', value: 2 }, SV_ICA],
    ['Och på Coop?', { value: 28_990 }, SV_ICA],
    ['Hur mycket la jag på livsmedel i maj?', { value: 173_480 }],
    ['Hur mycket handlade jag mat för i maj?', { value: 173_480 }],
    ['Hur mycket tankade jag för?', { value: 64_000 }],
    ['Hur många gånger tankade jag?', { kind: 'count', value: 1 }],
    ['Hur mycket betalade jag för kollektivtrafik?', { value: 97_000 }],
    ['Vad var elräkningen?', { value: 85_000 }],
    ['Hur mycket tog jag ut i bankomat?', { value: 50_000 }],
    ['Hur mycket lön fick jag i maj?', { value: 3_200_000 }],
    ['Hur mycket pengar kom in i maj?', { value: 3_200_000 }],
    [SV_LARGEST, { value: 950_000 }],
    ['Och den minsta?', { value: 2_500 }, SV_LARGEST],
    ['Hur mycket spenderade jag på apoteket?', { value: 15_900 }],
    ['Hur mycket har jag beställt från Foodora?', { value: 24_500 }],
    ['Hur mycket gick till prenumerationer?', { value: 11_900 }],
    ['Hur mycket betalade jag i hyra?', { value: 950_000 }],
    ['Vad var ingående saldo?', { kind: 'balance', value: 500_000 }],
    ['Vad var utgående saldo?', { kind: 'balance', value: 5_425_720 }],
    ['Hur mycket hade jag på kontot den 10 maj?', { kind: 'balance', value: 2_582_850 }],
    ['Hur mycket hade jag den 10:e maj?', { kind: 'balance', value: 2_582_850 }],
    ['Hur mycket pengar har jag?', { kind: 'balance', value: 5_425_720 }],
    ['Hur mycket pengar hade jag i början av maj?', { kind: 'balance', value: 3_700_000 }],
    ['Hur många transaktioner finns det?', { kind: 'count', value: 14 }],
    ['Hur mycket spenderade jag på Willys?', DECLINED],
    ['Hur mycket spenderade jag i december?', DECLINED],
    ['Hur mycket spenderade jag inte på ICA?', DECLINED],
    // Swish is a way to pay, not all money out.
    ['Hur mycket har vi swishat?', DECLINED],
  ]],
  Afrikaans: [southAfrican, [
    ['Hoeveel het ek altesaam spandeer?', { value: 1_426_505 }],
    ['Hoeveel het ek in Augustus spandeer?', { value: 483_485 }],
    ['En die maand daarvoor?', { value: 483_485 }, 'Hoeveel het ek in September uitgegee?'],
    ['Hoeveel het ek verlede maand spandeer?', { value: 943_020 }],
    [AF_CHECKERS, { value: 96_450 }],
    ['Hoeveel keer was dit?', { kind: 'count', value: 2 }, AF_CHECKERS],
    ['En by Woolworths?', { value: 43_215 }, AF_CHECKERS],
    ['Hoeveel het ek aan kruideniersware uitgegee?', { value: 139_665 }],
    ['Hoeveel het ek vir petrol betaal?', { value: 85_000 }],
    ['Hoeveel keer het ek petrol ingegooi?', { kind: 'count', value: 1 }],
    ['Hoeveel het ek by die OTM getrek?', { value: 100_000 }],
    ['Hoeveel salaris het ek ontvang?', { value: 5_600_000 }],
    ['Hoeveel geld het ingekom?', { value: 5_600_000 }],
    ['Hoeveel het uitgegaan in Augustus?', { value: 483_485 }],
    [AF_LARGEST, { value: 900_000 }],
    ['En die kleinste?', { value: 6_500 }, AF_LARGEST],
    ['Wat was die openingsaldo?', { kind: 'balance', value: 300_000 }],
    ['Wat is die sluitingsaldo?', { kind: 'balance', value: 4_473_495 }],
    ['Hoeveel geld het ek gehad op die 5de Augustus?', { kind: 'balance', value: 2_849_570 }],
    ['Hoeveel bankfooie het ek betaal?', { value: 6_500 }],
    ['Hoeveel het ek aan lugtyd spandeer?', { value: 9_900 }],
    ['Hoeveel het ek by die apteek spandeer?', { value: 24_550 }],
    ['Hoeveel het ek vir subskripsies betaal?', { value: 9_900 }],
    ['Hoeveel het ek uitgegee vir huur?', { value: 900_000 }],
    // Afrikaans and English in one question.
    ['Hoeveel het ek spent at Woolworths?', { value: 43_215 }],
    ['How much het ek op groceries spandeer?', { value: 139_665 }],
    ['Hoeveel het ek op Uber spandeer?', { value: 12_000 }],
    ['Hoeveel geld het ek?', { kind: 'balance', value: 4_473_495 }],
    ['Hoeveel transaksies is daar?', { kind: 'count', value: 15 }],
    ['Hoeveel kontant het ek onttrek?', { value: 100_000 }],
    ['Hoeveel het ek by Pick n Pay spandeer?', DECLINED],
    ['Hoeveel het ek in Desember spandeer?', DECLINED],
    ['Hoeveel het ek nie by Checkers spandeer nie?', DECLINED],
    // "Sonder" is left unread: the verb at the end would fall into the exclusion.
    ['Hoeveel het ek sonder huur spandeer?', DECLINED],
  ]],
};

describe.each(Object.entries(STATEMENT_CASES))(
  '%s on a statement of its country',
  (_, [statement, cases]) => {
    it.each(cases)('%s', (question, expected, previous) => {
      const answer = answerQuestion(
        statement,
        question,
        TODAY,
        previous ? { question: previous } : undefined,
      );
      expect({ kind: answer.kind, value: answer.value }).toMatchObject(expected);
    });
  },
);

const SV_LARGEST_ALL = 'Vad var min största utgift?';

// prettier-ignore
const MEASURES: Record<string, LanguageCase[]> = {
  Swedish: [
    ['total', 'Hur mycket har jag spenderat totalt?'], ['month', 'Hur mycket spenderade jag i februari?'],
    ['day', 'Hur mycket handlade jag för den 3 mars?'], ['merchant', 'Hur mycket har jag handlat på Lidl?'],
    ['category', 'Hur mycket gick till matinköp?'], ['count', 'Hur många gånger handlade jag på Lidl?'],
    ['largest', SV_LARGEST_ALL], ['smallest', 'Och den minsta?', SV_LARGEST_ALL],
    ['opening', 'Vad var det ingående saldot?'], ['closing', 'Vad är utgående saldo?'],
    ['salary', 'Hur mycket lön fick jag?'], ['atm', 'Hur mycket kontantuttag hade jag?'],
    ['fees', 'Hur mycket har vi betalat i bankavgifter?'], ['lastMonth', 'Hur mycket spenderade jag förra månaden?'],
    ['monthBefore', 'Och månaden innan?', 'Hur mycket spenderade jag i februari?'],
    ['interest', 'Hur mycket ränta fick jag?'], ['subscriptions', 'Vad kostade mina prenumerationer?'],
    ['endOfFebruary', 'Vad var saldot i slutet av februari?'], ['declined', 'Hur mycket spenderade jag i juni?'],
  ],
  Afrikaans: [
    ['total', 'Hoeveel het ek altesaam spandeer?'], ['month', 'Hoeveel het ek in Februarie uitgegee?'],
    ['day', 'Hoeveel het ek op 3 Maart spandeer?'], ['merchant', 'Hoeveel het ek by Lidl spandeer?'],
    ['category', 'Hoeveel het ek aan kruideniersware bestee?'], ['count', 'Hoeveel keer was ek by Lidl?'],
    ['largest', AF_LARGEST], ['smallest', 'En die kleinste?', AF_LARGEST],
    ['opening', 'Wat was die openingsaldo?'], ['closing', 'Wat is die sluitingsaldo?'],
    ['salary', 'Hoeveel salaris het ek ontvang?'], ['atm', 'Hoeveel het ek by die OTM getrek?'],
    ['fees', 'Hoeveel bankfooie het ek betaal?'], ['lastMonth', 'Hoeveel het ek verlede maand spandeer?'],
    ['monthBefore', 'En die maand daarvoor?', 'Hoeveel het ek in Februarie uitgegee?'],
    ['interest', 'Hoeveel rente het ek gekry?'], ['subscriptions', 'Hoeveel het ek vir subskripsies betaal?'],
    ['endOfFebruary', 'Wat was my saldo aan die einde van Februarie?'], ['declined', 'Hoeveel het ek in Junie spandeer?'],
  ],
};

describe.each(Object.entries(MEASURES))('%s on the language statement', (_, cases) => {
  it('asks every kind of question', () => {
    expect(unasked(cases)).toEqual([]);
  });
  it.each(cases)('%s: %s', (measure, question, previous) => {
    const { kind, value } = EXPECTED[measure];
    expect(askIn(question, previous)).toMatchObject({ kind, value });
  });
});

describe('the English Swedish and Afrikaans are read as', () => {
  const view = viewOf(swedish);
  it.each([
    ['Hur mycket har jag spenderat totalt?', 'how much have i spent in total ?'],
    ['Hur mycket hade jag den 13:e februari?', 'what was the balance 13 february ?'],
    ['Hoeveel geld het ek gehad op die 13de Februarie?', 'what was the balance on 13 february ?'],
    ['Hoeveel het ek by Lidl spandeer?', 'how much i at lidl spent ?'],
    // "Har" is Swedish here, not Hinglish "every".
    ['Hur mkt har vi betalat för Netflix?', 'how much have we paid for netflix?'],
  ])('%s', (question, english) => {
    expect(toEnglish(question, view)).toBe(english);
  });

  it.each([
    'How much did I spend at Lidl?',
    'What is the balance?',
    'How much money did I spend in December?',
    'Show my account balance',
    'How many times did I pay Spotify?',
  ])('leaves English as it is: %s', (question) => {
    expect(toEnglish(question, view)).toBe(question);
  });
});
