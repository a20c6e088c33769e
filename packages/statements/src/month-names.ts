/**
 * Month names as banks print them in dates (`31 iulie 2025`, `15. března 2024`, `5 de marzo de
 * 2024`), January to December in each language: the name, the forms a date puts it in (Slavic
 * and Baltic genitives, Finnish partitives) and the usual abbreviations, alternatives split by
 * `|`. Languages: the EU's but Irish (whose banks write English), with Norwegian, Icelandic,
 * Turkish, Serbian and Bosnian (Latin and Cyrillic), Macedonian, Russian and Ukrainian.
 */
// prettier-ignore
const LANGUAGES: readonly (readonly string[])[] = [
  // English
  ['january|jan', 'february|feb', 'march|mar', 'april|apr', 'may', 'june|jun', 'july|jul',
    'august|aug', 'september|sept|sep', 'october|oct', 'november|nov', 'december|dec'],
  // German (with Austria's Jänner and Feber), Dutch
  ['januar|jänner|jän', 'februar|feber', 'märz|mär|mrz', 'april', 'mai', 'juni', 'juli', 'august',
    'september', 'oktober|okt', 'november', 'dezember|dez'],
  ['januari', 'februari', 'maart|mrt', 'april', 'mei', 'juni', 'juli', 'augustus', 'september',
    'oktober', 'november', 'december'],
  // French, Spanish, Italian, Portuguese, Romanian
  ['janvier|janv', 'février|févr|fév', 'mars', 'avril|avr', 'mai', 'juin', 'juillet|juil', 'août|aoû',
    'septembre', 'octobre', 'novembre', 'décembre|déc'],
  ['enero|ene', 'febrero', 'marzo', 'abril|abr', 'mayo', 'junio', 'julio', 'agosto|ago',
    'septiembre|setiembre|set', 'octubre', 'noviembre', 'diciembre|dic'],
  ['gennaio|gen', 'febbraio', 'marzo', 'aprile', 'maggio|mag', 'giugno|giu', 'luglio|lug', 'agosto',
    'settembre', 'ottobre|ott', 'novembre', 'dicembre'],
  ['janeiro', 'fevereiro|fev', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro',
    'outubro|out', 'novembro', 'dezembro|dez'],
  ['ianuarie|ian', 'februarie', 'martie', 'aprilie', 'mai', 'iunie|iun', 'iulie|iul', 'august',
    'septembrie', 'octombrie', 'noiembrie|noi', 'decembrie'],
  // Swedish, Danish, Norwegian, Icelandic, Finnish, Estonian
  ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september',
    'oktober', 'november', 'december'],
  ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober',
    'november', 'december'],
  ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober',
    'november', 'desember|des'],
  ['janúar', 'febrúar', 'mars', 'apríl', 'maí', 'júní', 'júlí', 'ágúst', 'september',
    'október', 'nóvember|nóv', 'desember'],
  ['tammikuu|tammikuuta|tammi', 'helmikuu|helmikuuta|helmi', 'maaliskuu|maaliskuuta|maalis',
    'huhtikuu|huhtikuuta|huhti', 'toukokuu|toukokuuta|touko', 'kesäkuu|kesäkuuta|kesä',
    'heinäkuu|heinäkuuta|heinä', 'elokuu|elokuuta|elo', 'syyskuu|syyskuuta|syys',
    'lokakuu|lokakuuta|loka', 'marraskuu|marraskuuta|marras', 'joulukuu|joulukuuta|joulu'],
  ['jaanuar', 'veebruar|veebr', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september',
    'oktoober', 'november', 'detsember|dets'],
  // Lithuanian, Latvian
  ['sausis|sausio', 'vasaris|vasario', 'kovas|kovo', 'balandis|balandžio', 'gegužė|gegužės',
    'birželis|birželio', 'liepa|liepos', 'rugpjūtis|rugpjūčio', 'rugsėjis|rugsėjo', 'spalis|spalio',
    'lapkritis|lapkričio', 'gruodis|gruodžio'],
  ['janvāris|janvārī', 'februāris|februārī', 'marts|martā', 'aprīlis|aprīlī', 'maijs|maijā',
    'jūnijs|jūnijā', 'jūlijs|jūlijā', 'augusts|augustā', 'septembris|septembrī', 'oktobris|oktobrī',
    'novembris|novembrī', 'decembris|decembrī'],
  // Polish, Czech, Slovak
  ['styczeń|stycznia|sty', 'luty|lutego|lut', 'marzec|marca', 'kwiecień|kwietnia|kwi',
    'maj|maja', 'czerwiec|czerwca|cze', 'lipiec|lipca', 'sierpień|sierpnia|sie',
    'wrzesień|września|wrz', 'październik|października|paź', 'listopad|listopada',
    'grudzień|grudnia|gru'],
  ['leden|ledna', 'únor|února', 'březen|března', 'duben|dubna', 'květen|května', 'červen|června',
    'červenec|července', 'srpen|srpna', 'září', 'říjen|října', 'listopad|listopadu',
    'prosinec|prosince'],
  ['január|januára', 'február|februára', 'marec|marca', 'apríl|apríla', 'máj|mája', 'jún|júna',
    'júl|júla', 'august|augusta', 'september|septembra', 'október|októbra', 'november|novembra',
    'december|decembra'],
  // Hungarian, Slovenian, Croatian, Serbian and Bosnian in Latin and in Cyrillic, Macedonian
  ['január|jan', 'február|febr', 'március|márc', 'április|ápr', 'május|máj', 'június|jún',
    'július|júl', 'augusztus|aug', 'szeptember|szept', 'október|okt', 'november|nov',
    'december|dec'],
  ['januar|januarja', 'februar|februarja', 'marec|marca', 'april|aprila', 'maj|maja',
    'junij|junija', 'julij|julija', 'avgust|avgusta', 'september|septembra', 'oktober|oktobra',
    'november|novembra', 'december|decembra'],
  ['siječanj|siječnja', 'veljača|veljače', 'ožujak|ožujka', 'travanj|travnja', 'svibanj|svibnja',
    'lipanj|lipnja', 'srpanj|srpnja', 'kolovoz|kolovoza', 'rujan|rujna', 'listopad|listopada',
    'studeni|studenoga|studenog', 'prosinac|prosinca'],
  ['januar|januara', 'februar|februara', 'mart|marta', 'april|aprila', 'maj|maja', 'jun|juna',
    'jul|jula', 'avgust|avgusta|august|augusta', 'septembar|septembra', 'oktobar|oktobra',
    'novembar|novembra', 'decembar|decembra'],
  ['јануар|јануара', 'фебруар|фебруара', 'март|марта', 'април|априла', 'мај|маја', 'јун|јуна',
    'јул|јула', 'август|августа', 'септембар|септембра', 'октобар|октобра', 'новембар|новембра',
    'децембар|децембра'],
  ['јануари', 'февруари', 'март', 'април', 'мај', 'јуни', 'јули', 'август', 'септември',
    'октомври', 'ноември', 'декември'],
  // Bulgarian, Russian, Ukrainian, Greek, Maltese, Turkish
  ['януари', 'февруари|фев', 'март|мар', 'април|апр', 'май', 'юни', 'юли', 'август|авг',
    'септември|сеп', 'октомври|окт', 'ноември|ное', 'декември|дек'],
  ['январь|января|янв', 'февраль|февраля|фев', 'март|марта|мар', 'апрель|апреля|апр', 'май|мая',
    'июнь|июня|июн', 'июль|июля|июл', 'август|августа|авг', 'сентябрь|сентября|сен',
    'октябрь|октября|окт', 'ноябрь|ноября|ноя', 'декабрь|декабря|дек'],
  ['січень|січня', 'лютий|лютого', 'березень|березня', 'квітень|квітня', 'травень|травня',
    'червень|червня', 'липень|липня', 'серпень|серпня', 'вересень|вересня', 'жовтень|жовтня',
    'листопад|листопада', 'грудень|грудня'],
  ['ιανουάριος|ιανουαρίου|ιαν', 'φεβρουάριος|φεβρουαρίου|φεβ', 'μάρτιος|μαρτίου|μαρ',
    'απρίλιος|απριλίου|απρ', 'μάιος|μαΐου|μαΐ|μαι', 'ιούνιος|ιουνίου|ιουν', 'ιούλιος|ιουλίου|ιουλ',
    'αύγουστος|αυγούστου|αυγ', 'σεπτέμβριος|σεπτεμβρίου|σεπ', 'οκτώβριος|οκτωβρίου|οκτ',
    'νοέμβριος|νοεμβρίου|νοε', 'δεκέμβριος|δεκεμβρίου|δεκ'],
  ['jannar', 'frar', 'marzu', 'april', 'mejju', 'ġunju', 'lulju', 'awwissu', 'settembru',
    'ottubru', 'novembru', 'diċembru'],
  ['ocak|oca', 'şubat|şub', 'mart', 'nisan|nis', 'mayıs|mayis|may', 'haziran|haz', 'temmuz|tem',
    'ağustos|ağu', 'eylül|eyl', 'ekim|eki', 'kasım|kasim|kas', 'aralık|aralik|ara'],
];

/** Lower case without accents, as the month word of a date is compared. */
export function monthKey(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Each word with its month. A word that names different months in two languages names none:
 * `listopad` is November in Czech and Polish but October in Croatian, and a wrong month is worse
 * than a date left unread.
 */
export const MONTH_NUMBERS: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  const clashing = new Set<string>();
  for (const names of LANGUAGES) {
    names.forEach((alternatives, index) => {
      for (const word of alternatives.split('|').map(monthKey)) {
        const known = months.get(word);
        if (known !== undefined && known !== index + 1) clashing.add(word);
        months.set(word, index + 1);
      }
    });
  }
  for (const word of clashing) months.delete(word);
  return months;
})();
