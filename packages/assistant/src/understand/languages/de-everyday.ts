/**
 * German as people type it about money, by class: grammar words that say nothing the steps need,
 * the money verbs in their persons and tenses (separable ones too: "gebe … aus", "kam … rein"),
 * the statement's and account's nouns, superlatives and the words people call categories by.
 * Spread before GERMAN's own phrases, which win where both have one.
 */
// prettier-ignore
export const GERMAN_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have" in every person, pronouns, articles, particles.
  'sind': '', 'bin': '', 'bist': '', 'seid': '', 'wird': '', 'werden': '', 'worden': '', 'gewesen': '',
  'hast': 'have', 'habt': 'have', 'hatten': 'had', 'hattest': 'had', 'hatte ich': 'had i',
  'hatten wir': 'had we', 'du': 'you', 'wir': 'we', 'uns': 'us', 'euch': 'you', 'sich': '', 'man': '',
  'unser': 'our', 'unsere': 'our', 'unseren': 'our', 'unserem': 'our', 'unserer': 'our', 'meiner': 'my',
  'meines': 'my', 'meinen': 'my', 'dein': 'your', 'deine': 'your', 'deinem': 'your', 'einer': 'a',
  'einem': 'a', 'eines': 'a', 'dieser': 'this', 'diese': 'this', 'dieses': 'this', 'diesem': 'this',
  'denn': '', 'doch': '', 'eigentlich': '', 'genau': 'exactly', 'ungefahr': 'about', 'etwa': 'about',
  'circa': 'about', 'ca': 'about', 'schon': '', 'bisher': 'so far', 'bis jetzt': 'so far', 'noch': 'still',
  'bitte': 'please', 'sag mir': 'tell me', 'sage mir': 'tell me', 'nenne mir': 'tell me', 'kannst du': 'can you',
  'zusammen': 'together', 'zusammengerechnet': 'in total', 'alles zusammen': 'in total', 'da': 'there', 'dafur': 'for it',
  'fürs': 'for the', 'zum': 'to the', 'zur': 'to the', 'ins': 'in the', 'aufs': 'on the', 'drauf': '',
  'aus': 'out', 'rein': 'in', 'herein': 'in', 'raus': 'out', 'weg': 'out',
  // Comparison and time: their meaning, never nothing. "Ohne" and "außer" are left
  // unread (so declined): the English steps read an exclusion to the question's end, and German
  // puts the verb there ("ohne Miete ausgegeben" would leave out "spent").
  // "Nicht" and "kein" too: "not" alone leaves the rest of the question as asked.
  'mehr': 'more', 'als': 'than', 'weniger': 'less', 'vor dem': 'before the', 'vor': 'before',
  'nach dem': 'after the', 'nach': 'after', 'seit': 'since', 'wahrend': 'during',
  // The balance on a day: "Wie viel hatte ich am 13. Februar auf dem Konto?"
  'wie viel hatte ich auf dem konto': 'how much did i have in the account',
  'wieviel hatte ich auf dem konto': 'how much did i have in the account',
  'wie viel geld hatte ich auf dem konto': 'how much did i have in the account',
  'wie viel habe ich auf dem konto': 'how much do i have in the account',
  'wie viel geld habe ich auf dem konto': 'how much do i have in the account',
  'auf dem konto?': 'left in the account ?', 'auf meinem konto?': 'left in the account ?',
  'auf dem girokonto?': 'left in the account ?', 'auf meinem girokonto?': 'left in the account ?',
  'stehen': 'are', 'steht': 'is', 'stand': 'was', 'standen': 'were',
  // Spend: "gebe … aus", "gab … aus", "ausgeben".
  'ausgeben': 'spend', 'gebe ich': 'i spend', 'gibst du': 'you spend', 'geben wir': 'we spend',
  'gab ich': 'i spent', 'gaben wir': 'we spent', 'ausgegebene': 'spent', 'verbraucht': 'spent',
  'draufgegangen': 'spent', 'verprasst': 'spent', 'gelassen': 'spent', 'liegen lassen': 'spent',
  // Pay and cost.
  'zahle': 'pay', 'zahlen': 'pay', 'zahlte': 'paid', 'zahlten': 'paid', 'bezahle': 'pay', 'bezahlen': 'pay',
  'bezahlte': 'paid', 'bezahlten': 'paid', 'kostet': 'costs', 'kosten': 'costs', 'kostete': 'cost',
  'kosteten': 'cost', 'betragt': 'comes to', 'betragen': 'come to', 'betrug': 'came to', 'betrugen': 'came to',
  'machen': 'come to', 'macht': 'comes to', 'machten': 'came to', 'ergibt': 'comes to',
  // Fees the bank took.
  'verlangt': 'charged', 'verlangte': 'charged', 'berechnet': 'charged', 'berechnete': 'charged',
  'abgezogen': 'deducted', 'kassiert': 'charged', 'genommen': 'charged',
  // Cash out.
  'abheben': 'withdraw cash', 'automaten': 'atm', 'automat': 'atm', 'bankautomaten': 'atm', 'hebe': 'withdraw', 'hob': 'withdrew', 'ab': 'from', 'gezogen': 'withdrew cash',
  // Money in.
  'kam': 'came', 'kamen': 'came', 'kommt': 'comes', 'kommen': 'come', 'eingenommen': 'received',
  'bekam': 'received', 'bekommt': 'receives', 'gekriegt': 'received', 'kriege': 'receive',
  'verdient': 'earned', 'verdiente': 'earned', 'verdienst': 'earnings', 'eingezahlt': 'deposited',
  // Send, order, buy, refuel, ride.
  'uberwiesen': 'sent', 'geschickt': 'sent', 'gesendet': 'sent', 'uberweise': 'send',
  'bestellt': 'bought', 'bestellte': 'bought', 'bestelle': 'buy', 'bestellen': 'buy',
  'bestellungen': 'purchases', 'bestellung': 'purchase', 'kaufe': 'buy', 'kaufte': 'bought',
  'kaufen': 'buy', 'geshoppt': 'shopped', 'getankt': 'bought fuel', 'tankte': 'bought fuel',
  'tanke': 'buy fuel', 'gefahren': 'went', 'fuhr': 'went',
  // The statement, the account and its rows.
  'auszug': 'statement', 'auszugs': 'statement', 'auszuges': 'statement', 'kontoauszug': 'statement',
  'kontoauszugs': 'statement', 'kontoauszuge': 'statements', 'abrechnung': 'statement',
  'kreditkartenabrechnung': 'statement', 'liste': 'list', 'girokonto': 'account', 'girokontos': 'account',
  'kontos': 'account', 'konten': 'accounts', 'karte': 'card', 'kreditkarte': 'card', 'debitkarte': 'card',
  'girocard': 'card', 'kartenzahlung': 'card purchase', 'kartenzahlungen': 'card purchases',
  'posten': 'items', 'position': 'item', 'positionen': 'items', 'eintrag': 'entry', 'eintrage': 'entries',
  'kontobewegungen': 'transactions', 'bewegungen': 'transactions', 'vorgange': 'transactions',
  'einzahlung': 'deposit', 'einzahlungen': 'deposits', 'laden': 'shop', 'geschaft': 'shop',
  'geschaften': 'shops', 'geschafte': 'shops', 'handler': 'merchant', 'handlern': 'merchants',
  'firma': 'company', 'welchem': 'which', 'welchen': 'which',
  // Superlatives and sizes.
  'grosster': 'largest', 'grosstes': 'largest', 'hochster': 'highest', 'hochstes': 'highest',
  'teuerster': 'most expensive', 'teuerstes': 'most expensive', 'billigsten': 'cheapest',
  'billigster': 'cheapest', 'gunstigsten': 'cheapest', 'gunstigster': 'cheapest', 'kleinster': 'smallest',
  'kleinstes': 'smallest', 'winzigste': 'tiniest', 'winzigsten': 'tiniest', 'niedrigster': 'lowest',
  'im schnitt': 'on average', 'durchschnittlich gesehen': 'on average',
  // Categories.
  'lebensmittelladen': 'groceries', 'lieferdienst': 'food delivery', 'lieferdienste': 'food delivery',
  'essenslieferungen': 'food delivery', 'essen bestellt': 'food delivery', 'imbiss': 'takeaway',
  'restaurantbesuche': 'restaurants', 'gastronomie': 'restaurants', 'sprit': 'fuel', 'tankstellen': 'fuel',
  'offentliche verkehrsmittel': 'public transport', 'offis': 'public transport', 'nahverkehr': 'public transport',
  'opnv': 'public transport', 'fahrkarten': 'public transport', 'taxifahrten': 'taxis', 'fahrten': 'rides',
  'verkehr': 'transport', 'mobilitat': 'transport', 'strom': 'electricity', 'stromrechnung': 'electricity',
  'nebenkosten': 'utilities', 'heizkosten': 'utilities', 'rechnungen': 'bills', 'rechnung': 'bill',
  'handy': 'phone', 'handyvertrag': 'phone', 'telefon': 'phone', 'mitgliedschaften': 'subscriptions',
  'mitgliedsbeitrage': 'subscriptions', 'fitnessstudio': 'gym', 'kleidung': 'clothes', 'klamotten': 'clothes',
  'elektronik': 'electronics', 'drogerie': 'personal care', 'apotheken': 'pharmacy',
  'bankgebuhren': 'bank fees', 'kontofuhrung': 'bank fees', 'lohne': 'wages', 'gehalter': 'salaries',
  'gehaltseingang': 'salary', 'mietzahlung': 'rent', 'mietzahlungen': 'rent',
};
