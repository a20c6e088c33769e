import { banksCodedIn } from './bank-codes';

/**
 * Banks by the names their statements print above or below the table ("Millennium bcp -
 * Movimentos de Conta", "ICICI Bank Ltd"), each with the currency of the one country it keeps
 * personal accounts in, or null for a bank of many countries. A statement keeps the bank it
 * names, so a question may name the statement by it ("my ICICI account"); the home currency
 * narrows which statement a bank's name can mean. Only the banks marked `SETS` hold every
 * personal account in that currency and never print another's in their exports, so only their
 * name may set the currency of a file that names none (bank-currency.ts, on more evidence).
 */
const SETS = true;
// prettier-ignore
const BANKS: readonly (readonly [name: string, currency: string | null, setsCurrency?: boolean])[] = [
  // India.
  ['State Bank of India', 'INR', SETS], ['HDFC Bank', 'INR', SETS], ['ICICI Bank', 'INR', SETS],
  ['Axis Bank', 'INR', SETS], ['Kotak Mahindra Bank', 'INR', SETS],
  ['Punjab National Bank', 'INR', SETS], ['Bank of Baroda', 'INR', SETS],
  ['Canara Bank', 'INR', SETS], ['IndusInd Bank', 'INR', SETS], ['IDFC First Bank', 'INR', SETS],
  ['Yes Bank', 'INR'], ['Union Bank of India', 'INR', SETS], ['Federal Bank', 'INR', SETS],
  ['Bank of India', 'INR', SETS], ['Central Bank of India', 'INR', SETS],
  ['Indian Overseas Bank', 'INR', SETS],
  // United Kingdom and Ireland.
  ['Barclays', 'GBP'], ['Lloyds Bank', 'GBP'], ['NatWest', 'GBP'], ['Halifax', 'GBP'],
  ['Nationwide', 'GBP'], ['Monzo', 'GBP'], ['Starling Bank', 'GBP'], ['TSB', 'GBP'],
  ['Royal Bank of Scotland', 'GBP'], ['Bank of Ireland', 'EUR'], ['AIB', 'EUR'],
  // Europe.
  ['Millennium bcp', 'EUR'], ['Caixa Geral de Depósitos', 'EUR'], ['Novo Banco', 'EUR'],
  ['CaixaBank', 'EUR'], ['BBVA', null], ['Banco Sabadell', 'EUR'], ['Bankinter', 'EUR'],
  ['Santander', null], ['Intesa Sanpaolo', 'EUR'], ['UniCredit', null], ['Fineco', 'EUR'],
  ['BNP Paribas', null], ['Crédit Agricole', 'EUR'], ['Société Générale', 'EUR'],
  ['Crédit Mutuel', 'EUR'], ['La Banque Postale', 'EUR'], ['Boursorama', 'EUR'],
  ['Deutsche Bank', 'EUR'], ['Commerzbank', 'EUR'], ['Sparkasse', 'EUR'], ['Volksbank', 'EUR'],
  ['Postbank', 'EUR'], ['DKB', 'EUR'], ['N26', 'EUR'], ['ING', null], ['Rabobank', 'EUR'],
  ['ABN AMRO', 'EUR'], ['KBC', 'EUR'], ['Belfius', 'EUR'], ['Erste Bank', 'EUR'],
  ['PostFinance', 'CHF'], ['UBS', null], ['Raiffeisen', null], ['Zürcher Kantonalbank', 'CHF'],
  ['PKO BP', 'PLN'], ['PKO Bank Polski', 'PLN'], ['mBank', 'PLN'], ['Bank Pekao', 'PLN'],
  ['ING Bank Śląski', 'PLN'], ['OTP Bank', 'HUF'], ['Revolut', null], ['Wise', null],
  ['Nordea', null], ['Danske Bank', null], ['SEB', 'SEK'], ['Swedbank', null], ['DNB', 'NOK'],
  // The Americas.
  ['Chase', 'USD'], ['Bank of America', 'USD'], ['Wells Fargo', 'USD'], ['Citibank', null],
  ['Capital One', 'USD'], ['American Express', null], ['U.S. Bank', 'USD'], ['PNC', 'USD'],
  ['Royal Bank of Canada', 'CAD'], ['TD Canada Trust', 'CAD'], ['Scotiabank', null],
  ['BMO', 'CAD'], ['CIBC', 'CAD'], ['Desjardins', 'CAD', SETS], ['National Bank of Canada', 'CAD'],
  ['Banque Nationale', 'CAD'], ['Tangerine', 'CAD'], ['Itaú', 'BRL'], ['Bradesco', 'BRL'], ['Nubank', 'BRL'],
  ['Banco do Brasil', 'BRL', SETS], ['Caixa Econômica Federal', 'BRL'], ['Banorte', 'MXN'],
  ['Banamex', 'MXN'],
  // Asia and Oceania.
  ['Mizuho', 'JPY'], ['MUFG', 'JPY'], ['SMBC', 'JPY'], ['Rakuten Bank', 'JPY'],
  ['Bank Central Asia', 'IDR', SETS], ['BCA', 'IDR'], ['Bank Mandiri', 'IDR', SETS],
  ['BRI', 'IDR'], ['BNI', 'IDR'], ['DBS', 'SGD'], ['OCBC', 'SGD'], ['UOB', 'SGD'],
  ['Maybank', 'MYR'], ['Kasikornbank', 'THB', SETS], ['Siam Commercial Bank', 'THB', SETS],
  ['Bangkok Bank', 'THB'], ['Commonwealth Bank', 'AUD'],
  ['Commonwealth Bank of Australia', 'AUD', SETS], ['ANZ', null], ['Westpac', 'AUD'], ['NAB', 'AUD'],
  ['HSBC', null], ['Standard Chartered', null],
  // Africa and the Middle East.
  ['First National Bank', null], ['FNB', null], ['Standard Bank', null], ['Absa', null],
  ['Capitec', 'ZAR'], ['Nedbank', 'ZAR'], ['Emirates NBD', 'AED'],
  ['Türkiye İş Bankası', 'TRY', SETS], ['İş Bankası', 'TRY'], ['Garanti BBVA', 'TRY'],
  ['Akbank', 'TRY', SETS], ['Yapı Kredi', 'TRY', SETS], ['Ziraat Bankası', 'TRY', SETS],
  ['Halkbank', 'TRY'], ['VakıfBank', 'TRY'],
];

