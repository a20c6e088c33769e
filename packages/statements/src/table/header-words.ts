import type { Role } from './columns';

/**
 * Header words by the role of their column, as banks print them. Written naturally (accents,
 * Thai and Devanagari script) and compared after the same normalisation as the file's header, so
 * an entry matches however the bank cased or punctuated it.
 *
 * Languages: English (US, UK, Indian), German, Dutch, French, Spanish, Italian, Portuguese,
 * Romanian, Polish, Hungarian, Lithuanian, Swedish, Danish, Norwegian, Finnish, Indonesian, Thai,
 * and Hindi in Devanagari and in Latin transliteration.
 */
/**
 * Headers of a column that only says which way each amount went: its blank cells take the
 * direction it does not mark (a `CR` column leaves charges blank).
 */
// prettier-ignore
export const DIRECTION_HEADERS = [
  'direction', 'd/k', 'dr/cr', 'cr/dr', 'debit/credit', 'credit/debit', 'd/c', 'c/d', 'in/out', 'bevétel/kiadás',
  'af bij', 'af/bij', 'debet/kredit', 'debit/kredit', 's/h', 'soll/haben', 'billingamountsign', 'billing amount sign', 'amount sign', 'creditdebet',
  'debit credit indicator', 'credit debit indicator', 'sign',
];

