/**
 * German as people type it about money, by class: grammar words that say nothing the steps need,
 * the money verbs in their persons and tenses (separable ones too: "gebe … aus", "kam … rein"),
 * the statement's and account's nouns, superlatives and the words people call categories by.
 * Spread before GERMAN's own phrases, which win where both have one.
 *
 * A language's phrases make one regular expression (index.ts `table`): watch `npm run bench:qa`
 * when adding many, as past some size V8 stops optimising it and every question reads slower.
 */
// prettier-ignore
export const GERMAN_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have" in every person, pronouns, articles, particles.
  'sind': '', 'wird': '', 'werden': '',
  'hast': 'have', 'habt': 'have', 'hatten': 'had', 'hatte ich': 'had i',
  'du': 'you', 'wir': 'we', 'uns': 'us', 'sich': '', 'man': '',
  'unser': 'our', 'unsere': 'our', 'unseren': 'our', 'unserem': 'our',
  'meinen': 'my', 'einer': 'a',
  'einem': 'a', 'eines': 'a', 'dieser': 'this', 'diese': 'this', 'dieses': 'this', 'diesem': 'this',
  'denn': '', 'doch': '',
  'bitte': 'please',
  'zusammen': 'together',
  'fürs': 'for the', 'zum': 'to the', 'zur': 'to the', 'ins': 'in the', 'drauf': '',
  'aus': 'out', 'rein': 'in', 'raus': 'out',
  // Comparison and time: their meaning, never nothing. "Ohne" and "außer" are left
  // unread (so declined): the English steps read an exclusion to the question's end, and German
  // puts the verb there ("ohne Miete ausgegeben" would leave out "spent").
  // "Nicht" and "kein" too: "not" alone leaves the rest of the question as asked.
  'mehr': 'more', 'als': 'than', 'vor dem': 'before the', 'vor': 'before',
  'nach dem': 'after the', 'nach': 'after', 'seit': 'since',
  // The balance on a day: "Wie viel hatte ich am 13. Februar auf dem Konto?"
  'wie viel hatte ich auf dem konto': 'how much did i have in the account',
  'wie viel geld hatte ich auf dem konto': 'how much did i have in the account',
  'wie viel habe ich auf dem konto': 'how much do i have in the account',
  'auf dem konto?': 'left in the account ?', 'auf meinem konto?': 'left in the account ?',
  'auf meinem girokonto?': 'left in the account ?',
  'stehen': 'are', 'steht': 'is',
  // Spend: "gebe … aus", "gab … aus", "ausgeben".
  'ausgeben': 'spend', 'gebe ich': 'i spend', 'pro': 'per',
  'gab ich': 'i spent',
  'gelassen': 'spent',
  // Pay and cost.
  'zahle': 'pay', 'zahlte': 'paid',
  'bezahlte': 'paid', 'kostet': 'costs', 'kosten': 'costs', 'kostete': 'cost',
  'kosteten': 'cost', 'betragen': 'come to', 'betrug': 'came to', 'betrugen': 'came to',

  // Fees the bank took.
  'verlangt': 'charged', 'verlangte': 'charged', 'berechnet': 'charged',
  'abgezogen': 'deducted',
  // Cash out.
  'abheben': 'withdraw cash', 'automaten': 'atm', 'automat': 'atm', 'ab': 'from',
  // Money in.
  'kam': 'came', 'kamen': 'came', 'kommt': 'comes',
  'bekam': 'received',
  'verdient': 'earned',
  // Send, order, buy, refuel, ride.
  'uberwiesen': 'sent',
  'bestellt': 'bought', 'bestellte': 'bought',
  'bestellungen': 'purchases', 'kaufte': 'bought',
  'getankt': 'bought fuel', 'tankte': 'bought fuel',

  // The statement, the account and its rows.
  'auszug': 'statement', 'auszugs': 'statement', 'kontoauszug': 'statement',
  'kontoauszugs': 'statement',
  'liste': 'list', 'girokonto': 'account',
  'karte': 'card', 'kreditkarte': 'card',
  'kartenzahlung': 'card purchase', 'kartenzahlungen': 'card purchases',
  'posten': 'items',
  'einzahlung': 'deposit', 'einzahlungen': 'deposits', 'laden': 'shop', 'geschaft': 'shop',
  'welchem': 'which', 'welchen': 'which',
  // Superlatives and sizes.
  'teuerster': 'most expensive', 'billigsten': 'cheapest',
  'gunstigsten': 'cheapest', 'kleinster': 'smallest',
  'winzigste': 'tiniest',
  'im schnitt': 'on average',
  // Categories.
  'lieferdienst': 'food delivery',
  'sprit': 'fuel',
  'offentliche verkehrsmittel': 'public transport',
  'taxifahrten': 'taxis',
  'strom': 'electricity',
  'nebenkosten': 'utilities', 'rechnungen': 'bills',
  'handy': 'phone',
  'fitnessstudio': 'gym', 'kleidung': 'clothes', 'klamotten': 'clothes',
  'elektronik': 'electronics', 'drogerie': 'personal care',
  'bankgebuhren': 'bank fees', 'lohne': 'wages',

};
