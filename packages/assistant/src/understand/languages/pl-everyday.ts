/**
 * Polish as people type it about money, by class: grammar words that say nothing the steps need,
 * the money verbs in every person and gender ("wydałam", "wydaliśmy", "tankowałam"), the
 * statement's and account's nouns in their cases, superlatives, and what people call categories.
 * Spread before POLISH's own phrases, which win where both have one.
 */
// prettier-ignore
export const POLISH_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar: "to be" and "to have", pronouns, possessives, demonstratives, particles.
  'jestem': '', 'jestesmy': '', 'jestes': '', 'sa': 'are', 'bedzie': '', 'bylismy': '', 'bylysmy': '',
  'byli': 'were', 'mialam': 'had', 'mielismy': 'had', 'mialysmy': 'had', 'mial': 'had', 'miala': 'had',
  'mamy': 'have', 'masz': 'have', 'czy': '', 'sie': '', 'mi': '', 'mnie': 'me', 'nam': 'us',
  'moim': 'my', 'mojej': 'my', 'moimi': 'my', 'mojemu': 'my', 'moja': 'my', 'moj': 'my', 'nasz': 'our', 'nasze': 'our',
  'naszym': 'our', 'naszej': 'our', 'naszego': 'our', 'twoim': 'your', 'to': '', 'ten': 'this',
  'ta': 'this', 'tego': 'this', 'tym': 'this', 'tej': 'this', 'te': 'these', 'tych': 'these', 'tu': 'here',
  'tutaj': 'here', 'tam': 'there', 'wlasnie': '', 'prosze': 'please', 'powiedz': 'tell', 'podaj': 'tell',
  'wszystkich': 'all', 'wszystko': 'all', 'wszystkie': 'all', 'ogolem': 'in total', 'ogolnie': 'in total',
  'lacznie z': 'including', 'okolo': 'about', 'mniej wiecej': 'roughly', 'jakies': 'about',
  'razem wziete': 'in total', 'lista': 'list', 'liscie': 'list', 'liste': 'list',
  // Exclusion, comparison and time: their meaning, never nothing.
  // "Nie" is left unread: "not" alone leaves the rest of the question as asked.
  'bez': 'excluding', 'oprocz': 'except', 'poza': 'except', 'wiecej': 'more',
  'wiecej niz w': 'more than in', 'wiecej niz we': 'more than in', 'mniej niz w': 'less than in',
  'mniej niz we': 'less than in',
  'mniej': 'less', 'przed': 'before', 'po': 'after', 'od poczatku': 'since the start', 'podczas': 'during',
  // The balance on a day: "Ile miałam na koncie 13 sierpnia?"
  'ile mialam na koncie': 'how much did i have in the account', 'ile mialem na koncie': 'how much did i have in the account',
  'ile mielismy na koncie': 'how much did we have in the account', 'ile mialam na rachunku': 'how much did i have in the account',
  'ile mialem na rachunku': 'how much did i have in the account', 'ile bylo na koncie': 'how much did i have in the account',
  'ile mam na koncie': 'how much do i have in the account', 'ile zostalo na koncie': 'how much is left in the account',
  'na koncie?': 'left in the account ?',
  // Counting rows: "Ile jest operacji na liście?"
  'ile jest operacji': 'how many transactions are there', 'ile bylo operacji': 'how many transactions were there',
  'ile jest pozycji': 'how many items are there', 'ile pozycji': 'how many items', 'ile wplat': 'how many deposits',
  'ile zakupow': 'how many purchases', 'ile przelewow': 'how many transfers', 'ile zamowien': 'how many purchases',
  'ile jest platnosci': 'how many payments are there', 'jedzenia': 'food',
  // Spend.
  'wydal': 'spent', 'wydala': 'spent', 'wydali': 'spent', 'wydaly': 'spent', 'wydalysmy': 'spent',
  'wydajemy': 'spend', 'wydajesz': 'spend', 'wydawalem': 'spent', 'wydawalam': 'spent', 'wydac': 'spend',
  'wydano': 'spent', 'wydalo sie': 'spent', 'poszlo na': 'went on', 'poszly': 'went',
  // Pay and cost; "wyniosły" (came to).
  'zaplacil': 'paid', 'zaplacila': 'paid', 'zaplacilismy': 'paid', 'zaplacilysmy': 'paid',
  'zaplacone': 'paid', 'place': 'pay', 'placimy': 'pay', 'placil': 'paid', 'placila': 'paid',
  'placilismy': 'paid', 'zaplacic': 'pay', 'kosztuje': 'costs', 'kosztuja': 'cost', 'kosztowal': 'cost',
  'kosztowala': 'cost', 'kosztowalo': 'cost', 'kosztowaly': 'cost', 'kosztowalem': 'cost', 'koszt': 'cost',
  'koszty': 'costs', 'kosztow': 'costs', 'wyniosl': 'came to', 'wyniosla': 'came to', 'wynioslo': 'came to',
  'wyniosly': 'came to', 'wynosi': 'comes to', 'wynosza': 'come to', 'wynosily': 'came to',
  // Fees the bank took.
  'pobral': 'charged', 'pobrala': 'charged', 'pobrano': 'charged', 'pobrali': 'charged', 'pobrane': 'charged',
  'naliczyl': 'charged', 'naliczono': 'charged', 'policzyl': 'charged', 'sciagnal': 'charged',
  // Cash out.
  'wyplacilam': 'withdrew', 'wyplacil': 'withdrew', 'wyplacila': 'withdrew', 'wyplacalem': 'withdrew',
  'wyplacalam': 'withdrew', 'wyplacilismy': 'withdrew', 'wyplacic': 'withdraw', 'wyplacone': 'withdrew',
  'wyplacam': 'withdraw', 'pobralem': 'withdrew', 'pobralam': 'withdrew', 'podjalem': 'withdrew',
  'podjalam': 'withdrew',
  // Money in; earn.
  'otrzymal': 'received', 'otrzymala': 'received', 'otrzymalismy': 'received', 'dostal': 'received',
  'dostala': 'received', 'dostalismy': 'received', 'dostaje': 'receive', 'przyszlo': 'came in',
  'przyszla': 'came in', 'przyszly': 'came in', 'przyszedl': 'came in', 'wplynal': 'came in',
  'wplynela': 'came in', 'wplynely': 'came in', 'wpadlo': 'came in', 'wplynelo': 'came in',
  'zarobil': 'earned', 'zarobila': 'earned', 'zarobilismy': 'earned', 'zarabiam': 'earn', 'zarobki': 'earnings',
  // Send, order, buy, refuel, ride.
  'przelalem': 'sent', 'przelalam': 'sent', 'przelal': 'sent', 'przelala': 'sent', 'wyslalem': 'sent',
  'wyslalam': 'sent', 'przelane': 'sent', 'zamowilem': 'bought', 'zamowilam': 'bought', 'zamowil': 'bought',
  'zamowila': 'bought', 'zamawialem': 'bought', 'zamawialam': 'bought', 'zamawiam': 'buy',
  'zamowienia': 'purchases', 'zamowien': 'purchases', 'zamowienie': 'purchase', 'kupilam': 'bought',
  'kupil': 'bought', 'kupila': 'bought', 'kupowalem': 'bought', 'kupowalam': 'bought',
  'kupilismy': 'bought', 'kupuje': 'buy', 'robilem zakupy': 'shopped', 'robilam zakupy': 'shopped',
  'zakupow': 'purchases', 'zakupach': 'purchases', 'tankowalem': 'bought fuel', 'tankowalam': 'bought fuel',
  'tankowal': 'bought fuel', 'tankowala': 'bought fuel', 'zatankowalem': 'bought fuel',
  'zatankowalam': 'bought fuel', 'tankowalismy': 'bought fuel', 'tankuje': 'buy fuel',
  'tankowanie': 'fuel', 'tankowania': 'fuel', 'jechalem': 'went', 'jechalam': 'went', 'jezdzilem': 'went',
  'jezdzilam': 'went',
  // The statement, the account and its rows; banks' names as inflected.
  'wyciag': 'statement', 'wyciagu': 'statement', 'wyciagow': 'statements', 'wyciagiem': 'statement',
  'zestawienie': 'statement', 'zestawieniu': 'statement', 'historia rachunku': 'statement',
  'historii rachunku': 'statement', 'rachunek': 'account', 'rachunku': 'account', 'kontem': 'account',
  'konto osobiste': 'account', 'koncie osobistym': 'account', 'karta': 'card', 'karty': 'card',
  'karte': 'card', 'karcie': 'card', 'karta kredytowa': 'card', 'karty kredytowej': 'card',
  'karcie kredytowej': 'card', 'karta debetowa': 'card', 'platnosc karta': 'card purchase',
  'platnosci karta': 'card purchases', 'platnosci kartami': 'card purchases', 'operacja': 'transaction',
  'operacji': 'transactions', 'operacjami': 'transactions', 'pozycje': 'items', 'pozycji': 'items',
  'wpisy': 'entries', 'ksiegowania': 'transactions', 'ksiegowan': 'transactions', 'platnosciach': 'payments',
  'wplat': 'deposits', 'sklep': 'shop', 'sklepy': 'shops', 'sklepach': 'shops', 'sklepu': 'shop',
  'sklepow': 'shops', 'sprzedawca': 'merchant', 'sprzedawcy': 'merchant', 'firma': 'company',
  'firmy': 'company', 'firmie': 'company', 'ktorym': 'which', 'ktorej': 'which', 'ktorych': 'which',
  'mbanku': 'mbank', 'mbankiem': 'mbank', 'santanderze': 'santander', 'ingu': 'ing',
  // Superlatives and sizes.
  'najwiekszego': 'largest', 'najwiekszym': 'largest', 'najwiekszych': 'largest', 'najmniejszej': 'smallest',
  'najmniejszego': 'smallest', 'najmniejszych': 'smallest', 'najdrozsze': 'most expensive',
  'najdrozszej': 'most expensive', 'najdrozszego': 'most expensive', 'najtansze': 'cheapest',
  'najtanszej': 'cheapest', 'najtanszego': 'cheapest', 'najwyzsze': 'highest', 'najwyzszej': 'highest',
  'najnizsze': 'lowest', 'najnizszej': 'lowest', 'najdrobniejszy': 'tiniest', 'najdrobniejsza': 'tiniest',
  'najmniej': 'least',
  // Time: the statement's months, weeks and days in their cases.
  'ostatnim': 'last', 'ostatniego': 'last', 'ostatniej': 'last', 'ostatnie': 'last', 'pierwszym': 'first',
  'pierwszego': 'first', 'miesiacu': 'month', 'miesiaca': 'month', 'miesiacach': 'months',
  'tygodniu': 'week', 'tygodnia': 'week', 'roku': 'year', 'dniu': 'day', 'dnia': 'day',
  'przecietnie': 'average', 'srednia miesieczna': 'monthly average',
  // Categories.
  'spozywcze': 'groceries', 'spozywczych': 'groceries', 'spozywka': 'groceries', 'spozywczym': 'groceries',
  'jedzenie na wynos': 'takeaway', 'na wynos': 'takeaway', 'dostawa jedzenia': 'food delivery',
  'dowoz jedzenia': 'food delivery', 'jedzenie z dostawa': 'food delivery', 'restauracji': 'restaurants',
  'restauracjami': 'restaurants', 'knajpach': 'restaurants', 'knajpy': 'restaurants',
  'stacja benzynowa': 'gas station', 'stacji benzynowej': 'gas station', 'stacjach benzynowych': 'gas stations',
  'benzyne': 'fuel', 'paliwem': 'fuel', 'paliwie': 'fuel', 'transport publiczny': 'public transport',
  'komunikacja miejska': 'public transport', 'komunikacje miejska': 'public transport',
  'komunikacji miejskiej': 'public transport', 'autobus': 'bus', 'taksowki': 'taxis', 'taksowka': 'taxi',
  'taksowkami': 'taxis', 'taksowek': 'taxis', 'przejazdy': 'rides', 'przejazdow': 'rides',
  'czynszu': 'rent', 'najmu': 'rent', 'media': 'utilities', 'za media': 'utilities', 'mediow': 'utilities',
  'prad': 'electricity', 'pradu': 'electricity', 'rachunki': 'bills', 'rachunkow': 'bills',
  'rachunki za prad': 'electricity', 'telefon': 'phone', 'telefonu': 'phone', 'subskrypcji': 'subscriptions',
  'subskrypcjach': 'subscriptions', 'silownia': 'gym', 'silowni': 'gym', 'karnet': 'gym',
  'ubrania': 'clothes', 'ubran': 'clothes', 'ciuchy': 'clothes', 'elektronika': 'electronics',
  'elektronike': 'electronics', 'apteki': 'pharmacy', 'aptece': 'pharmacy', 'aptek': 'pharmacy',
  'drogeria': 'personal care', 'drogerii': 'personal care', 'bankomatach': 'atm',
  'oplaty bankowe': 'bank fees', 'oplat bankowych': 'bank fees', 'prowizji': 'fees', 'pensje': 'salary',
  'wynagrodzen': 'salary',
};
