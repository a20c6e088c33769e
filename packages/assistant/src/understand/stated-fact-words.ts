import type { StatementView } from '../statement/view';
import type { Query, StatedFactKind } from './query';
import { fold } from './text';

/**
 * Questions about a figure a card statement prints in its summary, in the languages we read,
 * matched on the question as asked (folded), before its words are put into English: the
 * English steps would read "pago mínimo" as the smallest payment, which is another figure.
 * Tried in order: an available credit limit before a limit, a due date before an amount due.
 */
const FACT_WORDS: readonly (readonly [StatedFactKind, RegExp])[] = [
  [
    'availableCredit',
    /\bavailable (credit|limit|balance to spend)|\bcredit (available|left|remaining)\b|\bhow much (credit|limit) (do i have |have i got |is )?(left|remaining)\b|\b(credito|limite) disponible|\b(credito|limite) disponivel|\bverfugbare[rs]? (kredit|rahmen|limit|betrag)|\bcredit disponible|\bcredito disponibile|\bbeschikba(ar|re) (krediet|ruimte|limiet)|\bdostepny limit|\bsisa limit|\blimit tersedia|利用可能額/,
  ],
  [
    'creditLimit',
    /\bcredit (limit|line)\b|\bcard('?s)? limit\b|\bspending limit\b|\blimite (de credito|do cartao|de (la )?tarjeta|de credit|di credito)\b|\bkredit(rahmen|limit|kartenlimit)\b|\bkartenlimit\b|\bplafond\b|\bkredietlimiet\b|\bbestedingslimiet\b|\blimit (kredytowy|karty|kartu|kredit)\b|\bbatas kredit\b|限度額/,
  ],
  [
    'dueDate',
    /\bdue date\b|\bpayment (deadline|due by)\b|\bwhen (is|s|are) (the |my )?((next|card|minimum|credit card) )?(payment|bill|balance|amount|statement)s? ?(is |are )?due\b|\bwhen (do|must|should) i (re)?pay (the |my )?(card|bill|balance|statement)\b|\bby when\b.*\bpay\b|\bfecha (limite de pago|de vencimiento|de pago)\b|\bdata de vencimento\b|\bvencimento da fatura\b|\bquando vence\b|\bcuando vence\b|\bfalligkeit(sdatum)?\b|\bzahlbar bis\b|\bdate (limite de paiement|d'?echeance)\b|\bdata di scadenza\b|\bvervaldatum\b|\btermin (splaty|platnosci)\b|\bjatuh tempo\b|支払期日|お支払日|支払日/,
  ],
  [
    'minimumDue',
    /\bmin(imum)? (payments?|pay|amount (due|to pay|payable)|due|repayments?)\b|\bminimum (i|we) (have|need|must) (to )?pay\b|\bleast (i|we) (can|must|have to|need to) pay\b|\b(pago|pagamento|paiement|pembayaran|tagihan) minim[oau]m?\b|\bmindest(betrag|zahlung|rate)\b|\bminimum (te betalen|a payer)\b|\bminimale (betaling|aflossing)\b|\bminimaln[ae] (kwota|splata|wplata)\b|最低お?支払/,
  ],
  [
    'amountDue',
    /\b(total )?(amount|balance|sum|payment) (due|owing)\b|\bhow much (is|s) (due|owing|owed)\b|\bwhat('?s| is) (due|owing|owed)\b|\bhow much (do i|i) (have|need|must) to (re)?pay( off| back)?( (on|for|towards) (the |my )?(card|bill|statement|balance))?\s*\??\s*$|\bhow much (do i|i) owe\b|\btotal (owed|owing)\b|\b(total|monto|importe|valor) a pagar\b|\bvalor (total )?da fatura\b|\btotal da fatura\b|\b(zu zahlende[rn]? betrag|rechnungsbetrag)\b|\bmontant (du|a payer)\b|\btotal a payer\b|\b(importo dovuto|totale da pagare)\b|\btotaal te betalen\b|\bte betalen bedrag\b|\bkwota do zaplaty\b|\b(total|jumlah) tagihan\b|請求(金)?額|お支払金額/,
  ],
];

/** The summary figure a question asks for, or undefined when it asks for none. */
export function statedFactAsked(question: string): StatedFactKind | undefined {
  const text = fold(question).replace(/[’`´]/g, "'");
  return FACT_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The reading of a question about a summary figure: the figure, and nothing from the rows. */
export function factQuery(fact: StatedFactKind): Query {
  const filters = { merchants: [], categories: [], bankCategories: [], texts: [] };
  return { intent: 'info', info: 'fact', fact, filters, asked: true, leftover: '' };
}

/**
 * "Last month's balance" on a statement of one billing cycle is the balance it opened with, the
 * previous statement's closing one; read as a date ("last month"), it would be this cycle's.
 */
const PREVIOUS_STATEMENT_BALANCE =
  /\b(last|previous|prior) (month'?s?|statement'?s?|cycle'?s?)( statement)? balance\b|\bbalance (from|of|on|for) (the |my )?(last|previous|prior) (month|statement|cycle)\b/g;

export function previousStatementBalance(prepared: string, view: StatementView): string {
  return oneCycle(view)
    ? prepared.replace(PREVIOUS_STATEMENT_BALANCE, 'opening balance')
    : prepared;
}

/** A statement covering one month's cycle at most (a card's statement, most current accounts'). */
function oneCycle(view: StatementView): boolean {
  const start = Date.parse(view.period.start);
  const end = Date.parse(view.period.end);
  return (end - start) / 86_400_000 <= 31;
}
