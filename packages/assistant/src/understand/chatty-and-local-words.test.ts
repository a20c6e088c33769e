import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer-question';
import { TODAY } from '../test-support/sample';
import { makeStatement, type Line } from '../test-support/statement';
import type { Answer } from '../types';

/** A statement whose rows also carry the bank's own kind and category columns. */
function withColumns(
  lines: readonly (readonly [...Line, string?, string?])[],
  currency: string,
): ParsedStatement {
  const statement = makeStatement(
    lines.map(([date, description, amount]) => [date, description, amount]),
    { currency, openingBalanceMinor: 300_000, runningBalance: true },
  );
  statement.transactions = statement.transactions.map((tx, index) => {
    const [, , , type, category] = lines[index] ?? [];
    return { ...tx, ...(type ? { type } : {}), ...(category ? { category } : {}) };
  });
  return statement;
}

/** Asks a chain of questions in one chat, each with the ones before it as its context. */
function chat(statement: ParsedStatement, ...questions: string[]): Answer[] {
  return questions.map((question, index) =>
    answerQuestion(
      statement,
      question,
      TODAY,
      index === 0
        ? undefined
        : { question: questions[index - 1] ?? '', earlier: questions.slice(0, index - 1) },
    ),
  );
}

const ask = (statement: ParsedStatement, question: string) => chat(statement, question)[0];
const last = (answers: Answer[]) => answers[answers.length - 1];

// A French current account: card payments written "PAIEMENT CB", two streaming subscriptions,
// cafés and restaurants, Monoprix known by its everyday short name "Monop".
const paris = makeStatement(
  [
    ['2026-09-02', 'PAIEMENT CB 2360 MONOPRIX REPUBLIQUE', -11.11],
    ['2026-09-05', 'PRLV NETFLIX.COM', -13.49],
    ['2026-09-06', 'PAIEMENT CB 1111 CAFE DE FLORE', -8.4],
    ['2026-09-09', 'PAIEMENT CB 2222 RESTAURANT LE BOUILLON', -31.2],
    ['2026-09-12', 'PRLV DEEZER', -11.99],
    ['2026-09-20', 'PAIEMENT CB 7617 MONOPRIX REPUBLIQUE', -36.28],
    ['2026-10-05', 'PRLV NETFLIX.COM', -13.49],
    ['2026-10-07', 'PAIEMENT CB 1111 CAFE DE FLORE', -6.1],
    ['2026-10-12', 'PRLV DEEZER', -11.99],
    ['2026-10-13', 'PAIEMENT CB 2816 MONOPRIX REPUBLIQUE', -14.44],
    ['2026-10-28', 'VIR SALAIRE ACME', 2400],
  ],
  { currency: 'EUR', openingBalanceMinor: 100_000, runningBalance: true },
);

describe('questions as people ask them, chat and local words included', () => {
  it('totals "streaming / subscription costs" instead of listing what renews', () => {
    const answer = ask(paris, 'streaming / subscription costs');
    expect(answer?.value).toBe(5096);
    expect(answer?.text).toContain('€50.96');
  });

  it('still lists "which subscriptions renew?"', () => {
    expect(ask(paris, 'which subscriptions renew?')?.text).toMatch(/2 subscriptions renew/);
  });

  it('answers the question after a greeting, and a greeting alone with help', () => {
    const answer = ask(paris, 'Hi! Could you tell me how much I spent on Netflix altogether?');
    expect(answer?.value).toBe(2698);
    expect(ask(paris, 'hello')?.text).toMatch(/^I answer questions about this statement/);
  });

  it('counts "visits" and reads a shop by the short name its customers use', () => {
    const answer = ask(paris, 'number of visits to monop');
    expect(answer?.value).toBe(3);
    expect(answer?.text).toMatch(/monoprix/i);
  });

  it('reads no short name that begins two different words', () => {
    const games = makeStatement(
      [
        ['2026-09-02', 'MONOPOLY GAMES STORE', -12],
        ['2026-09-03', 'MONOPRIX REPUBLIQUE', -30],
      ],
      { currency: 'EUR' },
    );
    const answer = ask(games, 'how much at monop?');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).not.toMatch(/€/);
  });

  it('sets chat aside ("be honest", "yikes") and never searches for it', () => {
    expect(ask(paris, 'Be honest, how much have I been spending at Monoprix??')?.value).toBe(6183);
    const answers = chat(paris, 'how much at Monoprix?', 'yikes, and how many trips is that?');
    expect(last(answers)?.value).toBe(3);
  });

  it('counts cafés named with restaurants as dining, and "coffee included" too', () => {
    expect(ask(paris, 'restaurants and cafes total')?.value).toBe(4570);
    expect(ask(paris, 'What did eating out cost me, coffee included?')?.value).toBe(4570);
  });

  it('"the one before that" moves the last question’s month back', () => {
    const answers = chat(
      paris,
      'what did I spend in October?',
      'ok and what about the one before that?',
    );
    expect(answers[0]?.value).toBe(4602);
    expect(last(answers)?.value).toBe(11_247);
  });
});

