import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { chatWith } from '../test-support/ask';
import { makeStatement, withColumns } from '../test-support/statement';

const ask = (statement: ParsedStatement, question: string) => chatWith(statement, question)[0];
const last = <T>(items: T[]) => items[items.length - 1];

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
    const answers = chatWith(paris, 'how much at Monoprix?', 'yikes, and how many trips is that?');
    expect(last(answers)?.value).toBe(3);
  });

  it('counts cafés named with restaurants as dining, and "coffee included" too', () => {
    expect(ask(paris, 'restaurants and cafes total')?.value).toBe(4570);
    expect(ask(paris, 'What did eating out cost me, coffee included?')?.value).toBe(4570);
  });

  it('"the one before that" moves the last question’s month back', () => {
    const answers = chatWith(
      paris,
      'what did I spend in October?',
      'ok and what about the one before that?',
    );
    expect(answers[0]?.value).toBe(4602);
    expect(last(answers)?.value).toBe(11_247);
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

  it('"Ile to było transakcji?" counts the rows of the question before', () => {
    const answers = chatWith(warsaw, 'Ile wydałem na Orlen?', 'Ile to było transakcji?');
    expect(last(answers)?.value).toBe(2);
    expect(last(answers)?.kind).toBe('count');
  });

  it('"A w poprzednim miesiącu?" moves the month back', () => {
    const answers = chatWith(warsaw, 'Ile wydałem w październiku?', 'A w poprzednim miesiącu?');
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

describe('follow-ups and counts in French, Italian and Dutch', () => {
  it('reads "Et le mois d’avant ?", "E il mese prima?" and "Hoeveel transacties zijn er?"', () => {
    expect(
      last(chatWith(paris, 'Combien ai-je dépensé en octobre ?', "Et le mois d'avant ?"))?.value,
    ).toBe(11_247);
    expect(last(chatWith(paris, 'Quanto ho speso a ottobre?', 'E il mese prima?'))?.value).toBe(
      11_247,
    );
    expect(ask(paris, 'Hoeveel transacties zijn er?')?.value).toBe(11);
    expect(ask(paris, "Combien d'opérations sur ce relevé ?")?.value).toBe(11);
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
    const answers = chatWith(paris, 'what did I spend in October?', 'en de maand daarvoor');
    expect(last(answers)?.value).toBe(11_247);
  });
});

describe('a Japanese chat', () => {
  const tokyo = makeStatement(
    [
      ['2026-07-03', 'ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾌﾞﾔ', -820],
      ['2026-07-10', 'ｱﾏｿﾞﾝ ｼﾞﾔﾊﾟﾝ', -4980],
      ['2026-07-25', 'ｷﾕｳﾖ ｶ)ｱｸﾒ', 285_000],
    ],
    { currency: 'JPY' },
  );

  it('takes a Japanese 7-Eleven as the groceries, and turns with the question', () => {
    // The test statement counts every currency in hundredths.
    expect(ask(tokyo, '食料品にいくら使った？')?.value).toBe(82_000);
    const answers = chatWith(tokyo, '給料はいくら入った？', '一番大きい支出は？');
    expect(last(answers)?.value).toBe(498_000);
  });
});

describe('everyday English: "# of", "all up", "servo", "most recent", a shop that got my money', () => {
  const perth = makeStatement(
    [
      ['2026-08-02', 'WOOLWORTHS 1234 PERTH', -60],
      ['2026-08-04', 'AMPOL FOODARY PERTH', -70],
      ['2026-08-09', 'WOOLWORTHS 1234 PERTH', -40],
      ['2026-08-20', 'JB HI-FI PERTH', -25],
      ['2026-09-03', 'WOOLWORTHS 1234 PERTH', -30],
      ['2026-09-12', 'CALTEX PERTH', -55],
    ],
    { currency: 'AUD' },
  );

  it('reads them as the figures they ask for', () => {
    expect(ask(perth, '# of purchases at woolworths')?.value).toBe(3);
    expect(ask(perth, 'woolies all up')?.value).toBe(13_000);
    expect(ask(perth, 'what did i spend at the servo')?.value).toBe(12_500);
    expect(ask(perth, 'the most recent payment, how much?')?.text).toMatch(/CALTEX.*A\$55\.00/);
    expect(ask(perth, 'which shop took the most money from me')?.text).toMatch(/Woolworths/);
  });

  it('"the previous one" moves the last question’s month back', () => {
    const answers = chatWith(perth, 'how much went out in September?', 'and the previous one?');
    expect(last(answers)?.value).toBe(19_500);
  });
});

describe('Hinglish days and months before, Dutch lines, Portuguese bank fees', () => {
  it('reads "isse pichle mahine" and "13 Oct ko" (on 13 October)', () => {
    const answers = chatWith(paris, 'october me kitna kharcha hua', 'aur isse pichle mahine?');
    expect(last(answers)?.value).toBe(11_247);
    expect(ask(paris, '13 Oct ko balance kitna tha')?.value).toBe(100_000 - 15_849);
  });

  it('counts "regels" and "boekingen" that "staan" on a statement, and reads "energie"', () => {
    expect(ask(paris, 'hoeveel boekingen staan er op dit overzicht')?.value).toBe(11);
    const utrecht = makeStatement(
      [
        ['2026-09-02', 'ENECO ENERGIE INCASSO', -120],
        ['2026-09-05', 'ALBERT HEIJN 1234 UTRECHT', -40],
      ],
      { currency: 'EUR' },
    );
    expect(ask(utrecht, 'hoeveel aan energie betaald?')?.value).toBe(12_000);
  });

  it('reads "comissões do banco" as the bank’s fees', () => {
    const lisbon = makeStatement(
      [
        ['2026-09-01', 'COMISSAO MANUTENCAO CONTA', -5.2],
        ['2026-09-01', 'IMPOSTO SELO S/ COMISSAO', -0.21],
        ['2026-09-03', 'CONTINENTE LISBOA', -40],
      ],
      { currency: 'EUR' },
    );
    expect(ask(lisbon, 'quanto paguei de comissões ao banco')?.value).toBe(520);
  });
});

describe('a card whose issuer thanks in one word', () => {
  const anz = makeStatement(
    [
      ['2026-07-02', 'KMART 0531 BONDI JUNCTION AU', -44.53],
      ['2026-07-05', 'WOOLWORTHS 5815 SYDNEY AU', -8.44],
      ['2026-07-07', 'COLES 8219 SURRY HILLS AU', -22.37],
      ['2026-07-20', 'PAYMENT THANKYOU 112163', 50],
    ],
    { currency: 'AUD' },
  );

  it('is read as a card, and "paid back to the card" is its payments', () => {
    expect(ask(anz, 'how much did i pay back to my card?')?.value).toBe(5000);
    expect(ask(anz, 'what did i put on the card')?.value).toBe(7534);
  });
});
