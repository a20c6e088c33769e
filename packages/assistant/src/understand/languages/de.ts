import { type Language, months } from './language';
import { GERMAN_EVERYDAY } from './de-everyday';

/**
 * German writes what was bought and what it cost as one word: "Lebensmitteleinkäufe" (grocery
 * shopping), "Tankkosten" (fuel costs), "Restaurantausgaben". Each is its category.
 */
function compounds(): Record<string, string> {
  const heads: Record<string, string> = {
    lebensmittel: 'groceries',
    supermarkt: 'groceries',
    restaurant: 'restaurants',
    tank: 'fuel',
    benzin: 'fuel',
    miet: 'rent',
    hotel: 'hotels',
    reise: 'travel',
    versicherungs: 'insurance',
  };
  const tails = ['einkaufe', 'einkauf', 'einkaufen', 'ausgaben', 'kosten'];
  return Object.fromEntries(
    Object.entries(heads).flatMap(([head, english]) => tails.map((tail) => [head + tail, english])),
  );
}

/** German, as asked in Germany, Austria and Switzerland. */
// prettier-ignore
export const GERMAN: Language = {
  code: 'de',
  phrases: {
    ...GERMAN_EVERYDAY,
    'durchschnittlicher': 'average', 'durchschnittliche': 'average', 'durchschnittlichen': 'average',
    'seit dem': 'since', 'seit': 'since', 'bis zum': 'until', 'bis': 'until',
    'am ende des': 'at the end of', 'am ende von': 'at the end of', 'ende': 'end', 'am ende': 'at the end', 'am anfang des': 'at the start of', 'anfang': 'start', 'am anfang': 'at the start', 'letzte': 'last', 'letzten': 'last', 'erste': 'first', 'ersten': 'first', 'abhebungen': 'cash withdrawals', 'abhebung': 'cash withdrawal', 'abgehoben': 'withdrew cash', 'alle': 'all', 'waren': 'were', 'betrag': 'amount',
    'mehr als': 'over', 'uber': 'over', 'weniger als': 'under', 'unter': 'under', 'zwischen': 'between',
    'wie hoch': 'what', 'wie ist': 'what is', 'wie': 'how',
    ...months([['januar', 'jänner'], 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august',
      'september', 'oktober', 'november', 'dezember']),
    'wie viel geld': 'how much', 'wie viel': 'how much', 'wieviel': 'how much',
    'im monat davor': 'in the month before', 'monat davor': 'month before', 'gibt es': 'are there', 'gelassen': 'spent', 'gekostet': 'cost', 'hat mich': '', 'mich': 'me', 'kam rein': 'came in', 'reinkam': 'came in', 'kontogebuhren': 'account fees',
    'wie oft': 'how many times', 'wie viele male': 'how many times', 'wie viele': 'how many',
    'anzahl der': 'number of', 'anzahl': 'number of',
    'ausgegeben': 'spent', 'ausgaben': 'expenses', 'ausgabe': 'expense', 'gezahlt': 'paid',
    'bezahlt': 'paid', 'zahlungen': 'payments', 'zahlung': 'payment', 'einkaufe': 'purchases',
    'einkauf': 'purchase', 'gekauft': 'bought', 'eingekauft': 'shopped', 'einkaufen': 'shop', 'abbuchungen': 'debits', 'abbuchung': 'debit',
    'lastschriften': 'direct debits', 'bekommen': 'received', 'erhalten': 'received',
    'eingange': 'money in', 'eingang': 'deposit', 'einnahmen': 'income', 'einkommen': 'income',
    'gutschriften': 'credits', 'gutschrift': 'credit', 'eingegangen': 'came in',
    'reingekommen': 'came in', 'rausgegangen': 'went out',
    'anfangssaldo': 'opening balance', 'anfangsbestand': 'opening balance',
    'alter kontostand': 'opening balance',
    'endsaldo': 'closing balance',
    'schlusssaldo': 'closing balance', 'endbestand': 'closing balance',
    'neuer kontostand': 'closing balance',
    'aktueller kontostand': 'closing balance',
    'kontostand': 'balance', 'saldo': 'balance',
    'grosste': 'largest', 'grossten': 'largest', 'hochste': 'highest', 'hochsten': 'highest',
    'kleinste': 'smallest', 'kleinsten': 'smallest', 'niedrigste': 'lowest',
    'niedrigsten': 'lowest', 'teuerste': 'most expensive', 'teuersten': 'most expensive',
    'gunstigste': 'cheapest', 'billigste': 'cheapest', 'meisten': 'most', 'am meisten': 'most',
    'letzten monat': 'last month', 'letzter monat': 'last month', 'vormonat': 'month before',
    'im vormonat': 'in the month before', 'vorigen monat': 'last month',
    'diesen monat': 'this month', 'dieser monat': 'this month', 'pro monat': 'per month',
    'im monat': 'per month', 'monatlich': 'monthly', 'monat': 'month', 'monate': 'months',
    'woche': 'week', 'jahr': 'year', 'heute': 'today', 'gestern': 'yesterday', 'tag': 'day',
    'insgesamt': 'in total', 'gesamt': 'total', 'total': 'total', 'summe': 'total', 'durchschnitt': 'average',
    'durchschnittlich': 'average',
    'lebensmittel': 'groceries', 'supermarkt': 'groceries', 'supermarkte': 'groceries',
    'restaurants': 'restaurants', 'restaurant': 'restaurant', 'essen gehen': 'dining out',
    'auswarts essen': 'dining out', 'essen': 'food', 'tanken': 'fuel', 'tankstelle': 'fuel',
    'benzin': 'fuel', 'kraftstoff': 'fuel', 'miete': 'rent', 'gehalt': 'salary', 'lohn': 'salary',
    'geldautomaten': 'atm', 'geldautomat': 'atm', 'bargeldabhebungen': 'cash withdrawals',
    'bargeldabhebung': 'cash withdrawal', 'bargeld': 'cash', 'gebuhren': 'fees', 'gebuhr': 'fee',
    'kontofuhrungsgebuhren': 'bank fees', 'entgelte': 'fees', 'entgelt': 'fee', 'zinsen': 'interest',
    'uberweisungen': 'transfers', 'uberweisung': 'transfer', 'erstattungen': 'refunds',
    'erstattung': 'refund', 'ruckerstattungen': 'refunds', 'ruckerstattung': 'refund',
    'gutschrift zuruck': 'refund', 'abonnements': 'subscriptions', 'abonnement': 'subscription',
    'abos': 'subscriptions', 'abo': 'subscription', 'hotels': 'hotels', 'hotel': 'hotels',
    'reisen': 'travel', 'apotheke': 'pharmacy', 'versicherungen': 'insurance',
    'versicherung': 'insurance', 'steuern': 'taxes',
    'umsatze': 'transactions', 'umsatz': 'transaction', 'buchungen': 'transactions',
    'buchung': 'transaction', 'transaktionen': 'transactions', 'transaktion': 'transaction',
    'was war': 'what was', 'was ist': 'what is', 'was': 'what', 'welche': 'which',
    'welcher': 'which', 'welches': 'which', 'wann': 'when', 'wo': 'where', 'wer': 'who',
    'zeig mir': 'show', 'zeige': 'show', 'zeig': 'show', 'liste': 'list', 'habe': 'have',
    'hatte': 'had', 'war': 'was', 'ist': 'is', 'hat': 'has',
    'im': 'in the', 'in': 'in', 'am': 'on the', 'bei': 'at', 'beim': 'at', 'fur': 'for',
    'von': 'from', 'vom': 'from the', 'an': 'to', 'auf': 'on', 'mit': 'with', 'der': 'the',
    'die': 'the', 'das': 'the', 'den': 'the', 'dem': 'the', 'des': 'of the', 'ein': 'a',
    'eine': 'a', 'einen': 'a', 'mein': 'my', 'meine': 'my', 'meinen': 'my', 'meinem': 'my',
    'und': 'and', 'oder': 'or', 'ich': 'i', 'mir': '', 'es': '', 'gab': 'were', 'mal': 'times',
    'konto': 'account', 'geld': 'money',
    // Everyday words: a separable "ging … raus" (went out), "hab" for "habe", "dort" (there).
    'ging': 'went', 'gingen': 'went', 'geht': 'goes', 'raus': 'out', 'aller': 'all', 'allen': 'all',
    'alles': 'all', 'hab': 'have', 'haben': 'have', 'dort': 'there', 'dorthin': 'there',
    'geringste': 'smallest', 'geringsten': 'smallest', 'geringster': 'smallest',

    // Swiss banks' words: a "Belastung" is a debit, cash is "bezogen" (drawn).
    'belastung': 'debit', 'belastet': 'debited', 'abgebucht': 'debited', 'gutgeschrieben': 'credited', 'wurde': '', 'wurden': '', 'belastungen': 'debits', 'bargeld bezogen': 'cash withdrawals',
    'geld bezogen': 'cash withdrawals', 'bezogen': 'withdrew cash', 'bargeldbezug': 'cash withdrawal',
    'bargeldbezuge': 'cash withdrawals', 'wocheneinkauf': 'groceries', 'wocheneinkaufe': 'groceries',
    ...compounds(),
  },
};
