import { CALENDAR_NAMES } from './vocabulary';

/**
 * Hinglish, Hindi typed in Latin letters as people in India write it, put into the English words
 * the steps after it read: "kitna paisa khana order karne mein gaya?" is "how much money food
 * delivery went". Phrases go first, so "sabse zyada" is "most" before "zyada" is "more".
 */
// prettier-ignore
const PHRASES: readonly [string, string][] = [
  ['sab milake', 'in total'], ['sab mila ke', 'in total'], ['uske pehle wale month', 'the month before'], ['usse pehle wale month', 'the month before'],
  ['kis dukaan', 'which shop'], ['khane ke order', 'food delivery'], ['sabse bada', 'largest'], ['sabse badi', 'largest'], ['sabse chhota', 'smallest'],
  ['sabse chhoti', 'smallest'], ['kitne ka', 'how much'], ['kitne ki', 'how much'],
  ['sabse zyada', 'most'], ['sabse jyada', 'most'], ['sabse adhik', 'most'], ['sabse kam', 'least'],
  ['khana order', 'food delivery'], ['khaana order', 'food delivery'], ['khane ka order', 'food delivery'],
  ['is mahine', 'this month'], ['iss mahine', 'this month'], ['pichhle mahine', 'last month'],
  ['usse pichle mahine', 'the month before'], ['usse pichhle mahine', 'the month before'], ['pichle mahine', 'last month'], ['kitni baar', 'how many times'], ['kitne baar', 'how many times'],
  ['kitne transaction', 'how many transactions'], ['bacha hai', 'left'], ['bache hai', 'left'],
  ['kaun sa', 'which'], ['kaun si', 'which'], ['kitne paise', 'how much money'], ['kitne rupaye', 'how much money'], ['kitne rupaiye', 'how much money'], ['kitne rupay', 'how much money'],
  ['add kiye', 'sent'], ['add kiya', 'sent'], ['add kari', 'sent'], ['daale', 'sent'], ['dale', 'sent'],
  ['jama kiye', 'deposited'], ['jama hue', 'deposited'], ['jama hua', 'deposited'],
  ['khane-peene', 'food'], ['khana-peena', 'food'], ['khaane-peene', 'food'], ['khane peene', 'food'], ['khana peena', 'food'], ['khaane peene', 'food'], ['khane pine', 'food'],
  ['sabse sasta', 'cheapest'], ['sabse sasti', 'cheapest'], ['sabse mehenga', 'most expensive'], ['sabse mehnga', 'most expensive'],
  ['sabse mehengi', 'most expensive'], ['sabse mehngi', 'most expensive'], ['sabse chota', 'smallest'], ['sabse choti', 'smallest'],
  ['kitni baar order', 'how many times ordered'], ['order kiya', 'ordered'], ['order kiye', 'ordered'], ['order kari', 'ordered'],
  ['kitna bacha', 'what is the balance'], ['kitne paise the', 'what was the balance'], ['kitna balance', 'what balance'],
  ['petrol bharwaya', 'petrol'], ['petrol dalwaya', 'petrol'], ['ghar ka kiraya', 'rent'], ['phone ka bill', 'phone bill'],
  ['bijli ka bill', 'electricity'], ['shop ya app', 'shop'], ['dukaan ya app', 'shop'],
  ['nikale', 'withdrew'], ['nikala', 'withdrew'], ['nikaale', 'withdrew'], ['nikaala', 'withdrew'],
];

