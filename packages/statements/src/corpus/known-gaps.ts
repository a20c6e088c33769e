/**
 * Corpus files the readers do not yet read exactly, each with what goes wrong. Their tests are
 * expected to fail (`it.fails`), so fixing a reader turns one red until it is taken off here.
 */
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};

/**
 * Files of the second wave (`layouts/wave-two.ts`) the readers do not read exactly, each with
 * what goes wrong, recorded from the first run on layouts the readers had never seen.
 */
export const WAVE_TWO_GAPS: Readonly<Record<string, string>> = {
  'nz-asb-streamline (csv)':
    'the closing balance in the preamble line `Ledger Balance : … as of yyyymmdd` is not read',
  'sg-dbs-savings (csv)':
    "only Transaction Ref1 of the three reference columns is the description; the preamble's Ledger Balance is not read as the closing",
  'my-maybank-savings (pdf)':
    'refused as not a statement: no table found (ENTRY DATE / TRANSACTION AMOUNT headers, amounts signed after them, payee on the next line)',
  'za-standardbank-current (csv)':
    'the headerless OPEN and CLOSE lines are read as transactions, and the kind and payee columns are not the description',
  'ke-mpesa-statement (pdf)':
    'refused as not a statement: no table found (Completion Time with seconds, Paid In / Withdrawn columns)',
  'ie-aib-current (csv)':
    'the header with spaces after its commas is not found, so columns are guessed: only Debit Amount is read, as money in (credit rows lost); no currency',
  'at-george-giro (csv)':
    'the description is the Buchungsreferenz column, not Partnername and Buchungs-Info',
  'at-george-giro (xlsx)':
    'the description is the Buchungsreferenz column, not Partnername and Buchungs-Info',
  'be-belfius-zicht (csv)':
    'the description is not the Transactie text (empty on card payments, the structured communication alone on others); Laatste saldo not read as the closing',
  'cz-fio-ucet (csv)':
    'refused as not a statement: no table found under the key-value preamble (Datum / Objem / Měna headers)',
  'hu-otp-szamla (csv)':
    "headerless: the description column is guessed wrong (the partner's account on some rows), and no opening or closing from the balance column",
  'gr-eurobank-logariasmos (xls)':
    'the Χ/Π direction column is not read, so every amount is money in; the Νόμισμα line gives no currency; no opening or closing',
  'gr-eurobank-logariasmos (csv)':
    'the Χ/Π direction column is not read, so every amount is money in; the Νόμισμα line gives no currency; no opening or closing',
  'tr-garanti-vadesiz (xlsx)':
    '`Döviz Cinsi: TL` gives no currency (TRY), and no opening or closing from the Bakiye column',
  'tr-garanti-vadesiz (xls)':
    '`Döviz Cinsi: TL` gives no currency (TRY), and no opening or closing from the Bakiye column',
  'ar-galicia-cuenta (csv)':
    'amounts read as 0 and the description empty: the Débitos/Créditos columns with `0,00` on the unused side and Saldo are not told apart',
  'jp-rakuten-futsu (csv)':
    '`(円)` in the money headers gives no currency, so yen are read with two decimals (×100); no opening or closing',
  'kr-shinhan-jeochuk (xls)':
    'refused as not a statement: no table found (Korean headers 거래일자, 출금(원), 입금(원), 잔액(원))',
  'kr-shinhan-jeochuk (html)':
    'refused as not a statement: no table found (Korean headers 거래일자, 출금(원), 입금(원), 잔액(원))',
  'il-leumi-osh (html)':
    'the Hebrew header is not found, so columns are guessed: only the debit column is read (credits lost), unsigned as money in; no currency from בש"ח',
  'il-leumi-osh (xlsx)':
    'the Hebrew header is not found, so columns are guessed: only the debit column is read (credits lost), unsigned as money in; no currency from בש"ח',
  'il-isracard-card (xlsx)':
    'charges positive read as money in (refunds as money out), ₪ gives no currency, and פירוט נוסף is left out of the description',
};
