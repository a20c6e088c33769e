/**
 * Currencies written in words where a code or a symbol would stand: after a money column's name
 * (`Amount (in Rs)`, `Betrag (Kč)`), in a currency column (`TL`), under a preamble's currency
 * label (`Valuta: LEI`, `Moneda: Pesos Uruguayos`). Written naturally and compared after the
 * header's normalisation (lower case, no accents, punctuation as spaces), each name in the
 * languages of the countries that use the currency and in English, singular and plural.
 */
// prettier-ignore
const NAMES: Record<string, readonly string[]> = {
  ARS: ['peso argentino', 'pesos argentinos', 'argentine peso', 'argentine pesos'],
  AUD: ['australian dollar', 'australian dollars'],
  BDT: ['taka', 'টাকা'],
  BGN: ['лв', 'лев', 'лева', 'lev', 'leva'],
  BRL: ['reais', 'real brasileiro', 'reais brasileiros', 'brazilian real', 'brazilian reais'],
  CAD: ['canadian dollar', 'canadian dollars', 'dollar canadien', 'dollars canadiens'],
  CHF: ['swiss franc', 'swiss francs', 'franken', 'schweizer franken', 'franc suisse', 'francs suisses', 'franchi svizzeri'],
  CLP: ['peso chileno', 'pesos chilenos', 'chilean peso', 'chilean pesos'],
  CNY: ['元', 'yuan', 'renminbi', 'rmb', '人民币', '人民幣'],
  COP: ['peso colombiano', 'pesos colombianos', 'colombian peso', 'colombian pesos'],
  CRC: ['colones', 'colón costarricense', 'colones costarricenses'],
  CZK: ['kč', 'koruna', 'korun', 'koruna česká', 'korun českých', 'czech koruna'],
  DKK: ['danske kroner', 'danish krone', 'danish kroner'],
  DOP: ['peso dominicano', 'pesos dominicanos', 'dominican peso', 'dominican pesos'],
  EUR: ['euro', 'euros', 'евро', 'євро', 'ευρώ'],
  GBP: ['sterling', 'pound sterling', 'pounds sterling', 'british pound', 'british pounds', 'libra esterlina', 'libras esterlinas', 'livre sterling', 'livres sterling'],
  GEL: ['lari', 'ლარი'],
  GHS: ['cedi', 'cedis'],
  GTQ: ['quetzal', 'quetzales'],
  HKD: ['hong kong dollar', 'hong kong dollars', '港币', '港幣'],
  HNL: ['lempira', 'lempiras'],
  HUF: ['ft', 'forint'],
  IDR: ['rp', 'rupiah'],
  // Shekels, `ש"ח`, also written `בש"ח` ("in shekels") after a Hebrew header.
  ILS: ['ש"ח', 'בש"ח', 'shekel', 'shekels', 'new israeli shekel', 'שקל'],
  INR: ['rs', 'rupees', 'indian rupee', 'indian rupees', 'रुपये', 'रुपया'],
  ISK: ['kronur', 'íslenskar krónur'],
  JPY: ['円', 'yen', 'japanese yen', '日本円'],
  KES: ['ksh', 'kshs', 'kenya shillings', 'kenyan shilling', 'kenyan shillings'],
  KRW: ['원', 'korean won'],
  KZT: ['тенге', 'tenge'],
  MKD: ['денар', 'денари'],
  MXN: ['peso mexicano', 'pesos mexicanos', 'mexican peso', 'mexican pesos'],
  MYR: ['rm', 'ringgit'],
  NIO: ['córdoba', 'córdobas'],
  NOK: ['norske kroner', 'norwegian krone', 'norwegian kroner'],
  NZD: ['new zealand dollar', 'new zealand dollars'],
  PAB: ['balboa', 'balboas'],
  PEN: ['soles', 'nuevos soles', 'sol peruano', 'soles peruanos'],
  PHP: ['philippine peso', 'philippine pesos', 'peso filipino', 'pesos filipinos'],
  PLN: ['zl', 'zł', 'złoty', 'złotych', 'zlotys', 'polish zloty'],
  PYG: ['guaraní', 'guaraníes'],
  RON: ['lei', 'leu'],
  // The genitive plural of Serbia's own currency; a bare dinar could be Algeria's, Iraq's…
  RSD: ['dinara', 'динара'],
  RUB: ['руб', 'рубль', 'рубля', 'рублей', 'ruble', 'rubles', 'rouble', 'roubles'],
  SEK: ['kronor', 'svenska kronor', 'swedish krona', 'swedish kronor'],
  SGD: ['singapore dollar', 'singapore dollars'],
  THB: ['baht', 'บาท'],
  TRY: ['tl', 'türk lirası', 'turkish lira'],
  TWD: ['ntd', 'new taiwan dollar', 'new taiwan dollars', '新台幣', '新臺幣'],
  TZS: ['tsh', 'tshs', 'tanzania shillings', 'tanzanian shilling', 'tanzanian shillings'],
  UAH: ['грн', 'гривня', 'гривні', 'гривень', 'гривна', 'hryvnia'],
  UGX: ['ush', 'ushs', 'uganda shillings', 'ugandan shilling', 'ugandan shillings'],
  USD: ['us dollar', 'us dollars', 'united states dollar', 'united states dollars', 'dólar estadounidense', 'dólares estadounidenses', 'dólar americano', 'dólares americanos', 'dollar américain', 'dollars américains', 'доллар сша', 'долар сша'],
  UYU: ['peso uruguayo', 'pesos uruguayos', 'uruguayan peso', 'uruguayan pesos'],
  VES: ['bolívar', 'bolívares'],
  VND: ['dong', 'đồng'],
  ZAR: ['rand'],
};

/**
 * Words that name a unit shared by several currencies: taken off a header as its unit, but they
 * say no currency. A wrong currency would rescale every amount; none leaves it to be asked.
 */
// prettier-ignore
const SHARED = [
  'kr', 'kroner', 'krone', 'dollar', 'dollars', 'dólar', 'dólares', 'peso', 'pesos', 'pound', 'pounds',
  'franc', 'francs', 'dinar', 'dinars', 'dirham', 'dirhams', 'riyal', 'shillings', 'rupee',
];

/** Each word with the currency it names, or null for a unit shared by several. */
export const CURRENCY_WORDS: readonly (readonly [string, string | null])[] = [
  ...Object.entries(NAMES).flatMap(([code, words]) => words.map((word) => [word, code] as const)),
  ...SHARED.map((word) => [word, null] as const),
];
