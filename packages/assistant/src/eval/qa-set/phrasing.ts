import type { Family } from './types';

/** What a phrasing fills in: a month ("March 2024", "Mar 2024"), a merchant, a second month. */
export interface Slots {
  month: string;
  short: string;
  merchant: string;
  other: string;
}

export type Template = (slots: Slots) => string;

/**
 * Ways people ask each family, written as they type: formal and casual, British, American and
 * Indian English, lower case and no question mark included. `card` replaces `bank` for card
 * statements, where "spending" is charges and the balance is what is owed.
 */
export interface Phrasings {
  bank: readonly Template[];
  card?: readonly Template[];
  /** For a merchant that paid the holder: "from X" rather than "paid X". */
  incoming?: readonly Template[];
  hinglish?: readonly Template[];
}

// prettier-ignore
export const PHRASINGS: Readonly<Record<Family, Phrasings>> = {
  'total-out': {
    bank: [
      () => 'How much did I spend in total?',
      () => 'What was my total spending on this statement?',
      () => 'total debits?',
      () => 'How much money went out of my account altogether?',
      () => 'what did i spend overall',
      () => 'Could you please tell me the total amount debited from my account?',
      () => 'Total outgoings for the period, please.',
      () => 'How much have I spent, all told?',
    ],
    card: [
      () => 'How much did I spend on this card?',
      () => 'What are my total charges?',
      () => 'total card spend?',
      () => 'How much did I put on the card this statement?',
      () => 'What is the sum of all the charges on my card?',
    ],
    hinglish: [() => 'total kitna kharcha hua?', () => 'kul kharcha kitna hai is statement mein?', () => 'maine total kitna kharch kiya?'],
  },
  'total-in': {
    bank: [
      () => 'How much money came in?',
      () => 'What were my total credits?',
      () => 'How much did I receive in total?',
      () => 'total deposits?',
      () => 'Total incomings for the period?',
      () => 'What is the total amount credited to my account?',
      () => 'how much money did i get in overall',
    ],
    card: [
      () => 'How much was credited to the card in total?',
      () => 'What is the total of the credits on this card?',
      () => 'total credits on my card?',
    ],
    hinglish: [() => 'total kitna paisa aaya?', () => 'account mein kitna paisa credit hua total?'],
  },
  'month-out': {
    bank: [
      (p) => `How much did I spend in ${p.month}?`,
      (p) => `What was my spending in ${p.short}?`,
      (p) => `total debits for ${p.month}`,
      (p) => `How much went out in ${p.month}?`,
      (p) => `what did i spend in ${p.month.toLowerCase()}`,
      (p) => `Please tell me my expenditure for the month of ${p.month}.`,
      (p) => `How much did I spend during ${p.month}?`,
    ],
    card: [
      (p) => `How much did I charge to the card in ${p.month}?`,
      (p) => `How much did I spend on the card in ${p.short}?`,
      (p) => `What were my card charges in ${p.month}?`,
    ],
    hinglish: [(p) => `${p.month} mein kitna kharcha hua?`, (p) => `${p.month} me kitna spend kiya maine?`],
  },
  'month-in': {
    bank: [
      (p) => `How much came in during ${p.month}?`,
      (p) => `What did I receive in ${p.month}?`,
      (p) => `Total credits in ${p.short}?`,
      (p) => `How much money was credited in ${p.month}?`,
    ],
    card: [(p) => `How much was credited to the card in ${p.month}?`, (p) => `total credits on the card in ${p.short}?`],
    hinglish: [(p) => `${p.month} mein kitna paisa aaya?`],
  },
  'merchant-out': {
    bank: [
      (p) => `How much did I spend at ${p.merchant}?`,
      (p) => `What did I pay ${p.merchant} in total?`,
      (p) => `Total spent on ${p.merchant}?`,
      (p) => `how much went to ${p.merchant}`,
      (p) => `How much have I paid to ${p.merchant} altogether?`,
      (p) => `What is the total amount paid to ${p.merchant}?`,
    ],
    hinglish: [(p) => `${p.merchant} pe kitna paisa gaya?`, (p) => `${p.merchant} ko total kitna diya?`],
  },
  'merchant-in': {
    bank: [
      (p) => `How much did I receive from ${p.merchant}?`,
      (p) => `How much came in from ${p.merchant}?`,
      (p) => `Total credited from ${p.merchant}?`,
      (p) => `how much money did i get from ${p.merchant}`,
    ],
    hinglish: [(p) => `${p.merchant} se kitna paisa aaya?`],
  },
  'merchant-month': {
    bank: [
      (p) => `How much did I spend at ${p.merchant} in ${p.month}?`,
      (p) => `What did I pay ${p.merchant} in ${p.month}?`,
      (p) => `${p.merchant} spending in ${p.short}?`,
      (p) => `How much went to ${p.merchant} during ${p.month}?`,
    ],
    hinglish: [(p) => `${p.month} mein ${p.merchant} pe kitna kharcha hua?`],
  },
  'count-all': {
    bank: [
      () => 'How many transactions are there?',
      () => 'How many transactions are on this statement?',
      () => 'Number of transactions?',
      () => 'how many entries does the statement have',
      () => 'What is the total number of transactions in this statement?',
    ],
    hinglish: [() => 'kitne transactions hue total?', () => 'is statement mein kitni entries hain?'],
  },
  'count-out': {
    bank: [
      () => 'How many debits are there?',
      () => 'How many payments went out?',
      () => 'How many debit transactions?',
      () => 'How many outgoing transactions were there?',
    ],
    card: [() => 'How many charges are on the card?', () => 'How many charges did I make?', () => 'number of card charges?'],
    hinglish: [() => 'kitne debit transactions hue?'],
  },
  'count-in': {
    bank: [
      () => 'How many credits are there?',
      () => 'How many deposits did I get?',
      () => 'How many times did money come in?',
      () => 'Number of credit transactions?',
    ],
    card: [() => 'How many credits are on the card?', () => 'How many payments or refunds reached the card?'],
    hinglish: [() => 'kitni baar paisa aaya?'],
  },
  'count-merchant': {
    bank: [
      (p) => `How many times did I pay ${p.merchant}?`,
      (p) => `How many transactions with ${p.merchant}?`,
      (p) => `How often does ${p.merchant} appear?`,
      (p) => `How many ${p.merchant} transactions are there?`,
    ],
    incoming: [
      (p) => `How many payments did I get from ${p.merchant}?`,
      (p) => `How many times did ${p.merchant} pay me?`,
      (p) => `How many credits from ${p.merchant}?`,
    ],
    hinglish: [(p) => `${p.merchant} ke kitne transactions hain?`],
  },
  'average-out': {
    bank: [
      () => 'What is my average spend per transaction?',
      () => 'Average debit amount?',
      () => 'On average, how much did each debit come to?',
      () => 'whats the average amount i spend per transaction',
      () => 'What is the average value of my outgoing transactions?',
    ],
    // A card's "purchases" leave its fees and interest out (see understand/purchases.test.ts).
    card: [() => 'What is the average charge on my card?', () => 'average amount per debit on the card?'],
    hinglish: [() => 'har transaction pe average kitna kharcha hua?'],
  },
  'largest-out': {
    bank: [
      () => 'What was my biggest expense?',
      () => 'Largest debit?',
      () => 'What is the most I spent in a single transaction?',
      () => 'Which was my largest payment out?',
    ],
    card: [() => 'What was the largest charge?', () => 'Biggest purchase on the card?', () => 'largest card charge this statement?'],
    hinglish: [() => 'sabse bada kharcha kitne ka tha?'],
  },
  'smallest-out': {
    bank: [
      () => 'What was my smallest expense?',
      () => 'Smallest debit?',
      () => 'What is the least I spent on one transaction?',
    ],
    card: [() => 'What was the smallest charge?', () => 'smallest card purchase?'],
  },
  'largest-in': {
    bank: [
      () => 'What was the largest credit?',
      () => 'Biggest deposit?',
      () => 'What was the largest amount I received?',
      () => 'Largest incoming payment?',
    ],
    card: [() => 'What was the largest credit on the card?', () => 'biggest credit to my card?'],
    hinglish: [() => 'sabse bada credit kitna tha?'],
  },
  opening: {
    bank: [
      () => 'What was my opening balance?',
      () => 'What was the balance at the start of the statement?',
      () => 'Starting balance?',
      () => 'opening bal?',
    ],
    card: [() => 'What was the previous balance?', () => 'previous statement balance?', () => 'What did the card owe at the start?'],
    hinglish: [() => 'shuru mein balance kitna tha?', () => 'opening balance kya tha?'],
  },
  closing: {
    bank: [
      () => 'What is my closing balance?',
      () => 'What was the balance at the end of the statement?',
      () => 'Ending balance?',
      () => 'How much was left in the account at the end?',
    ],
    card: [() => 'What is the new balance?', () => 'new balance on the card?', () => 'What is my closing balance on the card?'],
    hinglish: [() => 'closing balance kitna hai?', () => 'end mein balance kitna tha?'],
  },
  net: {
    bank: [
      () => 'What is my net change?',
      () => 'Money in minus money out?',
      () => 'What is my net cash flow for this period?',
      () => 'net of credits and debits?',
    ],
    hinglish: [() => 'aaya kitna aur gaya kitna, net kya bana?'],
  },
  'compare-months': {
    bank: [
      (p) => `Did I spend more in ${p.month} or ${p.other}?`,
      (p) => `Which month did I spend more, ${p.month} or ${p.other}?`,
      (p) => `Was my spending higher in ${p.month} or in ${p.other}?`,
      (p) => `${p.month} vs ${p.other}: when did I spend more?`,
    ],
    hinglish: [(p) => `${p.month} ya ${p.other}, kis mahine zyada kharcha hua?`],
  },
  'savings-rate': {
    bank: [
      () => 'What is my savings rate?',
      () => 'What percentage of my income did I save?',
      () => 'savings rate for this statement?',
      () => 'How much of what came in did I keep, as a percentage?',
    ],
    hinglish: [() => 'meri savings rate kitni hai?'],
  },
  'card-payments': {
    bank: [],
    card: [
      () => 'How much did I pay towards the card?',
      () => 'How much have I paid off on the card?',
      () => 'Total card payments made?',
      () => 'How much did I pay to the card this period?',
    ],
  },
  'absent-merchant': {
    bank: [
      (p) => `How much did I spend at ${p.merchant}?`,
      (p) => `How many times did I pay ${p.merchant}?`,
      (p) => `What did I pay ${p.merchant} in total?`,
    ],
    hinglish: [(p) => `${p.merchant} pe kitna paisa gaya?`],
  },
  'outside-month': {
    bank: [
      (p) => `How much did I spend in ${p.month}?`,
      (p) => `How much came in during ${p.month}?`,
      (p) => `What was my spending in ${p.short}?`,
    ],
    hinglish: [(p) => `${p.month} mein kitna kharcha hua?`],
  },
};

/**
 * Brands no generated history pays, for questions the statement cannot answer; each is checked
 * against the statement's own names before it is used.
 */
export const ABSENT_MERCHANTS = [
  'Tesla',
  'Nintendo',
  'Lufthansa',
  'Sephora',
  'Decathlon',
  'Ryanair',
  'Patagonia',
  'Peloton',
  'Rolex',
  'Harrods',
];