// A Dutch account: the bank marks card payments "ba" and cash machines "ga" in a column of its
// own; its package fee is a line of its own.
const amsterdam = withColumns(
  [
    ['2026-07-01', 'Albert Heijn 1234 AMSTERDAM', -28.38, 'ba'],
    ['2026-07-01', 'Geldautomaat Rabobank Amsterdam', -20, 'ga'],
    ['2026-07-02', 'Rabobank Kosten Rabo BasisPakket', -3.6, 'id'],
    ['2026-07-05', 'Jumbo Utrecht', -109.93, 'ba'],
    ['2026-07-08', 'Woonstichting Huur', -1095, 'ei'],
    ['2026-07-20', 'Geldautomaat Rabobank Amsterdam', -30, 'ga'],
  ],
  'EUR',
);

// An Italian account whose bank files each row under its own category.
const milano = withColumns(
  [
    ['2026-08-01', 'Canone Mensile Conto Xme', -4, 'Addebito', 'Spese bancarie'],
    [
      '2026-08-03',
      'POS ESSELUNGA MILANO',
      -116.22,
      'Pagamento',
      'Generi alimentari e supermercato',
    ],
    ['2026-08-04', 'NETFLIX.COM', -12.99, 'Pagamento', 'Abbonamenti'],
    ['2026-08-10', 'carta Bancomat MILANO', -200, 'Prelievo', 'Prelievi'],
    ['2026-08-12', 'POS ESSELUNGA MILANO', -54.74, 'Pagamento', 'Generi alimentari e supermercato'],
    ['2026-09-01', 'Canone Mensile Conto Xme', -4, 'Addebito', 'Spese bancarie'],
  ],
  'EUR',
);

describe('banks’ own words for kinds and categories', () => {
  it('reads a Dutch bank’s card code, and its cash machine and package fee lines', () => {
    expect(ask(amsterdam, 'largest purchase made by card')?.value).toBe(10_993);
    expect(ask(amsterdam, 'cash withdrawals total')?.value).toBe(5000);
    expect(ask(amsterdam, 'bank charges?')?.value).toBe(360);
  });

  it('reads an Italian bank’s categories, and cash drawn by card is no card purchase', () => {
    expect(ask(milano, 'bank charges?')?.value).toBe(800);
    expect(ask(milano, 'supermarket spend')?.value).toBe(17_096);
    expect(ask(milano, 'streaming / subscription costs')?.value).toBe(1299);
    expect(ask(milano, 'largest purchase made by card')?.value).toBe(11_622);
  });

  it('reads "la spesa" in Italian as the groceries', () => {
    expect(ask(milano, 'Quanto per la spesa?')?.value).toBe(17_096);
  });
});

describe('Polish counts and months', () => {
  const warsaw = withColumns(
    [
      ['2026-09-02', 'Tytuł: 0000 4921 ALLEGRO.PL POZNAN', -160.84, 'Płatność kartą'],
      ['2026-09-15', 'Tytuł: 0000 4921 ORLEN STACJA NR 4411', -189.61, 'Płatność kartą'],
      ['2026-10-03', 'Tytuł: 0000 4921 ORLEN STACJA NR 4411', -150.2, 'Płatność kartą'],
      ['2026-10-09', 'Tytuł: WYNAGRODZENIE ACME', 5000, 'Przelew przychodzący'],
    ],
    'PLN',
  );

  it('"Ile jest transakcji?" counts the rows', () => {
    expect(ask(warsaw, 'Ile jest transakcji?')?.value).toBe(4);
  });

  it('"A w poprzednim miesiącu?" moves the month back', () => {
    const answers = chat(warsaw, 'Ile wydałem w październiku?', 'A w poprzednim miesiącu?');
    expect(last(answers)?.value).toBe(35_045);
  });

  it('reads "Saldo na 13.10?" in Polish, on a Polish statement, as the balance on a day', () => {
    const answer = ask(warsaw, 'Saldo na 3.10?');
    expect(answer?.value).toBe(300_000 - 16_084 - 18_961 - 15_020);
  });

  it('reads "Płatność kartą" as a card payment', () => {
    expect(ask(warsaw, 'largest purchase made by card')?.value).toBe(18_961);
  });
});

