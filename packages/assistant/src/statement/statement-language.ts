import type { ParsedStatement } from '@sheetwise/statements';
import { simplify } from '../understand/text';

/**
 * Words banks write on rows in one language only (simplified: lower case, unaccented): the
 * kind of payment, the column and status words. A word two of these languages share
 * ("pagamento", "transferencia", "incasso", "saldo") is in neither list, so it proves nothing.
 */
// prettier-ignore
const BANK_WORDS: Readonly<Record<string, string>> = {
  fr: 'paiement virement vir prlv prelevement retrait cotisation remise echeance libelle carte cb releve facture',
  nl: 'betaalautomaat geldautomaat overboeking omschrijving bedrag tegenrekening pasnr betaalverzoek acceptgiro basispakket tegenpartij rentedatum',
  it: 'bonifico prelievo addebito accredito canone stipendio contabilizzato importo dettagli operazione bancomat spese',
  pl: 'platnosc przelew wyplata tytul opis kwota obciazenie uznanie zwrot lokalizacja kraj karta transakcji',
  de: 'uberweisung ueberweisung lastschrift kartenzahlung gutschrift buchung verwendungszweck auftraggeber empfanger betrag dauerauftrag entgelt gehalt miete umsatz',
  es: 'pago recibo cargo abono tarjeta retiro cajero concepto importe nomina',
  pt: 'saque boleto pix levantamento montante descritivo ted cartao pagto',
  id: 'trsf tarik tunai kartu setoran biaya bunga gaji mutasi keterangan kode',
};

const WORDS = new Map<string, string[]>();
for (const [language, list] of Object.entries(BANK_WORDS)) {
  for (const word of simplify(list).trim().split(' ')) {
    WORDS.set(word, [...(WORDS.get(word) ?? []), language]);
  }
}

/** Rows a language must hold at least, and how far ahead of the next it must be. */
const MIN_ROWS = 3;
const LEAD = 2;

/**
 * The language a statement's rows are written in ("fr" for "PAIEMENT CB", "nl" for
 * "Betaalautomaat"), by the rows that use a word only that language's banks write: how "my
 * French account" is told from two other euro accounts. A language must hold at least three
 * rows and twice the next one's; Japanese is told by its script. Else none is claimed.
 */
export function statementLanguage(
  statement: Pick<ParsedStatement, 'transactions'>,
): string | undefined {
  // Asked again for every question of a chat: read once per statement.
  if (known.has(statement)) return known.get(statement);
  const language = readLanguage(statement);
  known.set(statement, language);
  return language;
}

const known = new WeakMap<object, string | undefined>();

function readLanguage(statement: Pick<ParsedStatement, 'transactions'>): string | undefined {
  const rows = new Map<string, number>();
  let japanese = 0;
  for (const tx of statement.transactions) {
    const text = `${tx.description} ${tx.type ?? ''} ${tx.category ?? ''}`;
    if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) japanese += 1;
    const found = new Set(
      simplify(text)
        .trim()
        .split(' ')
        .flatMap((word) => WORDS.get(word) ?? []),
    );
    for (const language of found) rows.set(language, (rows.get(language) ?? 0) + 1);
  }
  if (japanese > 0) rows.set('ja', japanese);
  const [first, second] = [...rows.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_ROWS) return undefined;
  return second && first[1] < LEAD * second[1] ? undefined : first[0];
}
