import { ibansIn } from './iban-currency';

/**
 * The four letters that name a bank in its SWIFT/BIC code (`CAIXESBBXXX`) and, in India, its
 * IFSC (`SBIN0012345`): statements print them where they print no bank name ("IFS Code :
 * SBIN0012345"). A few groups use one code in several countries, told apart by the country
 * letters that follow (`INGBNL`, `INGBPL`). Names are those of bank-names.ts.
 */
// prettier-ignore
const CODES: Readonly<Record<string, string>> = {
  // India (the IFSC's first four letters are the bank's SWIFT code).
  SBIN: 'State Bank of India', HDFC: 'HDFC Bank', ICIC: 'ICICI Bank', UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank', PUNB: 'Punjab National Bank', BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank', INDB: 'IndusInd Bank', IDFB: 'IDFC First Bank', YESB: 'Yes Bank',
  UBIN: 'Union Bank of India', FDRL: 'Federal Bank', BKID: 'Bank of India',
  CBIN: 'Central Bank of India', IOBA: 'Indian Overseas Bank',
  // United Kingdom and Ireland.
  BARC: 'Barclays', LOYD: 'Lloyds Bank', NWBK: 'NatWest', HLFX: 'Halifax', NAIA: 'Nationwide',
  MONZ: 'Monzo', SRLG: 'Starling Bank', TSBS: 'TSB', RBOS: 'Royal Bank of Scotland',
  BOFI: 'Bank of Ireland', AIBK: 'AIB',
  // Europe.
  BCOM: 'Millennium bcp', CGDI: 'Caixa Geral de Depósitos', BESC: 'Novo Banco', CAIX: 'CaixaBank',
  BBVA: 'BBVA', BSAB: 'Banco Sabadell', BKBK: 'Bankinter', BSCH: 'Santander', BCIT: 'Intesa Sanpaolo',
  UNCR: 'UniCredit', FEBI: 'Fineco', BNPA: 'BNP Paribas', AGRI: 'Crédit Agricole',
  SOGE: 'Société Générale', CMCI: 'Crédit Mutuel', PSST: 'La Banque Postale', BOUS: 'Boursorama',
  DEUT: 'Deutsche Bank', COBA: 'Commerzbank', PBNK: 'Postbank', BYLA: 'DKB', NTSB: 'N26',
  INGD: 'ING', INGBNL: 'ING', INGBPL: 'ING Bank Śląski', RABO: 'Rabobank', ABNA: 'ABN AMRO',
  KRED: 'KBC', GKCC: 'Belfius', GIBA: 'Erste Bank', POFI: 'PostFinance', UBSW: 'UBS',
  ZKBK: 'Zürcher Kantonalbank', BPKO: 'PKO BP', BREX: 'mBank', PKOP: 'Bank Pekao', OTPV: 'OTP Bank',
  REVO: 'Revolut', TRWI: 'Wise', NDEA: 'Nordea', DABA: 'Danske Bank', ESSE: 'SEB',
  SWED: 'Swedbank', DNBA: 'DNB',
  // The Americas.
  CHAS: 'Chase', BOFA: 'Bank of America', WFBI: 'Wells Fargo', CITI: 'Citibank', USBK: 'U.S. Bank',
  PNCC: 'PNC', ROYC: 'Royal Bank of Canada', TDOM: 'TD Canada Trust', NOSC: 'Scotiabank',
  BOFM: 'BMO', CIBC: 'CIBC', ITAU: 'Itaú', BBDE: 'Bradesco', BRAS: 'Banco do Brasil',
  CEFX: 'Caixa Econômica Federal', MENO: 'Banorte', BNMX: 'Banamex',
  // Asia and Oceania.
  MHCB: 'Mizuho', BOTK: 'MUFG', SMBC: 'SMBC', RAKT: 'Rakuten Bank', CENA: 'Bank Central Asia',
  BMRI: 'Bank Mandiri', BRIN: 'BRI', BNIN: 'BNI', DBSS: 'DBS', OCBC: 'OCBC', UOVB: 'UOB',
  MBBE: 'Maybank', KASI: 'Kasikornbank', SICO: 'Siam Commercial Bank', BKKB: 'Bangkok Bank',
  CTBA: 'Commonwealth Bank', ANZB: 'ANZ', WPAC: 'Westpac', NATA: 'NAB', HSBC: 'HSBC',
  SCBL: 'Standard Chartered',
};

