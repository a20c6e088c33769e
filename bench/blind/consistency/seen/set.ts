// The SEEN set (seed 20261207): nine accounts in eight currencies, eleven files. Run once against
// 8545eec; its first-run score is in ../FIRST-RUN.md.
//
//   OTP Bank (HU, HUF)        CSV ; Windows-1250, whole forints, running balance, 2 files that overlap
//   MUFG Bank (JP, JPY)       CSV , Shift_JIS, half-width katakana, "1,200" amounts, no currency named
//   BBK (BH, BHD)             XLSX with a preamble, numeric cells with three decimals, debit/credit
//   Bank Mandiri (ID, IDR)    CSV , preamble, Indonesian 1.500.000,00 amounts, debit/credit
//   Sparkasse (DE, EUR)       CSV-CAMT ; Windows-1252, dd.mm.yy, 2 files that overlap
//   ING (NL, EUR)             CSV ; yyyymmdd, Af/Bij with unsigned amounts, balance
//   Chase (US, USD)           CSV , MM/DD/YYYY, trailing comma, balance, no currency named
//   SBI (IN, INR)             tab-separated text saved as .xls, lakh grouping, footer line
//   Monzo (GB, GBP)           CSV , categories, Money Out / Money In, two identical coffees
import type { StatementFile } from '../lib/model';
import { otp } from './otp';
import { mufg } from './mufg';
import { bbk } from './bbk';
import { mandiri } from './mandiri';
import { sparkasse } from './sparkasse';
import { ing } from './ing';
import { chase } from './chase';
import { sbi } from './sbi';
import { monzo } from './monzo';

export function seenSet(): StatementFile[] {
  return [
    ...otp(),
    ...mufg(),
    ...bbk(),
    ...mandiri(),
    ...sparkasse(),
    ...ing(),
    ...chase(),
    ...sbi(),
    ...monzo(),
  ];
}
