import { normalizeWords } from './columns';

/**
 * What a card statement's summary label names. 'newBalance' is the statement's closing balance
 * by another name: it is what is due only on a card's summary (see stated-facts.ts), since a
 * current account's "New balance" is money the holder has, not money owed.
 */
export type FactKind =
  'amountDue' | 'newBalance' | 'minimumDue' | 'creditLimit' | 'availableCredit' | 'dueDate';

/**
 * What may follow a label in its own cell: a currency (`S$`, `EUR`, `zł`) and the figure or
 * date itself. Any longer word means the cell says more than the label, and is not one.
 */
const TAIL = String.raw`(?: \p{L}{1,3})*(?: \d.*)?$`;
const label = (words: string) => new RegExp(`^(?:total )?(?:${words})${TAIL}`, 'u');

/**
 * Labels by kind, in the languages the product reads, normalised (lower case, no accents or
 * punctuation). Tried in this order: a due date's label holds the words of an amount due, and
 * an available credit limit those of a credit limit.
 */
const LABELS: readonly (readonly [FactKind, RegExp])[] = [
  [
    'dueDate',
    label(
      '(payment )?due date|pay(ment)? by|fecha (limite )?de pago|fecha de vencimiento|data (de )?vencimento|vencimento|falligkeit(sdatum)?|zahlbar bis|date (d )?echeance|date limite de paiement|data di scadenza|scadenza|vervaldatum|uiterste betaaldatum|termin (splaty|platnosci)|tanggal jatuh tempo|jatuh tempo|お支払日|お支払期日|支払期日',
    ),
  ],
  [
    'availableCredit',
    label(
      'available credit( limit)?|credit available|available to spend|(credito|limite) disponible|(limite|credito) disponivel|verfugbarer (kredit)?(rahmen|betrag)|credit disponible|credito disponibile|beschikbaar krediet|beschikbare (ruimte|limiet)|dostepny limit|sisa limit|limit tersedia|ご利用可能額|利用可能額',
    ),
  ],
  [
    'minimumDue',
    label(
      'minimum (payment|amount)( due)?|minimum due|min(imum)? (payment|pmt)|minimum to pay|pago minimo|importe minimo|pagamento minimo|valor minimo|mindest(betrag|zahlung|rate)|paiement minimum|montant minimum|minimum a payer|importo minimo|minimum te betalen|minimaal te betalen|minimalna (kwota do zaplaty|splata|wplata)|pembayaran minimum|tagihan minimum|最低支払額|最低お支払額|最低支払金額',
    ),
  ],
  [
    'amountDue',
    label(
      'amount due|balance due|amount to pay|total a pagar|importe a pagar|pago total|total da fatura|valor total da fatura|(zu zahlender|faelliger|falliger) betrag|rechnungsbetrag|montant du|montant a payer|total a payer|importo dovuto|totale da pagare|saldo da pagare|(totaal )?te betalen( bedrag)?|kwota do zaplaty|total tagihan|jumlah tagihan|tagihan baru|お支払金額|ご請求金額|今回ご請求額',
    ),
  ],
  [
    'newBalance',
    label(
      'new balance|statement balance|saldo (nuevo|novo|atual)|nuevo saldo|neuer saldo|nouveau solde|nuovo saldo|nieuw saldo|nowe saldo|saldo baru',
    ),
  ],
  [
    'creditLimit',
    label(
      'credit (limit|line)|card limit|limite de credito|limite total|kredit(rahmen|limit|karten ?limit)|plafond de credit|limite de credit|limite di credito|kredietlimiet|bestedingslimiet|limit (kredytowy|karty)|limit kredit|batas kredit|ご利用限度額|利用限度額|限度額',
    ),
  ],
];

/** A cheap first look: every label above holds one of these. */
const KEYWORD =
  /due|pay|pag|limit|limiet|kredi|credit|cr[eé]dit|minim|mindest|f[aä]llig|zahl|[eé]ch[eé]an|scaden|verval|betal|termin|tempo|tagih|balance|sald|solde|montant|importo|rahmen|plafond|fido|dispon|verf[uü]gbar|beschikba|dost[eę]pn|sisa|batas|kwota|splat|wp[lł]at|rechnung|支払|請求|限度|利用可能/i;

/** The fact a summary cell labels (`Minimum Payment Due`, `Pago mínimo:`), or null. */
export function factKind(cell: string): FactKind | null {
  if (!cell || cell.length > 60 || /^\d/.test(cell) || !KEYWORD.test(cell)) return null;
  // Polish ł has no accent to drop: it is an l written through.
  const words = normalizeWords(cell.replace(/['’]/g, ' ').replace(/ł/gi, 'l'));
  return LABELS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}
