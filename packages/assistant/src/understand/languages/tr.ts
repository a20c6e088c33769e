import { ENGLISH_MONTHS, type Language, months, ordinal } from './language';
import { TURKISH_EVERYDAY } from './tr-everyday';

/** The months with the endings dates take: "Eylül'de", "Eylülde", "Eylül ayında", "Eylül'ün". */
const MONTHS = [
  'ocak',
  'subat',
  'mart',
  'nisan',
  'mayis',
  'haziran',
  'temmuz',
  'agustos',
  'eylul',
  'ekim',
  'kasim',
  'aralik',
];
const ENDINGS = [
  '',
  "'da",
  "'de",
  "'ta",
  "'te",
  'da',
  'de',
  'ta',
  'te',
  ' ayinda',
  ' ayi',
  "'in",
  "'un",
  "'nin",
  "'nun",
  'in',
  'un',
  ' ayi icinde',
  "'daki",
  "'deki",
  "'taki",
  "'teki",
];

/**
 * Turkish. Dotless ı and ş, ç, ğ, ö, ü are folded to i, s, c, g, o, u, so "harcadım" and
 * "harcadim" are one phrase. A shop's name takes its ending after an apostrophe ("Migros'ta"):
 * `turkishEndings` reads that ending as the English word before the name.
 */
// prettier-ignore
export const TURKISH: Language = {
  code: 'tr',
  phrases: {
    ...TURKISH_EVERYDAY,
    ...months(MONTHS.map((month) => ENDINGS.map((ending) => `${month}${ending}`))),
    ...Object.fromEntries(MONTHS.flatMap((month, index) => {
      const name = ENGLISH_MONTHS[index] ?? '';
      return [
        [`${month}'dan beri`, `since ${name}`], [`${month}'den beri`, `since ${name}`], [`${month}'tan beri`, `since ${name}`], [`${month}'ten beri`, `since ${name}`],
        [`${month}dan beri`, `since ${name}`], [`${month}den beri`, `since ${name}`], [`${month}tan beri`, `since ${name}`], [`${month}ten beri`, `since ${name}`],
        [`${month} sonunda`, `at the end of ${name}`], [`${month} sonu`, `at the end of ${name}`], [`${month} basinda`, `at the start of ${name}`],
        [`${month} ayinin sonunda`, `at the end of ${name}`], [`${month} ayi sonunda`, `at the end of ${name}`],
      ];
    })),
    'ne kadar': 'how much', 'ne kadar para': 'how much', 'kac para': 'how much', 'kac lira': 'how much', 'kac tl': 'how much',
    'kac kez': 'how many times', 'kac kere': 'how many times', 'kac defa': 'how many times', 'kac sefer': 'how many times',
    'kac islem': 'how many transactions', 'kac tane islem': 'how many transactions', 'kac hareket': 'how many transactions',
    'kac tane': 'how many', 'kac': 'how many', 'islem sayisi': 'number of transactions', 'sayisi': 'number', 'adet': 'number',
    'toplam': 'total', 'toplamda': 'in total', 'toplamı': 'total', 'toplami': 'total', 'hepsi': 'all', 'tamami': 'all',
    'ortalama': 'average', 'ortalamasi': 'average', 'aylik ortalama': 'monthly average', 'ayda ortalama': 'average per month', 'ortalama aylik': 'average monthly',
    'aylik': 'monthly', 'ayda': 'per month', 'her ay': 'every month', 'ay basina': 'per month', 'gunluk': 'daily', 'gunde': 'per day',
    'hangi magazada': 'at which shop', 'hangi magaza': 'which shop', 'hangi dukkanda': 'at which shop', 'hangi dukkan': 'which shop',
    'hangi isyerinde': 'at which merchant', 'hangi isyeri': 'which merchant', 'hangi': 'which', 'nerede': 'where', 'nereye': 'where',
    'nereden': 'where', 'ne zaman': 'when', 'ne': 'what', 'nedir': 'what is', 'neydi': 'what was', 'hangisi': 'which',
    'en cok': 'most', 'en fazla': 'most', 'en az': 'least', 'en buyuk': 'largest', 'en buyugu': 'the largest',
    'en yuksek': 'highest', 'en yuksegi': 'the highest', 'en pahali': 'most expensive', 'en pahalisi': 'the most expensive',
    'en kucuk': 'smallest', 'en kucugu': 'the smallest', 'en dusuk': 'lowest', 'en dusugu': 'the lowest', 'en ucuz': 'cheapest', 'en ucuzu': 'the cheapest',
    'en son': 'latest', 'en sonuncu': 'latest', 'son islem': 'last transaction', 'son islemim': 'my last transaction', 'son islemi': 'last transaction',
    'en yeni': 'latest', 'en eski': 'earliest', 'ilk': 'first', 'son': 'last', 'sonuncu': 'last',
    'acilis bakiyesi': 'opening balance', 'acilis bakiyem': 'opening balance', 'baslangic bakiyesi': 'opening balance',
    'baslangic bakiyem': 'opening balance', 'donem basi bakiye': 'opening balance', 'donem basi bakiyesi': 'opening balance',
    'devreden bakiye': 'opening balance', 'onceki bakiye': 'opening balance', 'ilk bakiye': 'opening balance',
    'kapanis bakiyesi': 'closing balance', 'kapanis bakiyem': 'closing balance', 'son bakiye': 'closing balance', 'son bakiyem': 'closing balance',
    'donem sonu bakiye': 'closing balance', 'donem sonu bakiyesi': 'closing balance', 'guncel bakiye': 'closing balance',
    'guncel bakiyem': 'closing balance', 'mevcut bakiye': 'closing balance', 'kalan bakiye': 'closing balance',
    'bakiye': 'balance', 'bakiyem': 'my balance', 'bakiyesi': 'balance', 'bakiyemi': 'my balance', 'bakiyeniz': 'balance',
    'ne kadar param vardi': 'what was the balance', 'kac param vardi': 'what was the balance', 'kac liram vardi': 'what was the balance',
    'hesabimda ne kadar vardi': 'what was the balance', 'hesabimda ne kadar para vardi': 'what was the balance',
    'ne kadar param var': 'what is the balance', 'hesabimda ne kadar var': 'what is the balance', 'hesabimda ne kadar para var': 'what is the balance',
    'ne kadar param kaldi': 'what is the balance', 'ne kadar kaldi': 'what is the balance',
    'gecen ay': 'last month', 'gecen ayki': 'last month', 'gecen ayin': 'last month', 'son ay': 'last month', 'son ayda': 'in the last month',
    'bir onceki ay': 'the month before', 'bir onceki ayda': 'the month before', 'onceki ay': 'the month before', 'onceki ayda': 'the month before',
    'ondan onceki ay': 'the month before', 'ondan bir onceki ay': 'the month before', 'bir onceki ayki': 'the month before',
    'bu ay': 'this month', 'bu ayki': 'this month', 'su ay': 'this month', 'ay': 'month', 'aylar': 'months', 'ayinda': 'in month',
    'bugun': 'today', 'dun': 'yesterday', 'hafta': 'week', 'gecen hafta': 'last week', 'yil': 'year', 'gun': 'day',
    'beri': 'since', 'itibaren': 'since', 'kadar': 'until', 'arasinda': 'between', 'daha fazla': 'more', 'daha az': 'less',
    'fazla': 'more', 'uzeri': 'over', 'uzerinde': 'over', 'ustu': 'over', 'ustunde': 'over', 'alti': 'under', 'altinda': 'under',
  },
};

