import { normalizeWords } from './columns';

/** 'dated': a balance named by its date alone, placed by that date (dated-balances.ts). */
export type SummaryKind = 'opening' | 'closing' | 'dated' | 'other';

/** What may follow a balance label: `as of 01 04 2020`, `au 28/02/2022`, `at end of period`, a date. Not a shop name. */
const TAIL = String.raw`(?: (?:at|as|on|for|of|in|per|from|to|au|du|al|del|zum|am|vom|na|op)\b.*| \d.*)?$`;
const label = (words: string) => new RegExp(`^(?:${words})${TAIL}`);

/** Labels of balance lines: the whole cell, normalised (lower case, no accents or punctuation). */
const OPENING = [
  label('(opening|open|starting|start|initial|previous|old|beginning) balance'),
  /^balance (at|as at|as of) (the )?(start|beginning)\b/,
  /^(last month s|last statement) balance$/,
  /^(balance )?(brought forward|b f)$/,
  label(
    '(saldo (iniziale|inicial|anterior|precedente|de apertura)|anfangssaldo|alter (konto)?stand|beginsaldo|solde (initial|precedent|d ouverture)|nyito egyenleg|pradinis likutis)',
  ),
  // German, Dutch, French, Romanian, Polish, Nordic, Finnish, Indonesian and Thai openings.
  label(
    '(saldovortrag( letzte rechnung)?|alter saldo|vorig saldo|oud saldo|ancien solde|sold (initial|precedent)|saldo (poczatkowe|otwarcia|awal|primo)|primo ?saldo|(ingaende|inngaende) saldo|alkusaldo|ยอดยกมา)',
  ),
  // French, Estonian, Icelandic, Croatian, Russian, Ukrainian, Bulgarian, Vietnamese, Arabic and
  // Chinese openings.
  label(
    '(solde depart|algsaldo|upphafssta[dð]a|pocetno stanje|входящий (остаток|баланс)|вхiдний залишок|вхідний залишок|начално салдо|so du (dau|đau) ky|الرصيد الافتتاحي|期初余额)',
  ),
  // Czech, Slovak, Latvian, Slovenian, Croatian, Serbian and Bosnian (Latin and Cyrillic) and
  // Macedonian openings.
  label(
    '(pocatecni (zustatek|stav)|pociatocny (zostatok|stav)|sakuma atlikums|(zacetno|prejsnje) stanje|(prethodno|staro) stanje|(pocetni|prethodni) saldo|(почетно|претходно) стање|(почетна|претходна) состојба)',
  ),
];
const CLOSING = [
  label('(closing|close|ending|end|final|new) balance'),
  /^balance (at|as at|as of) (the )?end\b/,
  /^(balance )?(carried forward|c f)$/,
  // A card statement's balance: what the holder owes at its date.
  label('total amount due'),
  label(
    '(saldo (finale|final|de cierre|contabile finale)|endsaldo|neuer (konto)?stand|eindsaldo|solde (final|nouveau|de cloture)|zaro egyenleg|galutinis likutis)',
  ),
  label(
    '(saldo per|neuer saldo|schlusssaldo|nieuw saldo|nouveau solde|sold final|saldo (koncowe|zamkniecia|akhir|ultimo)|ultimo ?saldo|utgaende saldo|loppusaldo|ยอดยกไป)',
  ),
  label(
    '(loppsaldo|lokasta[dð]a|zavrsno stanje|novo stanje|исходящий (остаток|баланс)|вихiдний залишок|вихідний залишок|крайно салдо|so du cuoi ky|الرصيد الختامي|期末余额)',
  ),
  // Czech, Slovak, Latvian, Slovenian, Croatian, Serbian and Bosnian (Latin and Cyrillic) and
  // Macedonian closings.
  label(
    '(konecny (zustatek|zostatok|stav)|beigu atlikums|koncno stanje|(konacno|krajnje) stanje|(zavrsni|konacni) saldo|(ново|завршно|крајње) стање|(нова|крајна) состојба)',
  ),
];
/**
 * A balance with no word for opening or closing, only its full date or the day's: "Solde au
 * 31/03/2024", "Kontostand vom 31.03.2024", "Saldo do dia". A date in full, so that a payment
 * described "Saldo 01/2024" stays a transaction.
 */
