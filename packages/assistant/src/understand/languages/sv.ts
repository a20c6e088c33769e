import { type Language, months } from './language';
import { SWEDISH_EVERYDAY } from './sv-everyday';

/**
 * Swedish, as asked in Sweden and Finland. "Var" is "was" ("vad var", "var det"); only "var
 * har/handlade jag" asks where. "Inte" is left unread, so a question with a negation declines.
 */
// prettier-ignore
export const SWEDISH: Language = {
  code: 'sv',
  phrases: {
    ...SWEDISH_EVERYDAY,
    ...months(['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti',
      'september', 'oktober', 'november', 'december']),
    // Question frames.
    'hur mycket pengar': 'how much', 'hur mycket': 'how much', 'hur mkt': 'how much', 'hur manga ganger': 'how many times',
    'hur manga gange': 'how many times', 'hur ofta': 'how many times', 'hur manga': 'how many', 'antal': 'number of', 'antalet': 'the number of',
    // The balance on a day; "hur mycket har jag spenderat" stays spending.
    'hur mycket hade jag den': 'what was the balance the', 'hur mycket pengar hade jag den': 'what was the balance the',
    'hur mycket hade jag pa kontot': 'what was the balance', 'hur mycket pengar hade jag pa kontot': 'what was the balance',
    'hur mycket hade jag i borjan av': 'what was the balance at the start of', 'hur mycket pengar hade jag i borjan av': 'what was the balance at the start of',
    'hur mycket hade jag i slutet av': 'what was the balance at the end of', 'hur mycket pengar hade jag i slutet av': 'what was the balance at the end of',
    'hur mycket hade jag?': 'what was the balance ?', 'hur mycket har jag?': 'what is the balance ?', 'hur mycket pengar har jag?': 'what is the balance ?',
    'hur mycket pengar har jag pa kontot': 'what is the balance', 'hur mycket hade jag kvar': 'what was the balance', 'hur mycket har jag pa kontot': 'what is the balance', 'hur mycket har jag kvar': 'what is the balance',
    'vad var': 'what was', 'vad ar': 'what is', 'vad': 'what', 'vilken': 'which', 'vilket': 'which', 'vilka': 'which',
    'i vilken butik': 'at which shop', 'i vilken affar': 'at which shop', 'vilken butik': 'which shop', 'vilken affar': 'which shop',
    'var har jag': 'where have i', 'var handlade jag': 'where did i spend', 'nar': 'when', 'visa': 'show', 'lista': 'list',
    'totalt': 'in total', 'sammanlagt': 'in total', 'totalt sett': 'in total', 'allt som allt': 'in total', 'summa': 'total', 'summan': 'the total',
    'i genomsnitt': 'on average', 'i snitt': 'on average', 'genomsnitt': 'average', 'genomsnittet': 'the average', 'snitt': 'average',
    'genomsnittlig': 'average', 'genomsnittliga': 'average', 'per manad': 'per month', 'i manaden': 'per month', 'om manaden': 'per month',
    'manadsvis': 'monthly', 'per dag': 'per day', 'per vecka': 'per week',
    // Sizes and order.
    'den storsta': 'the largest', 'det storsta': 'the largest', 'storsta': 'largest', 'storst': 'largest',
    'den minsta': 'the smallest', 'det minsta': 'the smallest', 'minsta': 'smallest', 'minst': 'least',
    'dyraste': 'most expensive', 'billigaste': 'cheapest', 'hogsta': 'highest', 'lagsta': 'lowest',
    'mest': 'most', 'den senaste': 'the most recent', 'det senaste': 'the most recent', 'senaste': 'most recent', 'sista': 'last', 'forsta': 'first',
    // Balances.
    'ingaende saldo': 'opening balance', 'ingaende saldot': 'the opening balance', 'startsaldo': 'opening balance',
    'startsaldot': 'the opening balance', 'utgaende saldo': 'closing balance', 'utgaende saldot': 'the closing balance',
    'slutsaldo': 'closing balance', 'slutsaldot': 'the closing balance', 'saldo': 'balance', 'saldot': 'the balance',
    'pa kontot': 'in the account', 'kvar': 'left',
    // Time.
    'forra manaden': 'last month', 'forra manad': 'last month', 'senaste manaden': 'last month',
    'manaden innan': 'the month before', 'manaden fore': 'the month before', 'manaden dessforinnan': 'the month before',
    'foregaende manad': 'the month before', 'foregaende manaden': 'the month before', 'den har manaden': 'this month',
    'denna manad': 'this month', 'manad': 'month', 'manaden': 'the month', 'manader': 'months',
    'vecka': 'week', 'veckan': 'the week', 'ar': 'is', 'i ar': 'this year', 'aret': 'the year', 'idag': 'today', 'i dag': 'today', 'igar': 'yesterday',
    'dag': 'day', 'dagar': 'days', 'i borjan av': 'at the start of', 'i slutet av': 'at the end of', 'vid slutet av': 'at the end of',
    'sedan': 'since', 'till och med': 'until', 'fram till': 'until', 'fore': 'before', 'innan': 'before', 'efter': 'after',
    ':e': '', ':a': '',
    // Comparison and exclusion.
    'mer an': 'over', 'mindre an': 'under', 'mellan': 'between', 'mer': 'more', 'mindre': 'less',
    'jamfort med': 'compared to', 'utan': 'excluding', 'forutom': 'except', 'exklusive': 'excluding', 'inklusive': 'including',
    // Grammar.
    'jag': 'i', 'vi': 'we', 'du': 'you', 'har': 'have', 'hade': 'had', 'var': 'was', 'var det': 'was that', 'det var': 'that was',
    'blev det': 'was that', 'blev': 'was', 'det': '', 'den': 'the', 'de': 'the', 'en': 'a', 'ett': 'a', 'och': 'and',
    'eller': 'or', 'min': 'my', 'mitt': 'my', 'mina': 'my', 'vara': '', 'i': 'in', 'pa': 'on',
    'hos': 'at', 'for': 'for', 'till': 'to', 'fran': 'from', 'med': 'with', 'av': 'of', 'om': 'about', 'vad sags om': 'what about',
    'an': 'than', 'finns det': 'are there', 'det finns': 'there are', 'finns': 'are there', 'alla': 'all', 'allt': 'all', 'gang': 'time', 'ganger': 'times', 'totala': 'total',
    'egentligen': '', 'ungefar': 'about', 'tack': 'thanks', 'snalla': 'please',
  },
};
