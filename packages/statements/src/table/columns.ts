import { isKnownCurrency } from '../currency';

/** What a column of a statement table holds. */
export type Role =
  | 'date'
  | 'secondaryDate'
  | 'bookingDate'
  | 'description'
  | 'payee'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'gross'
  | 'fee'
  | 'net'
  | 'balance'
  | 'type'
  | 'currency'
  | 'reference'
  | 'category'
  | 'status'
  | 'account'
  | 'from'
  | 'to';

/** The roles of a table's columns: single roles keep their first column, lists keep all. */
export interface Columns {
  date?: number;
  secondaryDates: number[];
  /** Filled only once the bank has booked a row: an empty cell here marks a pending row. */
  bookingDate?: number;
  descriptions: number[];
  payees: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  gross?: number;
  fee?: number;
  net?: number;
  balance?: number;
  type?: number;
  /** An unnamed column holding only CR (or DR) flags, as UK card exports have. */
  flag?: number;
  currency?: number;
  references: number[];
  category?: number;
  status?: number;
  account?: number;
  from?: number;
  to?: number;
  /** A currency named in a money column's header, e.g. `Withdrawals (SGD)`. */
  headerCurrency?: string;
  /** The header's own text, in column order ('' when headerless). */
  names: string[];
}

/** Header words, lower-case without accents or punctuation, in English and the fixtures' languages. */
// prettier-ignore
const WORDS: Record<Role, string[]> = {
  date: ['date', 'datum', 'data', 'fecha', 'transaction date', 'trans date', 'txn date', 'tran date', 'booking date', 'buchungstag', 'buchungsdatum', 'date processed', 'datetime', 'transaction datetime', 'started date', 'operation date', 'date operation', 'data operazione', 'data contabile', 'fecha operacion', 'tranzakcio datuma', 'transaktionsdatum', 'boekdatum', 'transaction date time', 'tranzakcio idopontja'],
  bookingDate: ['data registrazione', 'konyveles datuma'],
  secondaryDate: ['value date', 'valutadatum', 'wertstellung', 'rentedatum', 'erteknap', 'posted date', 'posting date', 'post date', 'date de valeur', 'data valuta', 'fecha valor', 'value dt', 'completed date', 'settlement date'],
  description: ['description', 'details', 'detail', 'narrative', 'narration', 'particulars', 'memo', 'transaction description', 'transaction details', 'desc', 'label', 'libelle', 'omschrijving', 'descrizione', 'descripcion', 'concepto', 'aprasymas', 'paskirtis', 'verwendungszweck', 'beschreibung', 'reason', 'note', 'notes', 'subject', 'remarks', 'transaction remarks', 'transaction particulars', 'txn remarks', 'kozlemeny', 'reszletek', 'causale', 'purpose'],
  payee: ['payee', 'name', 'beneficiary', 'counterparty', 'counterparty name', 'naam tegenpartij', 'partner neve', 'auftraggeber empfanger', 'empfanger', 'zahlungsempfanger', 'merchant', 'merchant name', 'beneficiario', 'payee name', 'gavejas', 'moketojas', 'ellenoldali nev'],
  amount: ['amount', 'betrag', 'importo', 'bedrag', 'suma', 'importe', 'montant', 'transaction amount', 'amount total', 'tranzakcio osszege', 'osszeg', 'summe', 'kwota', 'belopp', 'umsatz'],
  debit: ['debit', 'debits', 'debit amount', 'debit amt', 'withdrawal', 'withdrawals', 'withdrawal amount', 'withdrawal amt', 'money out', 'paid out', 'outflow', 'uscite', 'addebiti', 'soll', 'ausgang', 'dr', 'charges', 'cargo', 'cargos', 'debe', 'afschrijving', 'terheles'],
  credit: ['credit', 'credits', 'credit amount', 'credit amt', 'deposit', 'deposits', 'deposit amount', 'deposit amt', 'money in', 'paid in', 'inflow', 'entrate', 'accrediti', 'haben', 'eingang', 'cr', 'abono', 'abonos', 'haber', 'bijschrijving', 'jovairas'],
  gross: ['gross', 'brutto', 'gross amount'],
  fee: ['fee', 'fees', 'amount fee', 'commission', 'gebuhr'],
  net: ['net', 'netto', 'net amount'],
  balance: ['balance', 'running balance', 'runningbalance', 'current balance', 'saldo', 'saldo na trn', 'solde', 'egyenleg', 'kontostand', 'closing balance', 'balance amount', 'account balance', 'ledger balance', 'likutis'],
  type: ['type', 'transaction type', 'd k', 'dr cr', 'cr dr', 'debit credit', 'credit debit', 'bevetel kiadas', 'direction', 'tipo', 'd c', 'in out', 'typ', 'buchungstext'],
  currency: ['currency', 'munt', 'devizanem', 'tranzakcio devizaneme', 'wahrung', 'waehrung', 'monn', 'moneda', 'devise', 'valuta', 'currency code', 'ccy', 'valiuta'],
  reference: ['reference', 'ref', 'reference no', 'reference number', 'ref no', 'transaction id', 'id', 'check number', 'checknumber', 'check', 'cheque no', 'chq ref no', 'ref no cheque no', 'transactiereferentie', 'n de transaction', 'record id', 'operation number', 'volgnr', 'numero', 'banki azonosito'],
  category: ['category', 'tranzakcio kategoria', 'class', 'kategorie', 'categoria', 'categorie', 'kategoria'],
  status: ['status', 'stato operazione', 'stato', 'state', 'estado', 'statut'],
  account: ['account', 'numero carta', 'account number', 'account no', 'iban', 'iban bban', 'card no', 'card number', 'kontonummer', 'szamlaszam', 'rekeningnummer', 'konto', 'saskaita'],
  from: ['from'],
  to: ['to'],
};