/**
 * Banks by the national bank code inside an IBAN (`ES76 2100 …` is CaixaBank's): where it
 * stands in each country's IBAN, and the codes of the banks of bank-names.ts. In the Netherlands,
 * Britain and Ireland it is the bank's SWIFT code, read from CODES.
 */
// prettier-ignore
const IBAN_CODES: Readonly<Record<string, { at: number; length: number; banks?: Readonly<Record<string, string>> }>> = {
  ES: { at: 4, length: 4, banks: { '2100': 'CaixaBank', '2038': 'CaixaBank', '0049': 'Santander', '0182': 'BBVA', '0081': 'Banco Sabadell', '0128': 'Bankinter', '1465': 'ING' } },
  PT: { at: 4, length: 4, banks: { '0033': 'Millennium bcp', '0035': 'Caixa Geral de Depósitos', '0007': 'Novo Banco', '0018': 'Santander' } },
  PL: { at: 4, length: 4, banks: { '1140': 'mBank', '1020': 'PKO BP', '1240': 'Bank Pekao', '1050': 'ING Bank Śląski', '1090': 'Santander' } },
  DE: { at: 4, length: 8, banks: { '50010517': 'ING', '10011001': 'N26', '12030000': 'DKB' } },
  IT: { at: 5, length: 5, banks: { '03069': 'Intesa Sanpaolo', '02008': 'UniCredit', '03015': 'Fineco' } },
  FR: { at: 4, length: 5, banks: { '30003': 'Société Générale', '30004': 'BNP Paribas', '10278': 'Crédit Mutuel', '20041': 'La Banque Postale', '40618': 'Boursorama' } },
  TR: { at: 4, length: 5, banks: { '00064': 'Türkiye İş Bankası', '00046': 'Akbank', '00067': 'Yapı Kredi', '00010': 'Ziraat Bankası', '00062': 'Garanti BBVA' } },
  NL: { at: 4, length: 4 },
  GB: { at: 4, length: 4 },
  IE: { at: 4, length: 4 },
};

/** The bank an IBAN's national bank code names, when it is one of ours. */
function bankOfIban(iban: string): string | undefined {
  const country = iban.slice(0, 2);
  const place = IBAN_CODES[country];
  if (!place) return undefined;
  const code = iban.slice(place.at, place.at + place.length);
  return place.banks ? place.banks[code] : (CODES[code + country] ?? CODES[code]);
}

/**
 * A code after its label: `IFSC: SBIN0012345`, `IFS Code : SBIN0012345`, `BIC CAIXESBBXXX`,
 * `SWIFT/BIC: INGDDEFFXXX`. Only beside a label: four capitals and a country anywhere else may
 * be a reference.
 */
const LABELLED =
  /\b(?:IFSC?|IFS CODE|BIC|SWIFT(?: ?\/ ?BIC)?(?: CODE)?|BIC ?\/ ?SWIFT)\b[\s.:=/-]{0,6}(([A-Z]{4})(?:0[A-Z0-9]{6}|([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?))\b/gi;

/** The banks the codes printed in these lines name (IFSC, BIC, an IBAN's bank code). */
export function banksCodedIn(text: string): string[] {
  const found: string[] = [];
  for (const iban of ibansIn(text)) {
    const name = bankOfIban(iban);
    if (name && !found.includes(name)) found.push(name);
  }
  for (const match of text.matchAll(LABELLED)) {
    // Labels in any case ("Swift code"), codes in capitals only: "bic see below" is no code.
    const [, code = '', bank = '', country = ''] = match;
    if (code !== code.toUpperCase()) continue;
    const name = CODES[bank + country] ?? CODES[bank];
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}
