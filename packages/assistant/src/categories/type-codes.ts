/**
 * The kinds of payment a question may name that banks mark in a type column of their own
 * (`Transaction Type`: DD, SO, FPI, DEB…): the words that ask for each, and the codes and words
 * banks write for it, in the languages of our readers.
 */
export const TYPE_CODES: readonly {
  name: string;
  asked: RegExp;
  codes: RegExp;
  /** How banks with no type column say it in the description (tested upper-cased, NFKC). */
  described?: RegExp;
}[] = [
  {
    name: 'direct debit',
    asked: /\bdirect debits?\b/,
    codes:
      /^(DD|DDR|DIRECT DEBIT|LASTSCHRIFT|SEPA.?LASTSCHRIFT|PR[ÉE]L[ÈE]VEMENT|DOMICILIATION|DOMICILIACI[OÓ]N|ADDEBITO DIRETTO|INCASSO|RECIBO)\b/i,
    // Spanish banks print a direct debit as a "RECIBO" (a bill collected) in the description.
    described:
      /\b(?:DIRECT DEBIT|DEBIT ORDER|LASTSCHRIFT|PR[ÉE]L[ÈE]VEMENT|DOMICILIACI[ÓO]N|DOMICILIERING|ADDEBITO DIRETTO|ADDEBITO|RECIBO|AUTOGIRO)\b/,
  },
  {
    name: 'standing order',
    asked: /\bstanding orders?\b/,
    codes: /^(SO|STO|STANDING ORDER|DAUERAUFTRAG|VIREMENT PERMANENT)\b/i,
  },
  { name: 'cheque', asked: /\b(cheques?|checks?)\b/, codes: /^(CHQ|CHEQUE|CHECK|CHK)\b/i },
  { name: 'faster payment', asked: /\bfaster payments?\b/, codes: /^(FPI|FPO|FASTER PAYMENT)/i },
  { name: 'bank giro credit', asked: /\b(bank giro credits?|bgc)\b/, codes: /^(BGC|BANK GIRO)/i },
  {
    name: 'card payment',
    asked: /\b(card payments?|card purchases?|card spend(ing)?|debit card|by card)\b/,
    // Dutch banks' own two-letter codes: BA "betaalautomaat" (a card at a till), BC "betalen
    // contactloos"; Polish banks name the kind in words ("Płatność kartą").
    codes:
      /^(DEB|POS|CARD|DEBIT CARD|SALE|PURCHASE|KARTENZAHLUNG|COMPRA|BA$|BC$|BETAALAUTOMAAT|BETAALPAS|PINBETALING|P[ŁL]ATNO[ŚS][ĆC] KART|TRANSAKCJA KART|ZAKUP PRZY U[ŻZ]YCIU KARTY|PAIEMENT (PAR )?(CB|CARTE)|PAGAMENTO (POS|CARTA)|PAGO CON TARJETA|KARTU DEBIT)/i,
    // A purchase, in the words banks print before the shop: a purchase is paid at a till.
    described:
      /\b(?:CARD|DEBIT CARD|POS|PURCHASE|COMPRA|ACHAT|KAUF|EINKAUF|ACQUISTO|AANKOOP|ZAKUP|PEMBELIAN|VISA|MASTERCARD|MAESTRO|TARJ|TARJETA|CART[ÃA]O|KARTENZAHLUNG|GIROCARD|KARTE|CB|CARTE|CARTA|BETAALPAS|BETAALAUTOMAAT|PINBETALING|KAART|KARTA|KART[ĄA]|KARTU|TPV|BANCONTACT|KORTK[ÖO]P)\b|デビット|カード/,
  },
  { name: 'cash machine withdrawal', asked: /\b(atm|cash machine)\b/, codes: /^(CPT|ATM)\b/i },
  { name: 'UPI payment', asked: /\bupi\b/, codes: /^UPI\b/i },
  { name: 'NEFT transfer', asked: /\bneft\b/, codes: /^NEFT\b/i },
  { name: 'IMPS transfer', asked: /\bimps\b/, codes: /^IMPS\b/i },
  { name: 'ACH payment', asked: /\bach\b/, codes: /^ACH\b/i },
];

/**
 * Whether a row is of the kind named: by its own type (`DD` for "direct debit"), or, for kinds
 * banks also write in descriptions ("COMPRA TARJ.", "Kartenzahlung"), by its description.
 */
export function isOfKind(tx: { type?: string; description: string }, name: string): boolean {
  const entry = TYPE_CODES.find((candidate) => candidate.name === name);
  if (!entry) return false;
  if (tx.type !== undefined && entry.codes.test(tx.type.trim())) return true;
  return entry.described?.test(tx.description.normalize('NFKC').toUpperCase()) ?? false;
}

/**
 * What a bank account's payment to a card says: the card's kind or issuer. "VISA" or "card
 * payment" alone says nothing, as banks print them on purchases made by debit card.
 */
const NAMES_A_CARD =
  /\b(credit ?card|cc (autopay|payment|pymt|bill)|amex|american express|barclaycard|kreditkarte|tarjeta( de)? credito|cartao( de)? credito|carte( de)? credit|carta di credito|kartu kredit|karta kredytowa)\b|クレジット/;

/** Whether a row's simplified words (`Row.searchText`) name a card it pays. */
export const namesACard = (searchText: string): boolean => NAMES_A_CARD.test(searchText);
