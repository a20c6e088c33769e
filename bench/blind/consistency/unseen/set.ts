// The UNSEEN set (seed 77031): NOT run against 8545eec. Keep it unseen until the end of the work,
// then run it once (`npx tsx bench/blind/consistency/run.ts --set unseen`) and report that run.
//
//   NBK (KW, KWD)              HTML table saved as .xls, preamble, 1,234.500 dinars, debit/credit
//   mBank (PL, PLN)            CSV ; Windows-1250, "#" headers, "-1 234,56 PLN" amounts, #Kategoria, 2 files that overlap
//   Kasikornbank (TH, THB)     CSV , Thai headers, Buddhist-era dates 05/07/2569, withdrawal/deposit
//   BBVA México (MX, MXN)      XLSX, preamble "Divisa MXN", amounts as text "$1,234.56", cargo/abono
//   PostFinance (CH, CHF)      CSV ; UTF-8 BOM, preamble, Swiss 1'234.50, Gutschrift/Lastschrift in CHF
//   Crédit Agricole (FR, EUR)  CSV ; Windows-1252, "1 234,56" with no-break spaces, Débit/Crédit euros
//   Capitec (ZA, ZAR)          CSV , ISO dates, Category, Money In/Money Out/Fee, no currency named, 2 files
//   Swedbank (SE, SEK)         CSV , "* Transaktioner" preamble line, Belopp -123.00, Valuta SEK
//   Wells Fargo (US, USD)      OFX 1.02 SGML, CURDEF USD, newest first
import type { StatementFile } from '../lib/model';
import { nbk } from './nbk';
import { mbank } from './mbank';
import { kbank } from './kbank';
import { bbva } from './bbva';
import { postfinance } from './postfinance';
import { creditAgricole } from './creditAgricole';
import { capitec } from './capitec';
import { swedbank } from './swedbank';
import { wellsFargo } from './wellsFargo';

export function unseenSet(): StatementFile[] {
  return [
    ...nbk(),
    ...mbank(),
    ...kbank(),
    ...bbva(),
    ...postfinance(),
    ...creditAgricole(),
    ...capitec(),
    ...swedbank(),
    ...wellsFargo(),
  ];
}
