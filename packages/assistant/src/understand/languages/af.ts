import { AFRIKAANS_EVERYDAY } from './af-everyday';
import { type Language, months } from './language';

/** "13de" and "1ste" as the day they number: "op die 13de Februarie" is on 13 february. */
const ORDINALS = Object.fromEntries(
  Array.from({ length: 31 }, (_, index) => index + 1).flatMap((day) => [
    [`${day}de`, `${day}`],
    [`${day}ste`, `${day}`],
  ]),
);

/**
 * Afrikaans, as asked in South Africa, often mixed with English ("Hoeveel het ek op groceries
 * spandeer?"). "Nie" is left unread, so a question with a negation declines; "sonder" too, as
 * the verb at the end would fall into the exclusion.
 */
// prettier-ignore
export const AFRIKAANS: Language = {
  code: 'af',
  phrases: {
    ...AFRIKAANS_EVERYDAY,
    ...ORDINALS,
    ...months(['januarie', 'februarie', 'maart', 'april', 'mei', 'junie', 'julie', 'augustus',
      'september', 'oktober', 'november', 'desember']),
    // Question frames.
    'hoeveel geld': 'how much', 'hoeveel': 'how much', 'hoeveel keer': 'how many times', 'hoe dikwels': 'how many times',
    'hoe veel': 'how much', 'hoeveel transaksies': 'how many transactions', 'hoeveel aankope': 'how many purchases',
    'hoeveel betalings': 'how many payments', 'hoeveel onttrekkings': 'how many withdrawals', 'aantal': 'number of',
    'hoeveel het ek gehad': 'what was the balance', 'hoeveel geld het ek gehad': 'what was the balance',
    'hoeveel het ek oor': 'what is the balance', 'hoeveel het ek?': 'what is the balance ?',
    'hoeveel geld het ek?': 'what is the balance ?', 'hoeveel geld het ek in my rekening': 'what is the balance in my account',
    'hoeveel het ek in my rekening?': 'what is the balance in my account ?', 'hoeveel geld het ek oor': 'what is the balance',
    'wat was': 'what was', 'wat is': 'what is', 'wat': 'what', 'watter': 'which', 'by watter winkel': 'at which shop',
    'watter winkel': 'which shop', 'wanneer': 'when', 'waar': 'where', 'wys': 'show', 'lys': 'list',
    'in totaal': 'in total', 'altesaam': 'in total', 'altesame': 'in total', 'alles saam': 'in total', 'totaal': 'total',
    'gemiddeld': 'average', 'gemiddelde': 'average', 'gemiddeld per maand': 'average per month', 'per maand': 'per month',
    'maandeliks': 'monthly', 'per dag': 'per day', 'per week': 'per week',
    // Sizes and order.
    'die grootste': 'the largest', 'grootste': 'largest', 'die kleinste': 'the smallest', 'kleinste': 'smallest',
    'duurste': 'most expensive', 'goedkoopste': 'cheapest', 'hoogste': 'highest', 'laagste': 'lowest', 'meeste': 'most',
    'die meeste': 'the most', 'mees onlangse': 'most recent', 'onlangse': 'recent', 'laaste': 'last', 'eerste': 'first',
    // Balances.
    'openingsaldo': 'opening balance', 'openingsbalans': 'opening balance', 'beginsaldo': 'opening balance',
    'aanvangsaldo': 'opening balance', 'sluitingsaldo': 'closing balance', 'sluitingsbalans': 'closing balance',
    'slotsaldo': 'closing balance', 'eindsaldo': 'closing balance', 'saldo': 'balance', 'balans': 'balance',
    'in my rekening': 'in my account', 'op my rekening': 'in my account', 'oor': 'left',
    // Time.
    'verlede maand': 'last month', 'laas maand': 'last month', 'laasmaand': 'last month', 'vorige maand': 'last month',
    'die vorige maand': 'the month before', 'die maand daarvoor': 'the month before', 'maand daarvoor': 'month before',
    'die maand voor dit': 'the month before', 'die maand tevore': 'the month before', 'hierdie maand': 'this month',
    'die maand': 'the month', 'maand': 'month', 'maande': 'months', 'week': 'week', 'jaar': 'year', 'vandag': 'today',
    'gister': 'yesterday', 'dag': 'day', 'dae': 'days', 'aan die einde van': 'at the end of', 'aan die begin van': 'at the start of',
    'einde': 'end', 'begin': 'start', 'sedert': 'since', 'tot': 'until', 'voor': 'before', 
    // Comparison.
    'meer as': 'over', 'minder as': 'under', 'tussen': 'between', 'meer': 'more', 'minder': 'less',
    'as in': 'than in', 'vergeleke met': 'compared to', 'behalwe': 'except', 'uitgesluit': 'excluding', 'ingesluit': 'including',
    // Grammar.
    'ek': 'i', 'ons': 'we', 'jy': 'you', 'het': '', 'gehad': 'had', 'is': 'is', 'was': 'was', 'was dit': 'was that',
    'is daar': 'are there', 'was daar': 'were there', 'daar': 'there', 'dit': '', 'daardie': 'that', 'die': 'the', "'n": 'a', 'n': 'a', 'en': 'and', 'of': 'or', 'my': 'my',
    'van': 'of', 'op': 'on', 'in': 'in', 'by': 'at', 'vir': 'for', 'aan': 'on', 'na': 'to', 'met': 'with', 'uit': 'out',
    'se': '', 'al': 'all', 'alle': 'all', 'keer': 'times', 'asseblief': 'please', 'dankie': 'thanks', 'omtrent': 'about',
    'wat van': 'what about', 'en wat van': 'and what about', 'nog': '', 'al my': 'all my',
  },
};