const DATED = [
  // The booked balance as of a date (Asian and Pacific banks' exports), which the date places.
  // Not the available balance: holds and overdraft limits move it off the booked one.
  /^(ledger|book|booked) (balance|bal)\b.* (\d{4} \d{1,2} \d{1,2}|\d{1,2} \d{1,2} \d{2,4}|(19|20)\d{6})\b/,
  /^(balance|solde|kontostand|saldo|sold|stand)( (as of|as at|at|on|au|du|vom|am|zum|per|al|em|na|op|z dnia|pe))? (\d{4} \d{1,2} \d{1,2}|\d{1,2} \d{1,2} \d{2,4})\b/,
  /^(saldo do dia|saldo del giorno|saldo del dia|tagessaldo|solde du jour|daily balance)$/,
  // A booked balance with no date of its own: the statement's "as at" day may give it one.
  /^(ledger|book|booked) (balance|bal)$/,
  // The latest balance of an export, its date and time on a line of their own (Belfius).
  /^(laatste saldo|letzter (konto)?stand|dernier solde|last balance|latest balance)$/,
];
/** Totals and turnover lines: never transactions, never balances. */
const OTHER = [
  /^(grand )?totals?( (debits?|credits?|amount|movimenti|transactions|for the period|of transactions|withdrawals|deposits))?$/,
  /^(totale|total) (movimenti|entrate|uscite|addebiti|accrediti)\b/,
  /^(turnover|apyvarta|umsatzsumme|summe)$/,
  /^(summe|summa) (soll|haben)$/,
  // Indonesian turnover lines under the table: the period's total credits and debits.
  /^(total )?mutasi (kredit|debet|debit)$/,
  /^sub ?totals?$/,
  /^(kaive|обороти|обороты|итого|всего|tong cong|المجموع|合计|总计)$/,
  // A totals row in the languages of Central and Eastern Europe and the north.
  /^(ukupno|укупно|вкупно|skupaj|celkem|spolu|celkom|razem|osszesen|yhteensa|insgesamt|gesamt|totaal|totalt|i alt|is viso|kopa|kokku|συνολο)$/,
];

/** A period's total money in or out, as a summary line labels it (its figure follows the label). */
const TOTAL_CREDITS =
  /^(total (credits?|deposits?|paid in|money in)|credits? total|mutasi kredit|summe haben|totale (entrate|accrediti)|total (abonos|creditos|des credits))$/;
const TOTAL_DEBITS =
  /^(total (debits?|withdrawals?|paid out|money out)|debits? total|mutasi (debet|debit)|summe soll|totale (uscite|addebiti)|total (cargos|debitos|des debits))$/;

/**
 * Which total a summary cell labels: `Mutasi Kredit :`, `Total Debits: 1,234.00` (the label
 * before a colon), `Summe Haben`. Null for any other cell.
 */
export function totalKind(cell: string): 'credits' | 'debits' | null {
  if (!cell || cell.length > 60 || isDigit(cell.charCodeAt(0))) return null;
  const words = normalizeWords(cell.split(/[:=]/, 1)[0] ?? '');
  if (TOTAL_CREDITS.test(words)) return 'credits';
  if (TOTAL_DEBITS.test(words)) return 'debits';
  return null;
}

/** A cheap first look: every label above contains one of these. */
const KEYWORD =
  /bal|tot|mutasi|turn|sald|sold|stand|forw|b\s?\/\s?f|c\s?\/\s?f|summ|umsatz|apyv|likut|egyenl|ยอดยก|stanje|sta[dð]a|käive|kaive|остат|залиш|салдо|оборот|итог|всего|số dư|so du|tổng|tong|رصيد|المجموع|余额|合计|总计|z[uů]stat|zostat|atlik|стањ|состојб|ukupn|укупн|вкупн|skupaj|celk|spolu|razem|összes|yhteens|gesamt|i alt|viso|kopā|kokku|σύνολ/i;

/**
 * Tells whether a row is a statement's summary line (an opening or closing balance, a total, a
 * turnover) rather than a transaction, by the words in any of its cells. Such lines are left out
 * of the transactions; balance lines still give the statement's opening and closing balance.
 */
export function summaryKind(row: readonly string[]): SummaryKind | null {
  for (const cell of row) {
    // Every label starts with a letter: amounts and dates, most of a statement, are passed over.
    if (!cell || cell.length > 60 || isDigit(cell.charCodeAt(0)) || !KEYWORD.test(cell)) continue;
    // Exports written for programs name their fields in camel case: `openingBalance`.
    const words = normalizeWords(cell.replace(/['’]/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
    if (OPENING.some((pattern) => pattern.test(words))) return 'opening';
    if (CLOSING.some((pattern) => pattern.test(words))) return 'closing';
    if (DATED.some((pattern) => pattern.test(words))) return 'dated';
    if (OTHER.some((pattern) => pattern.test(words))) return 'other';
  }
  return datedByItsOwnCell(row) ? 'dated' : null;
}

/** A balance word alone in a cell: `Kontostand`, `Saldo`, `Balance`. */
const BARE_BALANCE = /^(balance|kontostand|saldo|solde|sold|stand|bokfort saldo)$/;
const FULL_DATE = /^(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/;

/**
 * "Kontostand;31.05.2023;;;6.784,55" under Deutsche Bank's table: a line led by a bare balance
 * word, with a full date in a cell of its own. A transaction's line starts with its date, so a
 * payment described only as "Saldo" is not taken for one.
 */
function datedByItsOwnCell(row: readonly string[]): boolean {
  const lead = row.find((cell) => cell !== '');
  // Most lines start with their date: passed over before any normalising.
  if (!lead || lead.length > 20 || isDigit(lead.charCodeAt(0)) || !KEYWORD.test(lead)) {
    return false;
  }
  if (!BARE_BALANCE.test(normalizeWords(lead))) return false;
  return row.some((cell) => FULL_DATE.test(cell.trim()));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