const ROLE_OF = new Map<string, Role>(
  (Object.entries(WORDS) as [Role, string[]][]).flatMap(([role, words]) =>
    words.map((word) => [word, role] as const),
  ),
);

/** Numbered description families: `Description 1`, `VWZ3`, `Omschrijving-2`. */
const NUMBERED_DESCRIPTION =
  /^(description|omschrijving|vwz|verwendungszweck|details|narrative|memo)\s?\d{1,2}$/;

export interface HeaderCell {
  role: Role | null;
  /** The header without accents, punctuation or a trailing currency code. */
  key: string;
  currency: string | null;
}

/** Reads one header cell: `Withdrawals (SGD)` is a debit column in SGD. */
export function readHeaderCell(text: string): HeaderCell {
  let key = normalizeWords(text);
  let currency: string | null = null;
  const trailing = /^(.*\S)\s+([a-z]{3})$/.exec(key);
  if (trailing?.[1] && trailing[2] && isKnownCurrency(trailing[2]) && !ROLE_OF.has(key)) {
    key = trailing[1];
    currency = trailing[2].toUpperCase();
  }
  const role = ROLE_OF.get(key) ?? (NUMBERED_DESCRIPTION.test(key) ? 'description' : null);
  return { role, key, currency };
}

/** Lower case, accents removed, anything but letters and digits turned into single spaces. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type ListRole = 'secondaryDate' | 'description' | 'payee' | 'reference';
const LISTS: Record<ListRole, 'secondaryDates' | 'descriptions' | 'payees' | 'references'> = {
  secondaryDate: 'secondaryDates',
  description: 'descriptions',
  payee: 'payees',
  reference: 'references',
};

/** Builds the column map from header text, keeping the first column of each single role. */
export function mapColumns(header: readonly string[]): Columns {
  const columns: Columns = {
    secondaryDates: [],
    descriptions: [],
    payees: [],
    references: [],
    names: [...header],
  };
  header.forEach((text, index) => {
    const cell = readHeaderCell(text);
    if (!cell.role) return;
    if (cell.currency && !columns.headerCurrency) columns.headerCurrency = cell.currency;
    assignRole(columns, cell.role, index);
  });
  if (columns.bookingDate !== undefined) columns.secondaryDates.push(columns.bookingDate);
  if (columns.date === undefined && columns.secondaryDates.length > 0) {
    columns.date = columns.secondaryDates.shift();
  }
  return columns;
}

export function assignRole(columns: Columns, role: Role, index: number): void {
  if (role in LISTS) {
    columns[LISTS[role as ListRole]].push(index);
    return;
  }
  columns[role as Exclude<Role, ListRole>] ??= index;
}

/** How many cells of a row name known columns, and whether they include a date and money. */
export function scoreHeader(row: readonly string[]): { score: number; usable: boolean } {
  const roles = row.map((text) => readHeaderCell(text).role).filter((role) => role !== null);
  const hasDate = roles.some(
    (role) => role === 'date' || role === 'secondaryDate' || role === 'bookingDate',
  );
  const money = ['amount', 'debit', 'credit', 'net', 'gross'] as const;
  const hasMoney = roles.some((role) => (money as readonly string[]).includes(role));
  return { score: new Set(roles).size, usable: hasDate && hasMoney };
}
