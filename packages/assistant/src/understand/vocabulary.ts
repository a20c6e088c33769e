import { WEEKDAY_NAMES } from '../calendar/calendar';
import { CATEGORIES } from '../categories/category-table';

/**
 * Words a question about a statement is made of. A word outside this list, right after "on",
 * "at", "from", "to", "for" or "pay" (or capitalised mid-sentence), names something: if no
 * transaction mentions it, the assistant says so instead of answering about everything.
 */
// prettier-ignore
const WORDS = `
a an the of in on at to for from with by via and or but not no nor is are was were be been being
am do does did done doing have has had having i me my mine we us our ours you your it its this them they
that these those there here what whats which who whom whose when where why how much many any all
each every some per please kindly can could would should will shall may might must tell give show
list display find see get got let know want need like just only also too very really so than then
as about into over under up down out off s t d ll ve re m im ive id dont didnt doesnt isnt arent
wasnt account accounts statement statements bank transaction transactions txn txns entry entries
item items record records money amount amounts figure figures sum number value total totals overall
altogether together combined whole entire period time times date dates day days week weeks weekly
month months monthly year years yearly daily today yesterday current currently now left remaining
remain end ending ended start starting started beginning began begin opening open close closing
closed final initial first last second third fourth previous next past latest earliest recent
balance balances lowest highest minimum maximum min max peak low high most least largest biggest
smallest cheapest costliest priciest expensive top average avg mean typical median spend spent
spending spends expense expenses expenditure expenditures debit debits debited withdraw withdraws withdrawal
withdrawals withdrawn withdrew outgoing outgoings outflow outflows paid pay paying pays payment
payments purchase purchases purchased bought buy buying cost costs went go goes going gone sent send
charged received receive receiving came come comes coming incoming income deposit deposits deposited
credit credits credited earned earn earnings inflow inflows refunded made make net saved save saving
savings surplus deficit difference change changed gain gained lose lost flow cashflow count often
frequently frequent frequency number recurring recur recurs renew renews renewal renewing repeat
repeats repeating repeated regular regularly standing order orders direct subscribed subscribe
breakdown break broken split across categories category type types kind kinds merchant merchants
payee payees shop shops store stores vendor vendors retailer retailers place places company
companies business businesses where who whom person people sources source summary summarize
summarise overview currency currencies period cover covers covered covering long span iban card
number no help hello hi hey thanks thank ok okay same other others different both including
excluding except only once twice basis things stuff anything everything something nothing
happen happened happening one two three four five six seven eight nine ten half quarter full
included excluded inclusive more less fewer vs versus compare compared comparison against usd eur gbp inr sgd aud cad jpy chf huf sek dollar dollars euro euros pound pounds rupee rupees rs
towards toward rate rates afford affordable pending status cleared uncleared authorised authorized
processing booked posted still yet either between since until till through thru during before
after within apart weekend weekends weekday weekdays night nights morning mornings evening
evenings fortnight hundred thousand thousands lakh lakhs crore crores million charge charges
single keep keeps kept keeping minus plus told tell telling percentage percentages percent
higher lower bigger smaller larger greater fewer new old share proportion fraction reach reached
reaching hit hits overall grand net gross exact exactly roughly approximately about around
approx estimate calculate work figure see look looking show showing find finding give use used
using
giving note noted add added adding come total totalled totaled sum summed
take took taken taking takes pull pulled draw drew drawn put puts machine machines shopped
visit visits visited trips everywhere tiniest whatd deducted ordered ordering checking listed
line lines
`;

/**
 * Chat around a question that asks nothing ("be honest", "yikes", "I'm trying to budget", "so
 * far"): read and set aside, never searched for as a payee.
 */
// prettier-ignore
const CHAT = `
honest honestly yikes wow oops whoa gosh oh ah hmm um uh lol omg btw cheers sorry thx pls plz
budget budgeting trying try tried curious wondering wonder quick quickly question far wanna gonna
such etc
`;

const MONTHS =
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec';

/** Names of months and days, written with a capital like other names. */
export const CALENDAR_NAMES: ReadonlySet<string> = new Set([
  ...MONTHS.split(' '),
  ...WEEKDAY_NAMES.flatMap((name) => [name.toLowerCase(), `${name.toLowerCase()}s`]),
]);

export const VOCABULARY: ReadonlySet<string> = new Set([
  ...WORDS.split(/\s+/).filter(Boolean),
  ...CHAT.split(/\s+/).filter(Boolean),
  ...CALENDAR_NAMES,
  ...CATEGORIES.flatMap((category) => category.words.flatMap((word) => word.split(' '))),
]);

/** Words after which a question names a payee or a thing: "spend on X", "pay X". */
export const OBJECT_MARKERS: ReadonlySet<string> = new Set([
  'on',
  'at',
  'from',
  'to',
  'for',
  'with',
  'via',
  'towards',
  'pay',
  'paid',
  'paying',
  'by',
]);

/** Words skipped between a marker and the thing it introduces. */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'my',
  'a',
  'an',
  'our',
  'all',
  'this',
  'that',
]);