export interface BankName {
  name: string;
  /** The currency of the one country it keeps personal accounts in; null for many. */
  currency: string | null;
  /** Whether its name alone may set the currency of a file that names none. */
  setsCurrency: boolean;
}

/** Accents dropped, and Turkish dotless ı read as i ("Bankası" as people type "bankasi"). */
const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');

/** What people call a bank besides its printed name. */
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'State Bank of India': ['sbi'],
  'Bank of America': ['bofa'],
  'Royal Bank of Canada': ['rbc'],
  'Commonwealth Bank': ['commbank', 'cba'],
  'Millennium bcp': ['millennium'],
  'Caixa Geral de Depósitos': ['cgd'],
  'Zürcher Kantonalbank': ['zkb'],
  'Royal Bank of Scotland': ['rbs'],
  'Türkiye İş Bankası': ['isbank', 'is bankasi'],
  'First National Bank': ['fnb'],
};

const asWord = (phrase: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${fold(phrase).replace(/[.]/g, '\\.')}(?![\\p{L}\\p{N}])`, 'u');

/** "ICICI Bank" is "ICICI", "Bank Mandiri" "Mandiri"; "Bank of America" stays whole. */
const coreOf = (name: string) => name.replace(/^bank (?!of )|\s+bank$/i, '');

const PATTERNS = BANKS.map(([name, currency, setsCurrency = false]) => ({
  bank: { name, currency, setsCurrency },
  pattern: asWord(name),
  called: [coreOf(name), ...(SHORT_NAMES[name] ?? [])].map((phrase) => ({
    phrase: fold(phrase),
    pattern: asWord(phrase),
  })),
}));

const BANK_BY_NAME = new Map(PATTERNS.map(({ bank }) => [bank.name, bank]));

/** The banks a text names, the longest name first ("ING Bank Śląski" before "ING"). */
export function banksNamedIn(text: string): BankName[] {
  const folded = fold(text);
  return PATTERNS.filter(({ pattern }) => pattern.test(folded))
    .map(({ bank }) => bank)
    .sort((a, b) => b.name.length - a.name.length);
}

/** The banks a text names, by name or by a code beside its label (`IFSC: SBIN0012345`). */
export function banksNamedOrCodedIn(text: string): BankName[] {
  const coded = banksCodedIn(text).flatMap((name) => BANK_BY_NAME.get(name) ?? []);
  return [...banksNamedIn(text), ...coded];
}

/**
 * The one bank a statement's own lines (its preamble and notes, never its descriptions, which
 * name the other party's bank) name; none when they name two that are not one inside the other.
 */
export function bankOfStatement(lines: readonly string[]): string | undefined {
  const text = lines.join('\n');
  const named = banksNamedOrCodedIn(text);
  const [first] = named;
  if (!first) return undefined;
  const within = (inner: BankName) => fold(first.name).includes(fold(inner.name));
  return named.every(within) ? first.name : undefined;
}

/** Every word of every bank's name and of what people call it, folded: typed right, not slips. */
export const BANK_WORDS: ReadonlySet<string> = new Set(
  PATTERNS.flatMap(({ bank, called }) => [bank.name, ...called.map(({ phrase }) => phrase)])
    .flatMap((name) => fold(name).split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length > 0),
);

/** What people call a bank the statements name ("sbi" for State Bank of India), folded. */
export function callNames(bank: string): string[] {
  return (
    PATTERNS.find((entry) => entry.bank.name === bank)?.called.map(({ phrase }) => phrase) ?? []
  );
}

/** A bank a person's words call by name, and the words they called it by (folded). */
export interface CalledBank extends BankName {
  called: string;
}

/** The banks a person's words call by name ("my ICICI account", "the Millennium one"). */
export function banksCalledIn(text: string): CalledBank[] {
  const folded = fold(text);
  return PATTERNS.flatMap(({ bank, called }) => {
    const found = called.find(({ pattern }) => pattern.test(folded));
    return found ? [{ ...bank, called: found.phrase }] : [];
  }).sort((a, b) => b.name.length - a.name.length);
}