describe('a shop total with card payments we could not place', () => {
  const withCafe = makeStatement(
    [
      ['2026-09-06', 'PAIEMENT CB 1111 CAFE DE FLORE', -8.4],
      ['2026-09-09', 'PAIEMENT CB 2222 LE PETIT CLER PARIS', -31.2],
      ['2026-09-12', 'PRLV SEPA FONCIA LOYER APPT 12', -780],
    ],
    { currency: 'EUR' },
  );

  it('gives no dining figure that may leave the unplaced payment out, and names it', () => {
    const answer = ask(withCafe, 'restaurants and cafes total');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).not.toMatch(/€/);
    expect(answer?.text).toMatch(/Le Petit Cler/i);
  });

  it('still answers rent, which no till takes', () => {
    expect(ask(withCafe, 'rent paid')?.value).toBe(78_000);
  });
});

describe('follow-ups and counts in French, Italian and Dutch', () => {
  it('reads "Et le mois d’avant ?", "E il mese prima?" and "Hoeveel transacties zijn er?"', () => {
    expect(
      last(chat(paris, 'Combien ai-je dépensé en octobre ?', "Et le mois d'avant ?"))?.value,
    ).toBe(11_247);
    expect(last(chat(paris, 'Quanto ho speso a ottobre?', 'E il mese prima?'))?.value).toBe(11_247);
    expect(ask(paris, 'Hoeveel transacties zijn er?')?.value).toBe(11);
    expect(ask(paris, "Combien d'opérations sur ce relevé ?")?.value).toBe(11);
  });
});

describe('an Indonesian account', () => {
  const jakarta = makeStatement(
    [
      ['2026-07-01', 'BIAYA ADM', -15_000],
      ['2026-07-04', 'QRIS KOPI KENANGAN SETIABUDI', -18_100],
      ['2026-07-05', 'QRIS WARUNG BU SRI', -25_000],
      ['2026-07-06', 'KARTU DEBIT INDOMARET TEBET', -37_900],
      ['2026-07-31', 'BUNGA', 1610],
    ],
    { currency: 'IDR' },
  );

  it('reads "Biaya admin berapa?" though the fee line itself says "BIAYA ADM"', () => {
    expect(ask(jakarta, 'Biaya admin berapa?')?.value).toBe(1_500_000);
  });

  it('reads a bare "BUNGA" credit as interest', () => {
    expect(ask(jakarta, 'interest received')?.value).toBe(161_000);
  });

  it('gives no dining total beside a QR payment it could not place', () => {
    const answer = ask(
      makeStatement(
        [
          ['2026-07-04', 'QRIS KOPI KENANGAN SETIABUDI', -18_100],
          ['2026-07-05', 'QRIS TOKO SUMBER REJEKI', -25_000],
        ],
        { currency: 'IDR' },
      ),
      'restaurants and cafes total',
    );
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).toMatch(/Toko Sumber Rejeki/i);
  });
});

describe('two readings of one row', () => {
  const berlin = makeStatement(
    [
      ['2026-06-03', 'RSG Group GmbH McFit Mitgliedsbeitrag', -24.9],
      ['2026-06-06', 'NETFLIX INTERNATIONAL B.V.', -13.99],
      ['2026-06-10', 'Bizum enviado a Lucia Garcia', -20],
      ['2026-06-28', 'GEHALT ACME GMBH', 3200],
    ],
    { currency: 'EUR' },
  );

  it('asks whether a gym’s membership counts as a subscription, with no total', () => {
    const answer = ask(berlin, 'what do my subscriptions cost in total?');
    expect(answer?.value).toBeUndefined();
    expect(answer?.text).toMatch(/McFit/);
  });

  it('never reads a Spanish word as a shop two letters away', () => {
    expect(ask(berlin, '¿cuánto dinero me ha entrado?')?.value).toBe(320_000);
  });
});

