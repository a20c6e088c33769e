/**
 * What people call a currency in a question ("in yen", "in Kuwaiti dinars", "en reales", "in
 * złoty"), and the countries whose accounts they mean ("my Hungarian account"), each pointing
 * at ISO codes. Words are matched on simplified text (lower case, accents dropped). A word that
 * several currencies share ("dollars", "pesos", "francs", "crowns") lists them all, and the
 * statement decides which it has. Codes that are also English words (TRY, COP, CAD, SAR, PHP,
 * WON, RON, RUB) are read only when written in capitals (see statement-names.ts).
 */
// prettier-ignore
const NAMES: readonly [codes: string, words: string][] = [
  ['USD', 'usd us_dollar us_dollars american_dollars greenbacks bucks'],
  ['USD AUD CAD NZD SGD HKD TWD', 'dollar dollars'],
  ['AUD', 'aud australian_dollar australian_dollars aussie_dollars'],
  ['CAD', 'canadian_dollar canadian_dollars'],
  ['NZD', 'nzd new_zealand_dollars kiwi_dollars'],
  ['SGD', 'sgd singapore_dollars singapore_dollar'],
  ['HKD', 'hkd hong_kong_dollars'],
  ['TWD', 'twd taiwan_dollars new_taiwan_dollars'],
  ['EUR', 'eur euro euros'],
  ['GBP', 'gbp pound pounds sterling quid'],
  ['INR', 'inr rupee rupees rs rupaye rupaiya'],
  ['PKR LKR NPR INR', 'rupees rupee'],
  ['IDR', 'idr rupiah'],
  ['JPY', 'jpy yen'],
  ['CNY', 'cny rmb yuan renminbi'],
  ['KRW', 'krw korean_won'],
  ['HUF', 'huf forint forints'],
  ['PLN', 'pln zloty zlotys zlote zlotych złoty złote złotych'],
  ['CZK', 'czk koruna korun czech_crowns'],
  ['SEK', 'sek swedish_krona swedish_kronor kronor'],
  ['NOK', 'nok norwegian_krone norwegian_kroner'],
  ['DKK', 'dkk danish_krone danish_kroner'],
  ['SEK NOK DKK ISK', 'krona krone kroner kronur crowns'],
  ['CHF', 'chf swiss_francs swiss_franc franken'],
  ['CHF XOF XAF', 'franc francs'],
  ['BRL', 'brl reais brazilian_reais'],
  ['MXN', 'mxn mexican_pesos mexican_peso'],
  ['MXN ARS COP CLP PHP UYU DOP', 'peso pesos'],
  ['ARS', 'ars argentine_pesos'],
  ['COP', 'colombian_pesos'],
  ['CLP', 'clp chilean_pesos'],
  ['PHP', 'philippine_pesos piso'],
  ['THB', 'thb baht'],
  ['MYR', 'myr ringgit'],
  ['VND', 'vnd dong'],
  ['TRY', 'turkish_lira lira liras'],
  ['ZAR', 'zar rands'],
  ['NGN', 'ngn naira'],
  ['KES', 'kes kenyan_shillings'],
  ['AED', 'aed dirham dirhams'],
  ['SAR', 'saudi_riyals riyal riyals'],
  ['QAR', 'qar qatari_riyals'],
  ['KWD', 'kwd kuwaiti_dinar kuwaiti_dinars'],
  ['BHD', 'bhd bahraini_dinar bahraini_dinars'],
  ['JOD', 'jod jordanian_dinars'],
  ['KWD BHD JOD IQD LYD TND', 'dinar dinars'],
  ['OMR', 'omr omani_rials rial rials'],
  ['EGP', 'egp egyptian_pounds'],
  ['ILS', 'ils shekel shekels'],
  ['RON', 'lei'],
  ['RUB', 'rouble roubles ruble rubles'],
  ['UAH', 'uah hryvnia'],
];

