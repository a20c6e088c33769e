/**
 * Italian as people type it about money: the verbs in the common persons and tenses, the
 * statement's and the account's nouns, sizes, and the words for kinds of spending. Spread into
 * ITALIAN's phrases.
 */
// prettier-ignore
export const ITALIAN_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar words that say nothing a money question needs.
  'hai': '', 'ha': '', 'abbiamo': '', 'avete': '', 'hanno': '', 'aveva': 'had', 'avevamo': 'had', 'mi': '', 'ci': '', 'ti': '',
  'noi': 'we', 'nostro': 'our', 'nostra': 'our', 'nostri': 'our', 'tuo': 'your', 'tua': 'your', 'tuoi': 'your', 'suo': 'my',
  'questo': 'this', 'questa': 'this', 'questi': 'these', 'queste': 'these', 'quello': 'that', 'quella': 'that',
  "nell'": 'in the', "dell'": 'of the', "sull'": 'on the', "dall'": 'from the', 'per favore': 'please', 'grana': 'money', 'denaro': 'money', 'euro': 'euros',
  // Spending, paying, costing, adding up.
  'spesi': 'spent', 'abbiamo speso': 'spent', 'hai speso': 'spent', 'pagati': 'paid', 'pagata': 'paid', 'pagate': 'paid',
  'pagare': 'pay', 'costato': 'cost', 'costata': 'cost', 'costati': 'cost', 'costa': 'cost', 'costano': 'cost',
  'mi e costato': 'cost', 'ammonta': 'total', 'ammontano': 'total', 'in tutto e per tutto': 'in total', 'complessivamente': 'in total',
  // Cash out, money in, transfers, orders, purchases.
  'prelevati': 'withdrawn', 'prelevare': 'withdraw', 'ritirato': 'withdrew cash', 'ritirati': 'withdrew cash',
  'ricevuti': 'received', 'ricevuta': 'received', 'incassato': 'received', 'guadagnato': 'earned', 'guadagnati': 'earned',
  'inviato': 'sent', 'inviati': 'sent', 'mandato': 'sent', 'trasferito': 'sent', 'ordinato': 'ordered', 'ordinati': 'ordered',
  'ordini': 'orders', 'ordine': 'order', 'comprati': 'bought', 'comprata': 'bought', 'comprare': 'buy', 'acquistato': 'bought',
  'fatto benzina': 'fuel', 'rifornimento': 'fuel', 'rifornimenti': 'fuel',
  // What was in the account on a day.
  'quanto avevo': 'what was the balance', 'quanti soldi avevo': 'what was the balance', 'quanto mi resta': 'what is the balance',
  // The statement, the account, its rows, shops.
  'estratto conto': 'statement', 'estratti conto': 'statements', 'rendiconto': 'statement', 'carta di credito': 'credit card',
  'carta di debito': 'debit card', 'carta': 'card', 'carte': 'cards', 'pagamento con carta': 'card payment',
  'pagamenti con carta': 'card payments', 'voci': 'entries', 'voce': 'entry', 'righe': 'entries', 'riga': 'entry',
  'deposito': 'deposit', 'depositi': 'deposits', 'in quale negozio': 'at which shop', 'in che negozio': 'at which shop',
  'da quale negozio': 'at which shop', 'attivita': 'business',
  // Sizes ("la spesa" alone is the grocery shopping).
  'la spesa piu economica': 'the cheapest expense', 'la spesa piu piccola': 'the smallest expense', 'la spesa piu bassa': 'the smallest expense',
  'la spesa minore': 'the smallest expense', 'la spesa piu costosa': 'the most expensive expense', 'la spesa piu cara': 'the most expensive expense',
  'piu piccoli': 'smallest', 'piu piccole': 'smallest', 'piu costoso': 'most expensive', 'piu costosa': 'most expensive',
  'piu economica': 'cheapest', 'piu importante': 'largest', 'media mensile': 'monthly average', 'in media': 'on average',
  // Kinds of spending.
  'vestiti': 'clothes', 'abbigliamento': 'clothes', 'elettronica': 'electronics', 'consegna a domicilio': 'food delivery',
  'cibo a domicilio': 'food delivery', 'da asporto': 'takeaway', 'quote': 'subscriptions', 'quota': 'subscription',
  'iscrizioni': 'subscriptions', 'palestra': 'gym', 'luce': 'electricity', 'elettricita': 'electricity', 'utenze': 'utilities',
  'telefono': 'phone', 'cellulare': 'phone', 'ricariche': 'recharges', 'ricarica': 'recharge',
  'trasporti pubblici': 'public transport', 'mezzi pubblici': 'public transport', 'trasporti': 'transport',
  'trasporto': 'transport', 'pedaggi': 'tolls', 'pedaggio': 'toll', 'parcheggio': 'parking', 'parcheggi': 'parking',
  'farmacie': 'pharmacy', 'stipendi': 'salary', 'distributore': 'gas station', 'gasolio': 'diesel',
};