describe('banks’ own words in katakana, German and Portuguese', () => {
  const tokyo = makeStatement(
    [
      ['2026-07-03', 'ﾌﾘｺﾐ ﾔﾁﾝ ﾐﾄﾞﾘﾌﾄﾞｳｻﾝ', -98_000],
      ['2026-07-03', 'ﾌﾘｺﾐﾃｽｳﾘｮｳ', -220],
      ['2026-07-06', 'ﾈｯﾄﾌﾘｯｸｽ', -1490],
      ['2026-07-25', 'ｷﾕｳﾖ ｶ)ｱｸﾒ', 285_000],
      ['2026-07-31', 'ﾘｿｸ', 1],
    ],
    { currency: 'JPY' },
  );

  it('reads rent, transfer fees, Netflix and interest written in half-width katakana', () => {
    // The test statement counts every currency in hundredths.
    expect(ask(tokyo, 'how much rent did I pay?')?.value).toBe(9_800_000);
    expect(ask(tokyo, 'how much did the bank charge me in fees?')?.value).toBe(22_000);
    expect(ask(tokyo, 'what do my subscriptions cost in total?')?.value).toBe(149_000);
    expect(ask(tokyo, 'how much interest did I earn?')?.value).toBe(100);
    expect(ask(tokyo, '家賃はいくら払った？')?.value).toBe(9_800_000);
  });

  const berlin = makeStatement(
    [
      ['2026-06-02', 'Bargeldauszahlung GA Sparkasse', -100],
      ['2026-06-05', 'REWE SAGT DANKE', -40],
      ['2026-07-05', 'REWE SAGT DANKE', -60],
      ['2026-07-09', 'Bargeldauszahlung GA Sparkasse', -50],
    ],
    { currency: 'EUR' },
  );

  it('reads German cash machine lines, counts and the month before', () => {
    expect(ask(berlin, 'how much cash did I take out from ATMs?')?.value).toBe(15_000);
    expect(ask(berlin, 'Wie viele Buchungen gibt es?')?.value).toBe(4);
    const answers = chat(berlin, 'Wie viel habe ich im Juli ausgegeben?', 'Und im Monat davor?');
    expect(last(answers)?.value).toBe(14_000);
  });
});

describe('words read as people mean them, or no figure', () => {
  const london = makeStatement(
    [
      ['2026-08-01', 'NORTHWIND LOGISTICS LTD SALARY BGC', 2480],
      ['2026-08-03', 'TESCO STORES 3021', -62.1],
      ['2026-08-05', 'SAINSBURYS S/MKT', -40.25],
      ['2026-08-07', 'NANDOS LONDON', -18.5],
      ['2026-08-09', 'LANDLORD RENT SO', -1150],
      ['2026-08-12', '7-ELEVEN 2666 NEWTOWN', -70.35],
    ],
    { currency: 'GBP' },
  );

  it('reads a "food shop" as the groceries, and "get through" as spending', () => {
    const answer = ask(london, 'roughly what do i get through a month on average');
    expect(answer?.text).not.toMatch(/money in/);
    expect(answer?.value).toBe(134_120);
  });

  it('asks whether a 7-Eleven is groceries or fuel, with no total for either', () => {
    for (const question of ['food shop total', 'petrol total']) {
      const answer = ask(london, question);
      expect(answer?.value).toBeUndefined();
      expect(answer?.text).toMatch(/7-Eleven/);
    }
  });

  it('reads "the most expensive transaction" as money out', () => {
    expect(ask(london, 'najdroższa transakcja')?.value).toBe(115_000);
  });

  it('gives no figure beside a word it could not read, unless it is written as a name', () => {
    const unread = ask(london, 'how much on bollette and nandos');
    expect(unread?.value).toBeUndefined();
    const named = ask(london, 'how much at Nandos and Wagamama?');
    expect(named?.value).toBe(1850);
    expect(named?.text).toContain('Wagamama');
  });
});

describe('everyday verbs and follow-ups in seven languages', () => {
  it('reads them as the figures they ask for', () => {
    expect(ask(paris, 'how much have i blown at monoprix')?.value).toBe(6183);
    expect(ask(paris, 'quanto deixei no Monoprix')?.value).toBe(6183);
    expect(ask(paris, "combien j'ai claqué en octobre")?.value).toBe(4602);
    expect(ask(paris, 'qué tanto gasté en octubre')?.value).toBe(4602);
    expect(ask(paris, 'ile poszło z konta łącznie')?.value).toBe(15_849);
    expect(ask(paris, 'hoeveel is er in totaal afgeschreven')?.value).toBe(15_849);
    expect(ask(paris, 'total kitna kharcha hua bhai')?.value).toBe(15_849);
    const answers = chat(paris, 'what did I spend in October?', 'en de maand daarvoor');
    expect(last(answers)?.value).toBe(11_247);
  });
});
