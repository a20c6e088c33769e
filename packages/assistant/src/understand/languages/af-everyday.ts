/**
 * Afrikaans as South Africans type it about money: the money verbs ("spandeer", "uitgegee",
 * "betaal", "getrek"), the statement's and account's nouns, and what people call kinds of
 * spending ("kruideniersware", "wegneemetes", "krag"). Spread into AFRIKAANS's phrases, which
 * win where both have one.
 */
// prettier-ignore
export const AFRIKAANS_EVERYDAY: Readonly<Record<string, string>> = {
  // Spend, pay, cost.
  'spandeer': 'spent', 'gespandeer': 'spent', 'uitgegee': 'spent', 'uitgee': 'spend', 'bestee': 'spent', 'spandering': 'spending',
  'uitgawe': 'expense', 'uitgawes': 'expenses', 'betaal': 'paid', 'betaal het': 'paid', 'betaalde': 'paid', 'gekos': 'cost',
  'kos my': 'cost', 'kos dit': 'cost', 'afgetrek': 'debited', 'gedebiteer': 'debited', 'gehef': 'charged',
  // Money in, cash out, send, order, buy, refuel.
  'ontvang': 'received', 'gekry': 'received', 'ingekom': 'came in', 'ingekom het': 'came in', 'het ingekom': 'came in',
  'ingegaan': 'came in', 'uitgegaan': 'went out', 'uitgegaan het': 'went out', 'geld in': 'money in', 'geld uit': 'money out',
  'inkomste': 'income', 'inbetaling': 'deposit', 'inbetalings': 'deposits', 'deposito': 'deposit', 'deposito\'s': 'deposits',
  'verdien': 'earned', 'verdien het': 'earned', 'getrek': 'withdrew cash', 'uitgetrek': 'withdrew cash', 'onttrek': 'withdrew cash',
  'uitgehaal': 'withdrew cash', 'onttrekking': 'withdrawal', 'onttrekkings': 'withdrawals', 'kontantonttrekking': 'cash withdrawal',
  'kontantonttrekkings': 'cash withdrawals', 'otm': 'atm', 'outomaat': 'atm', 'gestuur': 'sent', 'oorgeplaas': 'sent',
  'oorbetaal': 'sent', 'bestel': 'ordered', 'bestel het': 'ordered', 'bestellings': 'orders', 'gekoop': 'bought', 'koop': 'buy',
  'petrol ingegooi': 'fuel', 'ingegooi': 'fuel', 'volgemaak': 'fuel',
  // The statement, the account, its rows, shops, money.
  'staat': 'statement', 'bankstaat': 'statement', 'rekeningstaat': 'statement', 'state': 'statements', 'rekening': 'account',
  'tjekrekening': 'account', 'spaarrekening': 'account', 'kaart': 'card', 'kredietkaart': 'credit card', 'debietkaart': 'debit card',
  'kaartaankope': 'card purchases', 'transaksie': 'transaction', 'transaksies': 'transactions', 'aankoop': 'purchase',
  'aankope': 'purchases', 'betaling': 'payment', 'betalings': 'payments', 'inskrywings': 'entries', 'winkel': 'shop',
  'winkels': 'shops', 'handelaar': 'merchant', 'handelaars': 'merchants', 'geld': 'money', 'bedrag': 'amount', 'rand': 'zar',
  'fooie': 'fees', 'fooi': 'fee', 'bankfooie': 'bank fees', 'bankkoste': 'bank fees', 'diensfooie': 'fees', 'diensgelde': 'fees',
  'koste': 'fees', 'rente': 'interest', 'salaris': 'salary', 'salarisse': 'salary', 'loon': 'salary', 'huur': 'rent',
  'kontant': 'cash', 'kontantgeld': 'cash', 'oordrag': 'transfer', 'oordragte': 'transfers', 'oorplasing': 'transfer',
  'oorplasings': 'transfers', 'terugbetaling': 'refund', 'terugbetalings': 'refunds', 'intekening': 'subscription',
  'intekeninge': 'subscriptions', 'subskripsie': 'subscription', 'subskripsies': 'subscriptions', 'versekering': 'insurance',
  'belasting': 'taxes',
  // Kinds of spending.
  'kos': 'food', 'kruideniersware': 'groceries', 'kruideniers': 'groceries', 'kruidenierswinkel': 'groceries',
  'supermark': 'groceries', 'supermarkte': 'groceries', 'uiteet': 'eating out', 'uit eet': 'eating out', 'restaurante': 'restaurants',
  'restaurant': 'restaurant', 'wegneemetes': 'takeaway', 'wegneemkos': 'takeaway', 'kosaflewering': 'food delivery',
  'brandstof': 'fuel', 'vulstasie': 'gas station', 'vervoer': 'transport', 'openbare vervoer': 'public transport',
  'elektrisiteit': 'electricity', 'krag': 'electricity', 'water en elektrisiteit': 'utilities', 'munisipale rekening': 'utilities',
  'munisipaliteit': 'utilities', 'selfoon': 'phone', 'foon': 'phone', 'lugtyd': 'phone', 'rekeninge': 'bills',
  'gimnasium': 'gym', 'klere': 'clothes', 'elektronika': 'electronics', 'aanlyn inkopies': 'online shopping', 'inkopies': 'shopping',
  'apteek': 'pharmacy', 'medisyne': 'pharmacy', 'reis': 'travel',
};
