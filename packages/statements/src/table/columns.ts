import { isKnownCurrency } from '@sheetwise/contracts';
import { normalizeCurrencyCode, takeCurrency } from '../currency';
import { CURRENCY_WORDS } from './currency-words';
import { DIRECTION_HEADERS, HEADER_WORDS } from './header-words';

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
  /**
   * A column holding only direction markers that no header word made the type: unnamed (UK card
   * exports' CR) or headed by a word for money out and one for money in (`DEBETAS/KREDITAS`).
   */
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

const ROLE_OF = new Map<string, Role>(
  (Object.entries(HEADER_WORDS) as [Role, string[]][]).flatMap(([role, words]) =>
    words.map((word) => [normalizeWords(word), role] as const),
  ),
);

const DIRECTION_KEYS = new Set(DIRECTION_HEADERS.map(normalizeWords));

/** Whether a header names a column that only says which way the money went (`Cr/Dr`, `+/-`). */
export function namesDirection(header: string): boolean {
  return SIGN_HEADER.test(header) || DIRECTION_KEYS.has(normalizeWords(header));
}

/** Currencies in words as a header's text normalises (Hangul, for one, decomposes). */
const CURRENCY_WORD_KEYS = new Map(
  CURRENCY_WORDS.map(([word, code]) => [normalizeWords(word), code] as const),
);

/**
 * The currency a header's last word names (`Betrag (EUR)`, `Amount(in Rs)`, `Saldo €`), or
 * undefined when that word is no currency at all.
 */
export function unitCurrency(word: string): string | null | undefined {
  const bare = word.replace(/\.$/, '');
  if (/^[a-z]{3}$/i.test(bare) && isKnownCurrency(bare)) return bare.toUpperCase();
  const lower = normalizeWords(bare);
  if (CURRENCY_WORD_KEYS.has(lower)) return CURRENCY_WORD_KEYS.get(lower);
  const symbol = takeCurrency(word);
  return symbol.currency && symbol.rest.trim() === '' ? symbol.currency : undefined;
}

/**
 * A currency column's cell: an ISO code, or a symbol or word alone (`₪`, `TL`, `Kč`, `Pesos
 * Uruguayos`). A known word wins over a code's shape, so that `LEI` and `RMB` are RON and CNY.
 */
export function cellCurrency(cell: string): string | null {
  return unitCurrency(cell.trim()) ?? normalizeCurrencyCode(cell);
}

/** A column of + and - signs, headed by the signs themselves. */
const SIGN_HEADER = /^\s*(?:\+\s*\/\s*-|-\s*\/\s*\+|±)\s*$/;

/** A header's name and the unit written after it, in brackets or not, with or without "in". */
const WITH_UNIT = /^(.*?[^\s([（])[\s([（]+(?:in\s+)?([^\s()[\]（）]+)[\s)\]）]*$/iu;

/** Numbered description families: `Description 1`, `VWZ3`, `Omschrijving-2`. */
const NUMBERED_DESCRIPTION =
  /^(description|omschrijving|vwz|verwendungszweck|details|narrative|memo)\s?\d{1,2}$/;

export interface HeaderCell {
  role: Role | null;
  /** The header without accents, punctuation or a trailing currency code. */
  key: string;
  currency: string | null;
}

/**
 * Reads one header cell: `Withdrawals (SGD)` is a debit column in SGD, `Amount(in Rs)` an
 * amount in rupees. A unit is taken off only when what is left names a column and the whole
 * does not, so that a header such as `Dr Cr` keeps its meaning.
 */
export function readHeaderCell(text: string): HeaderCell {
  const cell = readWords(text);
  if (cell.role !== null) return cell;
  // Exports written for programs join a header's words in camel case (`TransactionDate`,
  // `CurrencyAmount`); read as written first, so that `BillingAmountSign` keeps its own entry.
  const spaced = text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return spaced === text ? cell : readWords(spaced);
}

function readWords(text: string): HeaderCell {
  let key = normalizeWords(text);
  let currency: string | null = null;
  const unit = WITH_UNIT.exec(text.trim());
  if (unit?.[1] && unit[2]) {
    const named = unitCurrency(unit[2]);
    const rest = normalizeWords(unit[1]);
    // A symbol unit (`Amount (₹)`) leaves the normalised whole equal to the name.
    if (named !== undefined && ROLE_OF.has(rest) && (key === rest || !ROLE_OF.has(key))) {
      key = rest;
      currency = named;
    }
  }
  const role =
    (key === '' ? null : ROLE_OF.get(key)) ??
    (NUMBERED_DESCRIPTION.test(key) ? 'description' : null) ??
    (SIGN_HEADER.test(text) ? 'type' : null) ??
    sharedRoleOfParts(text) ??
    roleOfHeadNoun(key);
  if (role === null) {
    // RBC heads its money columns `CAD$` and `USD$`: a currency alone names an amount in it.
    const alone = currencyAlone(text);
    if (alone) return { role: 'amount', key, currency: alone };
  }
  return { role, key, currency };
}

/** Words that join a header's noun to what it qualifies: `Montant de l'opération`. */
const LINKED = /^(.+?) (?:de|du|des|of|der|di|da|do|del|della|dos|das|dla|pentru) /;

/**
 * The role of a header's head noun when the whole is not known, in languages that put the noun
 * first: `Montant de l'opération` is an amount, `Détail de l'écriture` a description.
 */
function roleOfHeadNoun(key: string): Role | null {
  const head = LINKED.exec(key)?.[1];
  return head ? (ROLE_OF.get(head) ?? null) : null;
}

/** The currency a header names and nothing else: `EUR`, `CAD$`, `€`, `US$`. */
function currencyAlone(text: string): string | null {
  const trimmed = text.trim();
  const code = /^([A-Za-z]{3})\s*[$€£¥₹]?$/.exec(trimmed)?.[1];
  if (code) return isKnownCurrency(code) ? code.toUpperCase() : null;
  return unitCurrency(trimmed) ?? null;
}

/**
 * Names of one column joined by a slash, as German banks head a counterparty column
 * `Empfänger/Zahlungspflichtiger` (payee/payer) or the text `Vorgang/Verwendungszweck`: the one
 * role the halves we know name. Halves of different roles (`Debit/Credit`) name none.
 */
function sharedRoleOfParts(text: string): Role | null {
  const parts = text.split('/').map(normalizeWords);
  if (parts.length < 2 || parts.some((part) => part === '')) return null;
  const roles = new Set(parts.flatMap((part) => ROLE_OF.get(part) ?? []));
  const [only] = roles;
  return roles.size === 1 && only ? only : null;
}

/**
 * A header of two halves, a word for money out and one for money in (`Debetas/Kreditas`,
 * `Zaduženje/Odobrenje`, `Withdrawals/Deposits`): the column may say which way each amount went,
 * or hold the signed amounts, which only its cells tell apart.
 */
export function namesOutAndIn(header: string): boolean {
  const roles = header.split('/').map((part) => ROLE_OF.get(normalizeWords(part)));
  return roles.length === 2 && roles.includes('debit') && roles.includes('credit');
}

/**
 * Lower case, accents and other marks removed, anything but letters and digits (of any script)
 * turned into single spaces.
 */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The name shared by a family of numbered columns (`VWZ1`…`VWZ14`, `Transaction Ref1`…`3`):
 * `vwz`, `transaction ref`. Undefined for a name without a number at its end.
 */
export function familyStem(name: string): string | undefined {
  return /^(.*?\D)\s*\d{1,2}$/.exec(normalizeWords(name))?.[1]?.trim();
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