/** Words only Hinglish uses: any of them makes the question Hinglish. */
// prettier-ignore
const WORDS = new Map(Object.entries({
  kitna: 'how much', kitne: 'how many', kitni: 'how much', kharcha: 'spent', kharch: 'spent',
  kharche: 'spent', bhai: '', wala: '', wali: '', wale: '', bacha: 'left', dukaan: 'shop', wagaira: '', tha: 'was', udaya: 'spent', udaaya: 'spent', udaye: 'spent', kharchaa: 'spent', paisa: 'money', paise: 'money', paisaa: 'money',
  mahina: 'month', mahine: 'month', mahinon: 'months', pichhle: 'last', pichle: 'last',
  pichhla: 'last', pichla: 'last', kahan: 'where', kab: 'when', kya: 'what', mera: 'my',
  meri: 'my', mere: 'my', maine: 'i', mene: 'i', gaya: 'went', gayi: 'went', gaye: 'went',
  gya: 'went', aaya: 'came in', aayi: 'came in', aaye: 'came in', bachat: 'savings',
  bachaya: 'saved', kiraya: 'rent', bijli: 'electricity', tankhwah: 'salary', tankha: 'salary',
  zyada: 'more', jyada: 'more', sabse: 'most', aur: 'and', baar: 'times', saal: 'year',
  hafta: 'week', hafte: 'week', khana: 'food', khaana: 'food', karne: '', kiya: '', kiye: '',
  kul: 'total', har: 'every', hua: '', hui: '', hue: '', kaunsa: 'which', kaunsi: 'which',
  konsa: 'which', konsi: 'which', kaun: 'which', kharid: 'purchase', kharida: 'bought',
  kis: 'which', kiss: 'which', laga: 'cost', lage: 'cost', lagi: 'cost', lagaa: 'cost', kharide: 'bought', kharidi: 'bought',
  mangaya: 'ordered', mangwaya: 'ordered', mangaye: 'ordered', mangwaye: 'ordered', bheja: 'sent', bheje: 'sent', bheji: 'sent',
  kamaya: 'earned', kamaye: 'earned', kamai: 'earnings', bhara: 'paid', bhare: 'paid', bhari: 'paid', chukaya: 'paid',
  mila: 'received', mili: 'received', nikasi: 'withdrawals', khata: 'account', khaate: 'account',
  dawai: 'pharmacy', dawaiyan: 'pharmacy', dawa: 'pharmacy', kapde: 'clothes', kapdon: 'clothes', kirana: 'groceries',
  kiryana: 'groceries', raashan: 'groceries', rashan: 'groceries', sabzi: 'groceries', kiraaya: 'rent', tankhwa: 'salary',
  rupaye: 'money', rupaiye: 'money', rupay: 'money', sabhi: 'all', saare: 'all',
  humne: 'we', hamara: 'our', hamare: 'our', tera: 'your', tumhara: 'your', yeh: 'this', ye: 'this', woh: 'that', wo: 'that',
  hota: '', hoti: '', hote: '', raha: '', rahi: '', rahe: '', chuka: '', chuki: '',
}));

/** Words Hinglish shares with English spelling ("me", "par"): read so only in a Hinglish question. */
// prettier-ignore
const SHARED = new Map(Object.entries({
  mein: 'in', me: 'in', mai: 'in', ka: '', ki: '', ke: '', ko: '', hai: '', hain: '', tha: '',
  thi: '', the: '', se: 'from', pe: '', par: '', ya: 'or', kam: 'less', din: 'day', kar: '',
  diya: '', liya: '',
}));

const CALENDAR = [...CALENDAR_NAMES].join('|');
/** "14 sep ko", "sep 14 ko", "monday ko": a day, then the postposition that says "on". */
const DAY_WITH_POSTPOSITION = new RegExp(
  `(?<=\\s)((?:\\d{1,2}(?:st|nd|rd|th)? )?(?:${CALENDAR})(?: \\d{1,2}(?:st|nd|rd|th)?)?) (?:ko|pe|par)(?=\\s)`,
  'g',
);

/** Hindi's postpositions, as the English prepositions that go before the thing instead. */
const POSTPOSITIONS = new Map([
  ['pe', 'on'],
  ['par', 'on'],
  ['ko', 'to'],
  ['se', 'from'],
]);

const translate = (text: string, table: ReadonlyMap<string, string>) =>
  text.replace(/[a-z]+/g, (word) => table.get(word) ?? word);

/** The question in English words when it is Hinglish, else as it was. */
export function fromHinglish(prepared: string): string {
  let text = prepared;
  for (const [phrase, english] of PHRASES) {
    text = text.replace(new RegExp(`(?<=\\s)${phrase}(?=\\s)`, 'g'), english);
  }
  const hinglish = text !== prepared || (text.match(/[a-z]+/g) ?? []).some((w) => WORDS.has(w));
  if (!hinglish) return prepared;
  // Hindi puts "on", "to" and "from" after the thing: "Swiggy pe" is "on Swiggy", and a day
  // ("14 Sep ko", "Monday ko") is "on 14 Sep".
  const ordered = text
    .replace(DAY_WITH_POSTPOSITION, (_, day: string) => `on ${day}`)
    .replace(/(?<=\s)(\S+) (pe|par|ko|se)(?=\s)/g, (whole, thing: string, after: string) =>
      WORDS.has(thing) || SHARED.has(thing) ? whole : `${POSTPOSITIONS.get(after) ?? ''} ${thing}`,
    );
  return ` ${translate(translate(ordered, WORDS), SHARED).replace(/\s+/g, ' ').trim()} `;
}

/** Hinglish shares short words with other languages ("ke" is Indonesian "to"): it goes first. */
export const isHinglish = (prepared: string): boolean => fromHinglish(prepared) !== prepared;
