/**
 * Swedish as people type it about money: the money verbs in their tenses ("spenderade", "lagt",
 * "handlat"), the statement's and account's nouns with their definite endings ("kontot",
 * "avgifterna"), common compounds whole ("livsmedelsbutik", "kortköp", "kontantuttag"), and what
 * people call kinds of spending. Spread into SWEDISH's phrases, which win where both have one.
 */
// prettier-ignore
export const SWEDISH_EVERYDAY: Readonly<Record<string, string>> = {
  // Spend, pay, cost.
  'spenderade': 'spent', 'spenderat': 'spent', 'spenderar': 'spend', 'spendera': 'spend', 'gjorde av med': 'spent',
  'gjort av med': 'spent', 'la': 'spent', 'lade': 'spent', 'lagt': 'spent', 'handlade': 'spent', 'handlat': 'spent',
  'handlade for': 'spent', 'handlat mat for': 'spent on groceries', 'handlade jag mat for': 'did i spend on groceries', 'handlade vi mat for': 'did we spend on groceries', 'handlade mat for': 'spent on groceries', 'handlat mat': 'spent on groceries', 'handlade mat': 'spent on groceries', 'handla mat': 'spend on groceries', 'handlat for': 'spent', 'handlar': 'spend', 'handla': 'spend', 'utgift': 'expense', 'utgifter': 'expenses',
  'utgiften': 'the expense', 'utgifterna': 'the expenses', 'betalade': 'paid', 'betalat': 'paid', 'betalt': 'paid', 'betalar': 'pay',
  'betala': 'pay', 'kostade': 'cost', 'kostat': 'cost', 'kostar': 'costs', 'drogs': 'charged', 'drog': 'charged', 'dragits': 'charged',
  // Money in, cash out, send, order, buy, refuel.
  'gick': 'went', 'gick till': 'went on', 'gjort': 'made', 'gjorde': 'made', 'tog jag ut': 'did i withdraw cash',
  'tog vi ut': 'did we withdraw cash', 'har jag tagit ut': 'have i withdrawn cash', 'har vi tagit ut': 'have we withdrawn cash',
  'fick': 'received', 'fatt': 'received', 'fick in': 'received', 'fatt in': 'received', 'mottog': 'received', 'tog emot': 'received',
  'tagit emot': 'received', 'kom in': 'came in', 'kommit in': 'came in', 'har kommit in': 'came in', 'gick ut': 'went out',
  'har gatt ut': 'went out', 'gatt ut': 'went out', 'pengar in': 'money in', 'pengar ut': 'money out', 'insattningar': 'deposits',
  'insattning': 'deposit', 'inbetalningar': 'deposits', 'inbetalning': 'deposit', 'intakter': 'income', 'inkomst': 'income',
  'inkomster': 'income', 'tjanade': 'earned', 'tjanat': 'earned', 'tog ut': 'withdrew cash', 'tagit ut': 'withdrew cash',
  'tar ut': 'withdraw cash', 'tog ut kontanter': 'withdrew cash', 'tagit ut kontanter': 'withdrew cash', 'uttag': 'cash withdrawals',
  'uttagen': 'cash withdrawals', 'kontantuttag': 'cash withdrawals', 'uttag i bankomat': 'cash withdrawals', 'bankomat': 'atm',
  'bankomaten': 'the atm', 'bankomater': 'atm', 'uttagsautomat': 'atm', 'skickade': 'sent', 'skickat': 'sent', 'overforde': 'sent',
  'fort over': 'sent', 'bestallde': 'ordered', 'bestallt': 'ordered', 'bestallningar': 'orders',
  'kopte': 'bought', 'kopt': 'bought', 'koper': 'buy', 'kopa': 'buy', 'tankade': 'fuel', 'tankat': 'fuel', 'tanka': 'fuel',
  // The statement, the account, its rows, shops, money.
  'kontoutdrag': 'statement', 'kontoutdraget': 'the statement', 'utdrag': 'statement', 'utdraget': 'the statement',
  'konto': 'account', 'kontot': 'the account', 'konton': 'accounts', 'lonekonto': 'account', 'sparkonto': 'account',
  'kort': 'card', 'kortet': 'the card', 'kreditkort': 'credit card', 'kreditkortet': 'the credit card', 'betalkort': 'debit card',
  'kortkop': 'card purchases', 'kortbetalning': 'card payment', 'kortbetalningar': 'card payments', 'transaktion': 'transaction',
  'transaktioner': 'transactions', 'transaktionen': 'the transaction', 'transaktionerna': 'the transactions', 'kop': 'purchase',
  'kopet': 'the purchase', 'kopen': 'the purchases', 'betalning': 'payment', 'betalningar': 'payments', 'betalningen': 'the payment',
  'poster': 'entries', 'posterna': 'the entries', 'handelser': 'transactions', 'rorelser': 'transactions', 'butik': 'shop',
  'butiken': 'the shop', 'butiker': 'shops', 'affar': 'shop', 'affaren': 'the shop', 'affarer': 'shops', 'handlare': 'merchant',
  'pengar': 'money', 'pengarna': 'the money', 'kronor': 'sek', 'kr': 'sek', 'belopp': 'amount', 'beloppet': 'the amount',
  'avgift': 'fee', 'avgifter': 'fees', 'avgiften': 'the fee', 'avgifterna': 'the fees', 'bankavgift': 'bank fees',
  'bankavgifter': 'bank fees', 'ranta': 'interest', 'rantan': 'the interest', 'rantor': 'interest', 'ranteintakter': 'interest',
  'lon': 'salary', 'lonen': 'the salary', 'loner': 'salary', 'hyra': 'rent', 'hyran': 'the rent', 'kontanter': 'cash',
  'kontant': 'cash', 'overforing': 'transfer', 'overforingar': 'transfers', 'aterbetalning': 'refund', 'aterbetalningar': 'refunds',
  'aterbaring': 'refund', 'prenumeration': 'subscription', 'prenumerationer': 'subscriptions', 'abonnemang': 'subscriptions',
  'prenumerationerna': 'the subscriptions', 'forsakring': 'insurance', 'forsakringar': 'insurance', 'skatt': 'taxes',
  // Kinds of spending.
  'mat': 'food', 'matvaror': 'groceries', 'livsmedel': 'groceries', 'matinkop': 'groceries', 'matbutik': 'groceries',
  'matbutiker': 'groceries', 'livsmedelsbutik': 'groceries', 'livsmedelsbutiker': 'groceries', 'mataffar': 'groceries',
  'mataffaren': 'groceries', 'mataffarer': 'groceries', 'matkassen': 'groceries', 'dagligvaror': 'groceries',
  'restaurang': 'restaurants', 'restauranger': 'restaurants', 'restaurangbesok': 'restaurants', 'ata ute': 'eating out',
  'hamtmat': 'takeaway', 'matleverans': 'food delivery', 'matleveranser': 'food delivery', 'utekvall': 'dining out',
  'bensin': 'fuel', 'drivmedel': 'fuel', 'bransle': 'fuel', 'bensinstation': 'gas station', 'mack': 'gas station', 'macken': 'gas station',
  'kollektivtrafik': 'public transport', 'kollektivtrafiken': 'public transport', 'lokaltrafik': 'public transport',
  'resor': 'travel', 'taxiresor': 'taxi', 'el': 'electricity', 'elen': 'electricity', 'elrakning': 'electricity',
  'elrakningen': 'electricity', 'elrakningar': 'electricity', 'vatten': 'water bill', 'bredband': 'broadband',
  'telefon': 'phone', 'mobil': 'phone', 'mobilen': 'phone', 'mobilrakning': 'phone bill', 'rakning': 'bill', 'rakningar': 'bills',
  'rakningarna': 'bills', 'gymmet': 'gym', 'gymkort': 'gym', 'klader': 'clothes', 'elektronik': 'electronics',
  'natshopping': 'online shopping', 'nathandel': 'online shopping', 'apotek': 'pharmacy', 'apoteket': 'pharmacy',
};