// prettier-ignore
export const HEADER_WORDS: Record<Role, string[]> = {
  date: [
    'date', 'transaction date', 'trans date', 'txn date', 'tran date', 'booking date', 'date processed', 'datetime', 'transaction datetime', 'transaction date time', 'started date', 'operation date', 'posting date and time',
    'datum', 'buchung', 'buchungstag', 'einkaufs-datum', 'einkaufsdatum', 'kaufdatum', 'buchungsdatum', 'transaktionsdatum', 'umsatzdatum',
    'boekdatum', 'boekingsdatum', 'transactiedatum',
    'date operation', "date de l'opération", "date d'opération", 'date comptable',
    'fecha', 'fecha operación', 'fecha de operación', 'fecha contable', 'fecha movimiento',
    'data', 'data operazione', 'data contabile',
    'data movimento', 'data do movimento', 'data mov', 'data mov.', 'data lançamento', 'data de lançamento', 'data transação',
    'data înregistrare', 'data înregistrării', 'data tranzacției', 'data tranzacție', 'data operațiunii',
    'data operacji', 'data księgowania', 'data transakcji',
    'tranzakció dátuma', 'tranzakció időpontja',
    'bokföringsdag', 'bokföringsdatum', 'transaktionsdag', 'dato', 'bogføringsdato', 'bokføringsdato', 'transaksjonsdato',
    'päivämäärä', 'päiväys', 'kirjauspäivä', 'tapahtumapäivä',
    'tanggal', 'tanggal transaksi', 'tgl', 'tgl transaksi',
    'วันที่', 'วันที่ทำรายการ', 'วัน เวลา',
    'दिनांक', 'तारीख', 'dinank', 'tarikh', 'tareekh',
  ],
  bookingDate: ['data registrazione', 'könyvelés dátuma', 'verbucht am'],
  secondaryDate: [
    'value date', 'posted date', 'posting date', 'post date', 'value dt', 'completed date', 'settlement date',
    'valutadatum', 'wertstellung', 'wertstellungsdatum', 'rentedatum', 'értéknap', 'date de valeur', 'date valeur',
    'data valuta', 'fecha valor', 'data valutei', 'data waluty', 'valutadag', 'arvopäivä', 'rentedato',
    'tanggal valuta',
  ],
  description: [
    'description', 'details', 'detail', 'narrative', 'narration', 'particulars', 'memo', 'transaction description', 'transaction details', 'desc', 'label', 'reason', 'note', 'notes', 'subject', 'remarks', 'transaction remarks', 'transaction particulars', 'txn remarks', 'purpose', 'text', 'payment reference', 'remittance information',
    'verwendungszweck', 'beschreibung', 'buchungsdetails',
    'omschrijving', 'mededelingen',
    'libellé', "libellé de l'opération", 'libellé opération',
    'concepto', 'descripción', 'movimiento',
    'descrizione', 'descrizione operazione', 'causale', 'operazione', 'dettagli',
    'descrição', 'histórico', 'descritivo',
    'descriere', 'detalii', 'detalii tranzacție', 'explicație', 'explicatii',
    'opis', 'tytuł', 'tytuł operacji', 'opis operacji',
    'közlemény', 'részletek', 'aprašymas', 'paskirtis',
    'beskrivning', 'meddelande', 'tekst', 'beskrivelse', 'forklaring',
    'selite', 'viesti', 'kuvaus',
    'keterangan', 'uraian', 'uraian transaksi', 'deskripsi',
    'รายการ', 'รายละเอียด',
    'विवरण', 'vivaran', 'vivran',
  ],
  payee: [
    'payee', 'name', 'beneficiary', 'counterparty', 'counterparty name', 'merchant', 'merchant name', 'payee name', 'partner name',
    'auftraggeber / empfänger', 'auftraggeber / begünstigter', 'begünstigter / auftraggeber', 'beguenstigter/zahlungspflichtiger', 'auftraggeber', 'begünstigter', 'empfänger', 'zahlungsempfänger', 'zahlungspflichtiger',
    'naam tegenpartij', 'naam / omschrijving', 'naam', 'tegenpartij', 'tegenrekeninghouder', 'counter party',
    'bénéficiaire', 'tiers', 'beneficiario', 'favorecido',
    'beneficiar', 'ordonator', 'beneficiar / ordonator',
    'kontrahent', 'odbiorca', 'nadawca / odbiorca',
    'partner neve', 'ellenoldali név', 'gavėjas', 'mokėtojas',
    'mottagare', 'modtager', 'saaja / maksaja', 'saaja', 'penerima',
  ],
  amount: [
    'amount', 'transaction amount', 'amount total', 'value',
    'betrag', 'umsatz', 'summe', 'bedrag', 'montant',
    'importe', 'monto', 'cantidad', 'importo', 'valor', 'montante', 'quantia',
    'suma', 'valoare', 'kwota', 'összeg', 'tranzakció összege',
    'belopp', 'beløb', 'beløp', 'määrä', 'summa',
    'jumlah', 'nominal', 'mutasi',
    'จำนวนเงิน', 'ยอดเงิน',
    'राशि', 'rashi', 'raashi', 'rakam',
  ],
  debit: [
    'debit', 'debits', 'debit amount', 'debit amt', 'withdrawal', 'withdrawals', 'withdrawal amount', 'withdrawal amt', 'money out', 'paid out', 'outflow', 'charges', 'dr',
    'soll', 'ausgang', 'belastung', 'lastschrift',
    'af', 'afschrijving',
    'débit', 'débits', 'cargo', 'cargos', 'debe', 'retiro', 'retiros',
    'uscite', 'addebiti', 'dare', 'débito', 'saída', 'saídas',
    'suma debit',
    'obciążenia', 'obciążenie', 'wypłata', 'wypłaty',
    'terhelés', 'uttag', 'udbetaling', 'hævet', 'ut fra konto', 'uttak fra konto', 'uttak', 'veloitus', 'otto',
    'debet', 'mutasi debet', 'keluar',
    'ถอน', 'ถอนเงิน', 'เดบิต',
    'नामे', 'निकासी', 'naame', 'nikasi',
  ],
  credit: [
    'credit', 'credits', 'credit amount', 'credit amt', 'deposit', 'deposits', 'deposit amount', 'deposit amt', 'money in', 'paid in', 'inflow', 'cr',
    'haben', 'eingang', 'gutschrift',
    'bij', 'bijschrijving',
    'crédit', 'crédits', 'abono', 'abonos', 'haber', 'depósito', 'depósitos', 'ingreso', 'ingresos',
    'entrate', 'accrediti', 'avere', 'crédito', 'entrada', 'entradas',
    'suma credit',
    'uznania', 'uznanie', 'wpłata', 'wpłaty',
    'jóváírás', 'insättning', 'indbetaling', 'indsat', 'inn på konto', 'innskudd på konto', 'innskudd', 'pano', 'hyvitys',
    'kredit', 'mutasi kredit', 'masuk',
    'ฝาก', 'ฝากเงิน', 'เครดิต',
    'जमा', 'jama',
  ],
  gross: ['gross', 'brutto', 'gross amount'],
  fee: ['fee', 'fees', 'amount fee', 'commission', 'gebühr', 'gebühren', 'frais', 'comisión', 'commissione', 'taxa', 'comision', 'opłata', 'prowizja', 'avgift', 'gebyr', 'biaya'],
  net: ['net', 'netto', 'net amount'],
  balance: [
    'balance', 'running balance', 'runningbalance', 'current balance', 'closing balance', 'balance amount', 'account balance', 'ledger balance',
    'bal', 'bal.',
    'saldo', 'kontostand', 'saldo na trn', 'saldo na mutatie', 'saldo na boeking', 'saldo po operacji', 'saldo po transakcji', 'bokfört saldo', 'disponible',
    'saldo contabilístico', 'saldo contábil', 'solde', 'sold', 'sold contabil', 'egyenleg', 'likutis',
    'ยอดคงเหลือ', 'ยอดเงินคงเหลือ', 'คงเหลือ',
    'शेष', 'shesh',
  ],
  type: ['type', 'transaction type', 'typ', 'tipo', 'buchungstext', 'mutatiesoort', ...DIRECTION_HEADERS],
  currency: ['currency', 'currency code', 'ccy', 'munt', 'devizanem', 'tranzakció devizaneme', 'währung', 'waehrung', 'monn', 'moneda', 'devise', 'valuta', 'valiuta', 'moeda', 'waluta', 'divisa', 'valutacode', 'valuutta', 'mata uang', 'สกุลเงิน'],
  reference: ['reference', 'ref', 'reference no', 'reference number', 'ref no', 'transaction id', 'id', 'check number', 'checknumber', 'check', 'cheque no', 'chq ref no', 'ref no cheque no', 'transactiereferentie', 'n° de transaction', 'record id', 'operation number', 'volgnr', 'numero', 'banki azonosító', 'referenz', 'referencia', 'riferimento', 'referência', 'no referensi', 'หมายเลขเช็ค', 'เลขที่อ้างอิง'],
  category: ['category', 'tranzakció kategória', 'class', 'kategorie', 'categoria', 'categorie', 'kategoria', 'catégorie', 'categoría', 'kategori'],
  status: ['status', 'stato operazione', 'stato', 'state', 'estado', 'statut', 'stare'],
  account: ['account', 'numero carta', 'account number', 'account no', 'iban', 'iban/bban', 'card no', 'card number', 'kontonummer', 'számlaszám', 'rekeningnummer', 'konto', 'sąskaita', 'rekening', 'compte', 'cuenta', 'conto', 'conta', 'cont', 'rachunek', 'tili'],
  from: ['from'],
  to: ['to'],
};
