// Strict judging (blind-testing.md), on top of the consistency bench's number reader: dates out
// first, every grouping style, a figure to the minor unit with its currency named, a count alone.
import {
  equalsMinor,
  judgeCount,
  judgeMoneyEach,
  numbersIn,
  type NumberToken,
} from '../../consistency/lib/judge';
import type { Expect } from './questions';

export type QVerdict = 'exact' | 'decline-ok' | 'miss' | 'wrong';

export interface QJudged {
  verdict: QVerdict;
  stated: string[];
  note?: string;
}

const MONTHS_MORE =
  'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|' +
  'janvier|février|fevrier|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|' +
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|' +
  'styczeń|styczen|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień|' +
  'enero|febrero|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|' +
  'januari|februari|maart|mei|juni|juli|augustus|oktober|desember|agustus|maret';

/** Dates the shared reader may not know (Portuguese, Spanish, Italian, Polish words; 日付). */
function moreDatesOut(text: string): string {
  return text
    .replace(
      new RegExp(
        `\\b\\d{1,2}(?:º)?\\s*(?:de\\s+)?(?:${MONTHS_MORE})(?![\\p{L}])(?:\\s*(?:de\\s+)?\\d{4})?`,
        'giu',
      ),
      ' ',
    )
    .replace(new RegExp(`(?:${MONTHS_MORE})\\s*(?:de\\s+)?\\d{4}`, 'giu'), ' ')
    .replace(/\d{4}\/\d{1,2}\/\d{1,2}/g, ' ')
    .replace(/\d{1,2}\/\d{1,2}(?!\/?\d)/g, ' ');
}

const CURRENCY: Record<string, RegExp> = {
  EUR: /EUR|€|euro/i,
  USD: /USD|\$|dollar/i,
  BRL: /BRL|R\$|rea(?:l|is)\b/i,
  JPY: /JPY|¥|￥|円|yen/i,
  INR: /INR|₹|Rs\.?|rupee|rupay/i,
  GBP: /GBP|£|pound/i,
  PLN: /PLN|zł|zloty|złot/i,
  IDR: /IDR|Rp|rupiah/i,
  MXN: /MXN|MX\$|\$|peso/i,
  // Set "third" (no other set has these currencies, so their judging is unchanged).
  AUD: /AUD|A\$|\$|dollar/i,
  CHF: /CHF|\bFr\.|franc|franken/i,
  // Set "fifth" (no other set has these currencies, so their judging is unchanged).
  CAD: /\bCAD\b|\$|dollar/i,
  ZAR: /\bZAR\b|\bR ?\d|\brand\b/i,
  TRY: /\bTRY\b|₺|\bTL\b|\b[Ll]ira\b|\bliras?\b/,
  SEK: /\bSEK\b|\bkr\b|\bkronor\b|\bkrona\b/i,
  SGD: /\bSGD\b|S\$|\$|dollar/i,
};
const namesCurrency = (text: string, cur: string) => (CURRENCY[cur] ?? new RegExp(cur)).test(text);

const moneyLooking = (t: NumberToken) =>
  t.nearCurrency || t.hasDecimals || t.readings.some((r) => Number(r) >= 1000);

export function judge(answer: string, e: Expect): QJudged {
  const text = moreDatesOut(answer);
  const tokens = numbersIn(text);
  const stated = tokens.filter(moneyLooking).map((t) => t.text);
  switch (e.kind) {
    case 'none':
      return stated.length === 0
        ? { verdict: 'decline-ok', stated }
        : { verdict: 'wrong', stated, note: 'a money figure for a question with no answer' };
    case 'money': {
      const hit = tokens.some((t) =>
        t.readings.some((r) => e.minors.some((m) => equalsMinor(r, m, e.exponent))),
      );
      if (hit && namesCurrency(text, e.currency)) return { verdict: 'exact', stated };
      if (hit) return { verdict: 'miss', stated, note: 'figure right, currency not named' };
      return stated.length ? { verdict: 'wrong', stated } : { verdict: 'miss', stated };
    }
    case 'each': {
      const j = judgeMoneyEach(text, e.items);
      const verdict = j.verdict === 'decline' ? 'miss' : j.verdict;
      return { verdict, stated: j.stated, ...(j.note ? { note: j.note } : {}) };
    }
    case 'count': {
      const j = judgeCount(text, e.n);
      const verdict = j.verdict === 'decline' ? 'miss' : j.verdict;
      return { verdict, stated: j.stated };
    }
    case 'name': {
      const fold = (s: string) =>
        s.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (e.names.some((n) => fold(answer).includes(fold(n)))) return { verdict: 'exact', stated };
      return stated.length ? { verdict: 'wrong', stated } : { verdict: 'miss', stated };
    }
  }
}