/**
 * A Turkish name's ending after an apostrophe, read before the name as English puts it:
 * "Migros'ta" is at Migros, "Migros'a" to it, "Migros'tan" from it, "Migros'un" of it. Only a
 * name held out of translation is read so; any other word keeps its ending, and an unknown one
 * leaves the question unread.
 */
export function turkishEndings(text: string): string {
  return turkishDays(text).replace(
    /(\uE000\d+\uE001)\s*'([a-z]+)/g,
    (whole, name: string, ending: string) => {
      const english = ENDING_WORDS.find(([pattern]) => pattern.test(ending))?.[1];
      return english === undefined ? whole : ` ${english} ${name} `;
    },
  );
}

/** "ayın 13'ünde", "13'ünde", "5'inde": on the 13th, the 5th (only with the apostrophe, never an amount). */
function turkishDays(text: string): string {
  return text.replace(
    /(?:ayin\s+)?(\d{1,2})\s*'\s*(?:s?[iu]nd[ae]|s?[iu])(?![\p{L}\p{N}])/gu,
    (_, day: string) => ` on the ${ordinal(day)} `,
  );
}

const ENDING_WORDS: readonly [RegExp, string][] = [
  [/^[dt][ae]ki$/, 'at'],
  [/^[dt][ae]$/, 'at'],
  [/^[dt][ae]n$/, 'from'],
  [/^y?[ae]$/, 'at'],
  [/^n?[iu]n$/, 'of'],
  [/^(l[ie]|s[iu]z)$/, ''],
];
