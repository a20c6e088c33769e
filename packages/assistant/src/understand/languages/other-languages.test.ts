import { describe, expect, it } from 'vitest';
import { EXPECTED, type LanguageCase, askIn, unasked } from '../../test-support/languages';

const NL_LARGEST = 'Wat was mijn grootste uitgave?';
const PL_LARGEST = 'Jaki był mój największy wydatek?';
const ID_LARGEST = 'Apa pengeluaran terbesar saya?';
const JA_LARGEST = '一番大きい支出は?';
const EN_LARGEST = 'What was my biggest expense?';
const HI_LARGEST = 'sabse bada kharcha kaunsa tha?';

// prettier-ignore
const CASES: Record<string, LanguageCase[]> = {
  Dutch: [
    ['lastMonth', 'Hoeveel heb ik vorige maand uitgegeven?'], ['interest', 'Hoeveel rente heb ik ontvangen?'], ['subscriptions', 'Hoeveel heb ik aan abonnementen betaald?'],
    ['endOfFebruary', 'Wat was mijn saldo aan het eind van februari?'],
    ['total', 'Hoeveel heb ik in totaal uitgegeven?'], ['month', 'Hoeveel heb ik in februari uitgegeven?'],
    ['day', 'Hoeveel heb ik op 3 maart uitgegeven?'], ['merchant', 'Hoeveel heb ik bij Lidl uitgegeven?'],
    ['category', 'Hoeveel heb ik aan boodschappen uitgegeven?'],
    ['count', 'Hoe vaak ben ik bij Lidl geweest?'], ['largest', NL_LARGEST],
    ['smallest', 'en de kleinste?', NL_LARGEST], ['opening', 'Wat was het beginsaldo?'],
    ['closing', 'Wat is het eindsaldo?'], ['salary', 'Hoeveel salaris heb ik ontvangen?'],
    ['atm', 'Hoeveel heb ik gepind bij de geldautomaat?'], ['fees', 'Hoeveel kosten heb ik betaald?'],
    ['monthBefore', 'en de maand ervoor?', 'Hoeveel heb ik in februari uitgegeven?'],
    ['declined', 'Wat voor weer wordt het morgen?'], ['declined', 'Hoeveel heb ik bij Tesla uitgegeven?'],
  ],
  Polish: [
    ['lastMonth', 'Ile wydałem w zeszłym miesiącu?'], ['interest', 'Ile odsetek otrzymałem?'], ['subscriptions', 'Ile zapłaciłem za subskrypcje?'],
    ['endOfFebruary', 'Jakie było saldo na koniec lutego?'],
    ['total', 'Ile wydałem łącznie?'], ['month', 'Ile wydałem w lutym?'], ['day', 'Ile wydałem 3 marca?'],
    ['merchant', 'Ile wydałem w Lidl?'], ['category', 'Ile wydałem na zakupy spożywcze?'],
    ['count', 'Ile razy byłem w Lidl?'], ['largest', PL_LARGEST],
    ['smallest', 'a najmniejszy?', PL_LARGEST], ['opening', 'Jakie było saldo początkowe?'],
    ['closing', 'Jakie jest saldo końcowe?'], ['salary', 'Ile wynagrodzenia otrzymałem?'],
    ['atm', 'Ile wypłaciłem z bankomatu?'], ['fees', 'Ile zapłaciłem opłat?'],
    ['monthBefore', 'a miesiąc wcześniej?', 'Ile wydałem w lutym?'],
    ['declined', 'Jaka jest pogoda jutro?'], ['declined', 'Ile wydałem w Tesla?'],
  ],
  Indonesian: [
    ['lastMonth', 'Berapa pengeluaran saya bulan lalu?'], ['interest', 'Berapa bunga yang saya terima?'], ['subscriptions', 'Berapa yang saya bayar untuk langganan?'],
    ['endOfFebruary', 'Berapa saldo di akhir Februari?'],
    ['total', 'Berapa total pengeluaran saya?'], ['month', 'Berapa pengeluaran saya bulan Februari?'],
    ['day', 'Berapa yang saya habiskan tanggal 3 Maret?'], ['merchant', 'Berapa yang saya habiskan di Lidl?'],
    ['category', 'Berapa pengeluaran untuk belanja bulanan?'], ['count', 'Berapa kali saya belanja di Lidl?'],
    ['largest', ID_LARGEST], ['smallest', 'dan yang terkecil?', ID_LARGEST],
    ['opening', 'Berapa saldo awal?'], ['closing', 'Berapa saldo akhir?'],
    ['salary', 'Berapa gaji yang saya terima?'], ['atm', 'Berapa tarik tunai di ATM?'],
    ['fees', 'Berapa biaya admin yang saya bayar?'],
    ['monthBefore', 'dan bulan sebelumnya?', 'Berapa pengeluaran saya bulan Februari?'],
    ['declined', 'Bagaimana cuaca hari ini?'], ['declined', 'Berapa yang saya habiskan di Tesla?'],
  ],
  Japanese: [
    ['lastMonth', '先月いくら使った?'], ['interest', '利息はいくらもらった?'], ['subscriptions', 'サブスクにいくら払った?'],
    ['endOfFebruary', '2月末の残高はいくら?'],
    ['total', '合計でいくら使いましたか?'], ['month', '2月にいくら使いましたか?'], ['day', '3月3日にいくら使った?'],
    ['merchant', 'Lidlでいくら使った?'], ['merchant', 'ＬＩＤＬでいくら使った？'],
    ['category', 'スーパーでいくら使いましたか?'], ['count', 'Lidlで何回買い物しましたか?'],
    ['largest', JA_LARGEST], ['smallest', '一番小さいのは?', JA_LARGEST],
    ['opening', '期首残高はいくらですか?'], ['closing', '期末残高はいくらですか?'],
    ['salary', '給料はいくらでしたか?'], ['atm', 'ATMでいくら引き出しましたか?'],
    ['fees', '手数料はいくら払いましたか?'], ['monthBefore', '前の月は?', '2月の支出は?'],
    ['declined', '明日の天気は?'], ['declined', 'テスラでいくら使った?'],
  ],
  English: [
    ['lastMonth', 'How much did I spend last month?'], ['interest', 'How much interest did I earn?'], ['subscriptions', 'How much did I pay for subscriptions?'],
    ['month', 'How much amount got debited in Feb?'], ['merchant', 'How much did I fork out at Lidl?'],
    ['closing', 'Kindly tell closing balance'], ['salary', 'How much was my paycheck?'],
    ['endOfFebruary', 'What was my balance at the end of February?'],
    ['total', 'How much did I spend in total?'], ['month', 'What did I spend in February?'],
    ['day', 'How much did I spend on 3rd March?'], ['merchant', 'How much have I spent at Lidl?'],
    ['category', 'How much went on groceries?'], ['count', 'How many times did I shop at Lidl?'],
    ['largest', EN_LARGEST], ['smallest', 'and the smallest?', EN_LARGEST],
    ['opening', 'What was my opening balance?'], ['closing', "What's my closing balance?"],
    ['salary', 'How much salary did I get?'], ['atm', 'How much did I take out of cash machines?'],
    ['fees', 'How much did I pay in bank charges?'], ['monthBefore', 'and the month before?', 'Spending in February?'],
    ['declined', "What's the weather like?"], ['declined', 'How much did I spend at Tesla?'],
  ],
  Hinglish: [
    ['lastMonth', 'pichle mahine kitna kharcha kiya?'], ['interest', 'interest kitna aaya?'], ['subscriptions', 'subscriptions pe kitna gaya?'],
    ['total', 'kul kitna kharcha hua?'], ['month', 'February mein kitna kharcha kiya?'],
    ['merchant', 'kitna kharcha kiya Lidl pe?'], ['category', 'groceries pe kitna kharch hua?'],
    ['count', 'Lidl pe kitni baar kharcha kiya?'], ['largest', HI_LARGEST],
    ['smallest', 'aur sabse chhota?', HI_LARGEST], ['opening', 'opening balance kitna tha?'],
    ['closing', 'closing balance kitna hai?'], ['salary', 'salary kitni aayi?'],
    ['atm', 'ATM se kitna nikala?'], ['fees', 'fees mein kitna gaya?'],
    ['declined', 'aaj mausam kaisa hai?'], ['declined', 'Tesla pe kitna kharcha kiya?'],
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
