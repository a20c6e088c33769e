import type { DraftRow, StatementDraft } from '../finish-statement';
import type { StatementFormat } from '../types';

/** One statement (or account block) of a bank export, as its reader found it. */
export interface ExportPart {
  /** The account's own number or name, to tell accounts apart; never shown. */
  accountKey?: string;
  accountMasked?: string;
  currency: string | null;
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  period?: { start: string; end: string } | null;
  bank?: string;
  rows: DraftRow[];
}

/**
 * Joins the statements one export file holds into one, in the file's order. MT940 and CAMT
 * files often carry a day's statement each for a month, and then the month opens with the first
 * statement's opening balance and closes with the last one's closing balance. Statements of
 * several accounts, or in several currencies, are read together too (a person uploads the file to
 * ask about it), but then no single balance belongs to them, so none is given and a warning says
 * why.
 */
export function mergeParts(
  format: StatementFormat,
  parts: readonly ExportPart[],
  warnings: string[],
): StatementDraft {
  const rows = parts.flatMap((part) => part.rows);
  const accounts = new Set(parts.map((part) => part.accountKey).filter(Boolean));
  const currencies = currenciesOf(parts);
  const draft: StatementDraft = {
    format,
    rows,
    currency: currencies.length === 1 ? (currencies[0] ?? null) : null,
    statedPeriod: periodOf(parts),
    signUncertain: false,
    warnings,
  };
  const bank = parts.find((part) => part.bank)?.bank;
  if (bank) draft.bank = bank;
  if (accounts.size > 1) {
    const masked = [...new Set(parts.map((part) => part.accountMasked).filter(Boolean))];
    const named = masked.length === accounts.size ? ` (${masked.join(', ')})` : '';
    warnings.push(
      `This file holds ${accounts.size} accounts${named}. We read their transactions together, so it has no single opening or closing balance.`,
    );
  } else {
    const masked = parts.find((part) => part.accountMasked)?.accountMasked;
    if (masked) draft.accountMasked = masked;
  }
  if (currencies.length > 1) {
    draft.currencies = currencies;
    // Every row says its currency once the statement mixes them (see Transaction.currency).
    draft.rows = parts.flatMap((part) =>
      part.rows.map((row) =>
        row.currency || !part.currency ? row : { ...row, currency: part.currency },
      ),
    );
    if (accounts.size <= 1) {
      warnings.push(
        `This statement mixes ${currencies.join(', ')}, so it has no single opening or closing balance.`,
      );
    }
  }
  if (accounts.size <= 1 && currencies.length <= 1) {
    const opening = parts[0]?.openingBalanceMinor;
    const closing = parts[parts.length - 1]?.closingBalanceMinor;
    if (opening !== undefined) draft.openingBalanceMinor = opening;
    if (closing !== undefined) draft.closingBalanceMinor = closing;
  }
  return draft;
}

function currenciesOf(parts: readonly ExportPart[]): string[] {
  const found = new Set<string>();
  for (const part of parts) {
    if (part.currency) found.add(part.currency);
    for (const row of part.rows) if (row.currency) found.add(row.currency);
  }
  return [...found].sort();
}

/** The earliest start and the latest end any statement names; null when none names one. */
function periodOf(parts: readonly ExportPart[]): { start: string; end: string } | null {
  let period: { start: string; end: string } | null = null;
  for (const part of parts) {
    if (!part.period) continue;
    if (!period) period = { ...part.period };
    if (part.period.start < period.start) period.start = part.period.start;
    if (part.period.end > period.end) period.end = part.period.end;
  }
  return period;
}
