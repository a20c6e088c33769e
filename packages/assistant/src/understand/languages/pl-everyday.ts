/**
 * Polish as people type it about money, by class: grammar words that say nothing the steps need,
 * the money verbs in every person and gender ("wydałam", "wydaliśmy", "tankowałam"), the
 * statement's and account's nouns in their cases, superlatives, and what people call categories.
 * Spread before POLISH's own phrases, which win where both have one.
 *
 * A language's phrases make one regular expression (index.ts `table`): watch `npm run bench:qa`
 * when adding many, as past some size V8 stops optimising it and every question reads slower.
 */
// prettier-ignore
export const POLISH_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have", pronouns, possessives, demonstratives, particles.
  'jestem': '', 'jestesmy': '', 'sa': 'are',
  'byli': 'were', 'mialam': 'had', 'mielismy': 'had',
  'mamy': 'have', 'czy': '', 'sie': '', 'mi': '', 'mnie': 'me',
  'moim': 'my', 'mojej': 'my', 'moja': 'my', 'moj': 'my', 'nasze': 'our',
  'naszym': 'our', 'to': '', 'ten': 'this',
  'ta': 'this', 'tego': 'this', 'tym': 'this', 'tej': 'this', 'te': 'these', 'tych': 'these',
  'wszystkich': 'all', 'wszystkie': 'all', 'ogolem': 'in total',
  'lista': 'list', 'liscie': 'list',
  // Exclusion, comparison and time: their meaning, never nothing.
  // "Nie" is left unread: "not" alone leaves the rest of the question as asked.
  'bez': 'excluding', 'oprocz': 'except', 'wiecej': 'more',
  'wiecej niz w': 'more than in', 'mniej niz w': 'less than in',
  'mniej': 'less', 'przed': 'before', 'po': 'after',
  // The balance on a day: "Ile miałam na koncie 13 sierpnia?"
  'ile mialam na koncie': 'how much did i have in the account', 'ile mialem na koncie': 'how much did i have in the account',
  'ile bylo na koncie': 'how much did i have in the account',
  'ile mam na koncie': 'how much do i have in the account',
  'na koncie?': 'left in the account ?',
  // Counting rows: "Ile jest operacji na liście?"
  'ile jest operacji': 'how many transactions are there',
  'ile jest pozycji': 'how many items are there', 'ile pozycji': 'how many items', 'ile wplat': 'how many deposits',
  'jedzenia': 'food',
  // Spend.
  'wydal': 'spent', 'wydala': 'spent',
  'wydajemy': 'spend',

  // Pay and cost; "wyniosły" (came to).
  'zaplacil': 'paid', 'zaplacila': 'paid', 'zaplacilismy': 'paid',
  'place': 'pay', 'placil': 'paid', 'placila': 'paid',
  'kosztuje': 'costs', 'kosztuja': 'cost', 'kosztowal': 'cost',
  'kosztowala': 'cost', 'kosztowalo': 'cost', 'kosztowaly': 'cost',
  'wyniosl': 'came to', 'wyniosla': 'came to', 'wynioslo': 'came to',
  'wyniosly': 'came to', 'wynosi': 'comes to', 'wynosza': 'come to',
  // Fees the bank took.
  'pobral': 'charged', 'pobrala': 'charged', 'pobrano': 'charged',

  // Cash out.
  'wyplacilam': 'withdrew', 'wyplacil': 'withdrew', 'wyplacila': 'withdrew', 'wyplacalem': 'withdrew',
  'wyplacalam': 'withdrew',
  'pobralem': 'withdrew', 'pobralam': 'withdrew',

  // Money in; earn.
  'otrzymal': 'received', 'otrzymala': 'received', 'dostal': 'received',
  'dostala': 'received', 'przyszlo': 'came in',
  'przyszla': 'came in', 'przyszly': 'came in', 'wplynal': 'came in',
  'wplynela': 'came in', 'wplynely': 'came in', 'wplynelo': 'came in',
  'zarobil': 'earned', 'zarobila': 'earned', 'zarobki': 'earnings',
  // Send, order, buy, refuel, ride.
  'przelalem': 'sent', 'przelalam': 'sent',
  'zamowilem': 'bought', 'zamowilam': 'bought',
  'zamawialem': 'bought', 'zamawialam': 'bought',
  'zamowienia': 'purchases', 'zamowien': 'purchases', 'kupilam': 'bought',
  'kupil': 'bought', 'kupila': 'bought',
  'robilem zakupy': 'shopped', 'robilam zakupy': 'shopped',
  'zakupow': 'purchases', 'tankowalem': 'bought fuel', 'tankowalam': 'bought fuel',
  'tankowal': 'bought fuel', 'tankowala': 'bought fuel', 'zatankowalem': 'bought fuel',
  'zatankowalam': 'bought fuel',
  'tankowanie': 'fuel', 'jezdzilem': 'went',
  'jezdzilam': 'went',
  // The statement, the account and its rows; banks' names as inflected.
  'wyciag': 'statement', 'wyciagu': 'statement',
  'rachunek': 'account', 'rachunku': 'account',
  'karta': 'card',
  'karcie': 'card', 'karty kredytowej': 'card',
  'karcie kredytowej': 'card', 'platnosc karta': 'card purchase',
  'platnosci karta': 'card purchases', 'operacja': 'transaction',
  'operacji': 'transactions', 'pozycje': 'items', 'pozycji': 'items',
  'sklep': 'shop', 'sklepy': 'shops', 'sklepach': 'shops',
  'ktorym': 'which',
  'mbanku': 'mbank',
  // Superlatives and sizes.
  'najwiekszego': 'largest', 'najwiekszym': 'largest', 'najmniejszej': 'smallest',
  'najmniejszego': 'smallest', 'najdrozsze': 'most expensive',
  'najtansze': 'cheapest',
  'najwyzsze': 'highest',
  'najnizsze': 'lowest', 'najdrobniejszy': 'tiniest',
  'najmniej': 'least',
  // Time: the statement's months, weeks and days in their cases.
  'ostatnim': 'last', 'ostatniego': 'last', 'ostatniej': 'last', 'ostatnie': 'last',
  'miesiacu': 'month', 'miesiaca': 'month',
  'tygodniu': 'week', 'roku': 'year', 'dnia': 'day',
  'przecietnie': 'average',
  // Categories.
  'spozywcze': 'groceries', 'spozywczych': 'groceries',
  'jedzenie na wynos': 'takeaway', 'na wynos': 'takeaway', 'dostawa jedzenia': 'food delivery',
  'restauracji': 'restaurants',
  'knajpach': 'restaurants',
  'stacji benzynowej': 'gas station',
  'benzyne': 'fuel', 'paliwem': 'fuel', 'transport publiczny': 'public transport',
  'komunikacji miejskiej': 'public transport', 'taksowki': 'taxis', 'taksowka': 'taxi',
  'przejazdy': 'rides',
  'czynszu': 'rent', 'media': 'utilities', 'za media': 'utilities',
  'prad': 'electricity', 'pradu': 'electricity', 'rachunki': 'bills',
  'telefon': 'phone', 'subskrypcji': 'subscriptions',
  'silownia': 'gym', 'silowni': 'gym',
  'ubrania': 'clothes', 'ciuchy': 'clothes', 'elektronika': 'electronics',
  'apteki': 'pharmacy', 'aptece': 'pharmacy',
  'drogerii': 'personal care', 'bankomatach': 'atm',
  'oplaty bankowe': 'bank fees', 'prowizji': 'fees', 'pensje': 'salary',

};
