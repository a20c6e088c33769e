/**
 * French as people type it about money: the verbs in the common persons and tenses, the
 * statement's and the account's nouns, sizes, and the words for kinds of spending. Spread into
 * FRENCH's phrases.
 */
// prettier-ignore
export const FRENCH_EVERYDAY: Readonly<Record<string, string>> = {
  // Grammar words that say nothing a money question needs.
  'ai': '', 'as': '', 'avons': '', 'avez': '', 'ont': '', 'avait': 'had', 'eu': '', 'nous': 'we', 'vous': 'you', 'tu': 'you',
  'notre': 'our', 'nos': 'our', 'ton': 'your', 'ta': 'your', 'tes': 'your', 'votre': 'your', 'vos': 'your', 'ses': 'my',
  'ces': 'these', 'cette': 'this', 'cet': 'this', 'ca': 'that', 'cela': 'that', 'sont': 'are', 'est-ce que': '',
  "s'il te plait": 'please', "s'il vous plait": 'please', 'fric': 'money', 'thunes': 'money',
  // Spending, paying, costing, adding up.
  'depensee': 'spent', 'depensees': 'spent', 'depensons': 'spent', 'avons depense': 'spent', 'payee': 'paid', 'payees': 'paid',
  'payer': 'pay', 'payons': 'paid', 'regle': 'paid', 'coute': 'cost', 'coutes': 'cost', 'coutent': 'cost', "m'a coute": 'cost',
  "s'eleve a": 'total', 'revient a': 'total', 'en tout et pour tout': 'in total', 'au global': 'in total',
  // Cash out, money in, transfers, orders, purchases.
  'retires': 'withdrew cash', 'retiree': 'withdrew cash', 'retirer': 'withdraw cash', "sorti de l'argent": 'withdrew cash',
  'recues': 'received', 'recevoir': 'received', 'gagne': 'earned', 'gagnes': 'earned', 'vire': 'sent', 'envoye': 'sent',
  'envoyes': 'sent', 'transfere': 'sent', 'commande': 'ordered', 'commandes': 'orders', 'achetes': 'bought', 'achetee': 'bought',
  'acheter': 'buy', 'fait le plein': 'fuel', "plein d'essence": 'fuel', 'pleins': 'fuel',
  // What was in the account on a day.
  "combien j'avais": 'what was the balance', 'combien avais-je': 'what was the balance', 'combien il me reste': 'what is the balance',
  // The statement, the account, its rows, shops.
  'releve bancaire': 'statement', 'releve de compte': 'statement', 'releves': 'statements', 'extrait de compte': 'statement',
  'compte courant': 'account', 'compte cheques': 'account', 'compte joint': 'account', 'carte bancaire': 'card',
  'carte bleue': 'card', 'carte de credit': 'credit card', 'carte de debit': 'debit card', 'carte': 'card', 'cartes': 'cards',
  'paiement par carte': 'card payment', 'paiements par carte': 'card payments', 'ecritures': 'entries', 'ecriture': 'entry',
  'lignes': 'entries', 'ligne': 'entry', 'depot': 'deposit', 'depots': 'deposits', 'magasin': 'shop', 'magasins': 'shops',
  'boutique': 'shop', 'boutiques': 'shops', 'commercant': 'merchant', 'commercants': 'merchants', 'enseigne': 'merchant',
  'enseignes': 'merchants', 'dans quel magasin': 'at which shop', 'chez quel commercant': 'at which merchant',
  // Sizes, and counting rows.
  'le plus': 'the most', 'la plus': 'the most', 'les plus': 'the most', 'combien de lignes': 'how many entries',
  "combien d'ecritures": 'how many entries', 'combien de depots': 'how many deposits', 'combien de commandes': 'how many orders',
  "combien d'achats": 'how many purchases', 'combien de virements': 'how many transfers',
  'plus important': 'largest', 'plus importante': 'largest', 'plus faible': 'smallest', 'le moins cher': 'cheapest',
  'la moins chere': 'cheapest', 'le plus cher': 'most expensive', 'la plus chere': 'most expensive',
  'moyenne mensuelle': 'monthly average', 'en moyenne': 'on average',
  // Kinds of spending.
  'vetements': 'clothes', 'habits': 'clothes', 'fringues': 'clothes', 'electronique': 'electronics',
  'livraison de repas': 'food delivery', 'frais de livraison': 'frais livraison', 'livraison': 'food delivery', 'a emporter': 'takeaway', 'manger dehors': 'dining out',
  'cotisations': 'subscriptions', 'cotisation': 'subscription', 'salle de sport': 'gym', 'salle de gym': 'gym',
  'electricite': 'electricity', 'facture de gaz': 'gas bill', "facture d'eau": 'water bill', 'facture': 'bill',
  'telephone': 'phone', 'portable': 'phone', 'forfait mobile': 'phone', 'box internet': 'broadband',
  'transports en commun': 'public transport', 'transports': 'transport', 'transport': 'transport', 'vtc': 'taxi',
  'peages': 'tolls', 'peage': 'toll', 'stationnement': 'parking', 'pharmacies': 'pharmacy', 'salaires': 'salary',
  'loyers': 'rent', 'gazole': 'diesel', 'station-service': 'gas station', 'station essence': 'gas station',
  'epicerie': 'groceries', 'supermarche': 'groceries',
};
