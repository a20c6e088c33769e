import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../answer-question';
import { viewOf } from '../../statement/view';
import { languageStatement } from '../../test-support/languages';
import { makeStatement } from '../../test-support/statement';
import { toEnglish } from '.';

const view = viewOf(languageStatement());
const TODAY = '2025-11-22';

describe('toEnglish', () => {
  it.each([
    'How much did I spend on courses?',
    'What was my largest expense in March?',
    'Show me the Lidl transactions',
    'kitna kharcha kiya Lidl pe?',
    'Lidl ke liye kitna kharcha?',
    'Did I pay any fees in mai?',
  ])('leaves an English or Hinglish question as it was: %s', (question) => {
    expect(toEnglish(question, view)).toBe(question);
  });

  it('reads a word as the language says unless a shop of the statement is called by it', () => {
    const withoutShop = viewOf(makeStatement([['2025-01-03', 'PINGO DOCE', -10]]));
    expect(toEnglish('Quanto gastei no mercado?', withoutShop)).toBe(
      'how much spent in the groceries ?',
    );
    expect(toEnglish('Quanto gastei no mercado?', view)).toBe('how much spent in the mercado ?');
    expect(toEnglish('Quanto gastei na Casa do Pão?', view)).toBe(
      'how much spent in the casa do pao ?',
    );
  });

  it('reads amounts written with a decimal comma and dates written the local way', () => {
    expect(toEnglish('Gastos de más de 1.234,56 €', view)).toBe('expenses of over 1234.56 €');
    expect(toEnglish('Ausgaben über 12,50 am 3. März', view)).toContain('over 12.50 on 3 march');
    expect(toEnglish('2025年3月5日の支出', view)).toBe('5 march 2025 spending');
  });

  it('answers with the amount so written', () => {
    const answer = answerQuestion(
      languageStatement(),
      '¿Cuánto gasté en pagos de más de 1.000,00 €?',
      TODAY,
    );
    expect(answer.value).toBe(190_000);
    const under = answerQuestion(
      languageStatement(),
      'Wie viel habe ich unter 10,00 € ausgegeben?',
      TODAY,
    );
    expect(under.value).toBe(490 + 490 + 875);
  });

  it.each([
    ['¿Cuánto gasté entre el 1 y el 15 de febrero?', 26_135],
    ['Wie viel habe ich seit dem 10. Februar ausgegeben?', 227_974],
    ['Combien ai-je dépensé depuis le 1er mars ?', 194_185],
    ['3月1日から使った金額は?', 194_185],
    ['Qual foi a maior entrada?', 250_000],
  ])('reads ranges and words around dates: %s', (question, value) => {
    expect(answerQuestion(languageStatement(), question, TODAY).value).toBe(value);
  });

  it('reads a one-word question in the language of its word', () => {
    expect(toEnglish('Kontostand?', view)).toBe('balance ?');
  });
});

describe('descriptions and questions are folded alike', () => {
  const japanese = makeStatement(
    [
      ['2025-04-02', 'スターバックス 渋谷', -650],
      ['2025-04-03', 'ＳＴＡＲＢＵＣＫＳ ＣＯＦＦＥＥ', -480],
      ['2025-04-05', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ', -320],
      ['2025-04-10', 'ＡＴＭ 引出', -10000],
    ],
    { currency: 'JPY' },
  );
  const ask = (question: string) => answerQuestion(japanese, question, TODAY);

  it('finds katakana and full-width names typed either way', () => {
    // The lexicon knows Starbucks in katakana too, so either name finds both rows.
    expect(ask('スターバックスでいくら使った?').value).toBe((650 + 480) * 100);
    expect(ask('How much did I spend at Starbucks?').value).toBe((650 + 480) * 100);
    expect(ask('セブンイレブンでいくら使った?').value).toBe(320 * 100);
    expect(ask('How much did I spend at 7-Eleven?').value).toBe(320 * 100);
  });

  it('reads ＡＴＭ in a description as the letters a question types', () => {
    expect(viewOf(japanese).rows.map((row) => row.searchText)).toContainEqual(
      expect.stringContaining(' atm '),
    );
  });
});