/** A country's people or the country ("my Hungarian account", "in Japan"): its currency. */
// prettier-ignore
const COUNTRIES: readonly [code: string, words: string][] = [
  ['USD', 'american usa us u_s united_states america estadounidense americano americana amerikanisch americain アメリカ'],
  ['GBP', 'british uk english scottish welsh britain britanico britannico britannique britisch イギリス'],
  ['INR', 'indian india indiano indiana indien indienne indisch indischen indio indyjski インド'],
  ['JPY', 'japanese japan japones japonesa giapponese japonais japanisch 日本'],
  ['HUF', 'hungarian hungary magyar'],
  ['PLN', 'polish poland polaco polacco polonais polnisch polski polskie'],
  ['IDR', 'indonesian indonesia'],
  ['BRL', 'brazilian brazil brasil brasileiro brasileira brasileno brasiliano bresilien brasilianisch ブラジル'],
  ['MXN', 'mexican mexico mexicano mexicana messicano mexicain mexikanisch メキシコ'],
  ['AUD', 'australian australia aussie australiano australiana australien australienne australisch australijski オーストラリア'],
  ['CAD', 'canadian canada'],
  ['CHF', 'swiss switzerland suizo suiza suico suica svizzero svizzera suisse schweizer schweiz zwitsers szwajcarski スイス'],
  ['SEK', 'swedish sweden'],
  ['NOK', 'norwegian norway'],
  ['DKK', 'danish denmark'],
  ['CZK', 'czech czechia'],
  ['THB', 'thai thailand'],
  ['ZAR', 'south_african south_africa'],
  ['KWD', 'kuwaiti kuwait'],
  ['BHD', 'bahraini bahrain'],
  ['AED', 'emirati uae dubai'],
  ['SGD', 'singaporean singapore'],
  ['TRY', 'turkish turkey'],
  ['KRW', 'korean korea'],
  ['CNY', 'chinese china'],
  ['EUR', 'german germany french france spanish spain italian italy dutch netherlands irish ireland portuguese portugal belgian belgium austrian austria finnish finland greek greece portugues portuguesa portoghese portugais portugiesisch espanol espanola spagnolo espagnol spanisch aleman alemana tedesco allemand deutsch deutsches frances francesa francese francais franzosisch italiano italiana italien italienisch holandes olandese neerlandais niederlandisch ポルトガル スペイン ドイツ フランス イタリア'],
];

/** The language a country's banks write in, to tell its account from others in one currency. */
// prettier-ignore
export const COUNTRY_LANGUAGES: Readonly<Record<string, string>> = {
  german: 'de', germany: 'de', austrian: 'de', austria: 'de', french: 'fr', france: 'fr',
  spanish: 'es', spain: 'es', italian: 'it', italy: 'it', dutch: 'nl', netherlands: 'nl',
  portuguese: 'pt', portugal: 'pt', polish: 'pl', poland: 'pl', indonesian: 'id',
  indonesia: 'id', japanese: 'ja', japan: 'ja', brazilian: 'pt', brazil: 'pt', brasil: 'pt',
  mexican: 'es', mexico: 'es',
  // The same countries' adjectives in the other languages people ask in.
  portugues: 'pt', portuguesa: 'pt', portoghese: 'pt', portugais: 'pt', portugiesisch: 'pt',
  espanol: 'es', espanola: 'es', spagnolo: 'es', espagnol: 'es', spanisch: 'es', aleman: 'de',
  alemana: 'de', tedesco: 'de', allemand: 'de', deutsch: 'de', deutsches: 'de', frances: 'fr',
  francesa: 'fr', francese: 'fr', francais: 'fr', franzosisch: 'fr', italiano: 'it',
  italiana: 'it', italien: 'it', italienisch: 'it', holandes: 'nl', olandese: 'nl',
  neerlandais: 'nl', niederlandisch: 'nl', ポルトガル: 'pt', スペイン: 'es', ドイツ: 'de',
  フランス: 'fr', イタリア: 'it',
};

const table = (rows: readonly [string, string][]) =>
  rows.flatMap(([codes, words]) =>
    // Phrases of several words are written joined by `_`.
    words.split(' ').map((word) => ({ word: word.replace(/_/g, ' '), codes: codes.split(' ') })),
  );

/** Every currency word and phrase, longest first, so "swiss francs" is read before "francs". */
export const CURRENCY_WORDS = table(NAMES).sort((a, b) => b.word.length - a.word.length);
export const COUNTRY_WORDS = table(COUNTRIES).sort((a, b) => b.word.length - a.word.length);
