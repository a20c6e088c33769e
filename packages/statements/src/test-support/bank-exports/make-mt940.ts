import { decimal, figuresOf, joined, type Figures, type Ledger } from './ledger';

export interface Mt940Options {
  /** German banks' `:86:` with `?00`…`?33` subfields; otherwise free text. */
  structured: boolean;
  /** Cut the ledger into this many messages, each with its `:20:`, balances and lines. */
  statements?: number;
  /** Wrap each message in SWIFT's `{1:}{2:}{4:` … `-}` blocks. */
  swiftBlocks?: boolean;
  /** Every n-th line is a reversal: RD (a debit reversed, money in) or RC (money out). */
  reversalEvery?: number;
  /** Write each line's entry (booking) date MMDD after its value date. */
  entryDates?: boolean;
}

/** A YYMMDD date. */
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');
const comma = (minor: number) => decimal(Math.abs(minor), ',');

/** Text cut into pieces of `width`, as banks cut `:86:` subfields and lines. */
function pieces(text: string, width: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += width) out.push(text.slice(at, at + width));
  return out;
}

/**
 * An MT940 file of the ledger. Value dates are a day before the booking date when entry dates
 * are written, so a reader that takes the value date for the booking date is caught. The `:86:`
 * field names the counterparty and the purpose: in `?32`/`?20`… subfields cut to 27 characters,
 * or as free text cut to 65-character lines.
 */
export function makeMt940(
  ledger: Ledger,
  options: Mt940Options,
): { text: string; figures: Figures } {
  const count = options.statements ?? 1;
  const size = Math.ceil(ledger.entries.length / count);
  const descriptions: string[] = [];
  const messages: string[] = [];
  let balance = ledger.openingMinor;
  const mark = (minor: number) => (minor < 0 ? 'D' : 'C');
  for (let part = 0; part < count; part += 1) {
    const entries = ledger.entries.slice(part * size, (part + 1) * size);
    const first = entries[0]?.date ?? ledger.start;
    const lines = [
      `:20:STMT${part + 1}`,
      `:25:${ledger.account}`,
      `:28C:${String(part + 1).padStart(5, '0')}/001`,
      `:60${part === 0 ? 'F' : 'M'}:${mark(balance)}${yymmdd(first)}${ledger.currency}${comma(balance)}`,
    ];
    entries.forEach((entry, at) => {
      const index = part * size + at;
      const reversal = options.reversalEvery !== undefined && index % options.reversalEvery === 2;
      const sign = reversal ? (entry.amountMinor < 0 ? 'RC' : 'RD') : mark(entry.amountMinor);
      const valueDate = options.entryDates
        ? new Date(Date.parse(`${entry.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
        : entry.date;
      const entryDate = options.entryDates ? entry.date.slice(5).replace('-', '') : '';
      const funds = index % 4 === 3 ? 'R' : '';
      lines.push(
        `:61:${yymmdd(valueDate)}${entryDate}${sign}${funds}${comma(entry.amountMinor)}NTRF${entry.reference}//B${index}`,
      );
      if (index % 5 === 4) lines.push('ORIG AMOUNT EUR 12,00');
      if (options.structured) {
        const subfields = [
          '?00SEPA-UEBERWEISUNG',
          '?100599',
          `?20EREF+${entry.reference}`,
          ...pieces(`SVWZ+${entry.purpose}`, 27).map((piece, n) => `?${21 + n}${piece}`),
          '?30EXAMDEFFXXX',
          '?31DE02120300000000202051',
          ...pieces(entry.counterparty, 27).map((piece, n) => `?${32 + n}${piece}`),
          '?34000',
        ];
        lines.push(...pieces(`:86:166${subfields.join('')}`, 65));
      } else {
        lines.push(...pieces(`:86:${entry.counterparty} ${entry.purpose}`, 65));
      }
      descriptions.push(
        options.structured
          ? joined(entry.counterparty, entry.purpose)
          : `${entry.counterparty} ${entry.purpose}`,
      );
      balance += entry.amountMinor;
    });
    const last = entries[entries.length - 1]?.date ?? ledger.end;
    lines.push(
      `:62${part === count - 1 ? 'F' : 'M'}:${mark(balance)}${yymmdd(last)}${ledger.currency}${comma(balance)}`,
    );
    lines.push(`:64:${mark(balance)}${yymmdd(last)}${ledger.currency}${comma(balance)}`);
    messages.push(
      options.swiftBlocks
        ? `{1:F01EXAMDEFFAXXX0000000000}{2:O9401200240401EXAMDEFFAXXX00000000002404011200N}{4:\r\n${lines.join('\r\n')}\r\n-}{5:{CHK:0123456789AB}}`
        : `${lines.join('\r\n')}\r\n-`,
    );
  }
  const figures = figuresOf(ledger, descriptions);
  figures.account = `****${ledger.account.replace(/\D/g, '').slice(-4)}`;
  return { text: `${messages.join('\r\n')}\r\n`, figures };
}
