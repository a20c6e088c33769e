/** One QIF record: its fields by their one-letter code, and the lines they are on. */
export interface QifRecord {
  /** The line the record starts on. */
  line: number;
  /** The first value of each code (D, T, U, P, M, N, L…); split lines (S, E, $, %) are not kept. */
  fields: Map<string, string>;
  /** The line of each field, to name it in a message. */
  lines: Map<string, number>;
}

/** The records under one `!Type:` header, and the account they belong to. */
export interface QifBlock {
  /** The header's type as written, `Bank`, `CCard`, `Oth A`…, or `Account` for an account list. */
  type: string;
  /** The name of the account the last `!Account` record named, if any. */
  account?: string;
  records: QifRecord[];
  /** True when the file ended inside this block's last record, before its `^`. */
  unfinished?: boolean;
}

/** A split's lines belong to the transaction's own total, T; they are no transactions. */
const SPLIT_CODES = new Set(['S', 'E', '$', '%']);

/**
 * Cuts a QIF file into blocks and records, in one pass over its lines: a line starting `!` is a
 * header (`!Type:Bank`, `!Account`; `!Option:` and `!Clear:` switches are skipped), `^` ends a
 * record, and any other line is a field whose first character is its code. An `!Account` record
 * (N name, T type) names the account the following `!Type:` block belongs to.
 */
export function readQifBlocks(text: string): QifBlock[] {
  const blocks: QifBlock[] = [];
  let block: QifBlock | null = null;
  let record: QifRecord | null = null;
  let account: string | undefined;
  const lines = text.split(/\r\n|\r|\n/);
  const endRecord = () => {
    if (record && block && record.fields.size > 0) {
      block.records.push(record);
      if (block.type === 'Account') account = record.fields.get('N')?.trim() || account;
    }
    record = null;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const trimmed = (lines[index] ?? '').trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith('!')) {
      const header = /^!(\w+)\s*(?::\s*(.*))?$/.exec(trimmed);
      const kind = header?.[1]?.toLowerCase() ?? '';
      if (kind === 'option' || kind === 'clear') continue;
      endRecord();
      const type = kind === 'type' ? (header?.[2] ?? '').trim() : (header?.[1] ?? trimmed);
      block = { type, records: [] };
      if (type !== 'Account' && account !== undefined) block.account = account;
      blocks.push(block);
      continue;
    }
    if (trimmed === '^') {
      endRecord();
      continue;
    }
    // Fields before any header: a bank that left out `!Type:Bank`, read as a bank account.
    if (!block) {
      block = { type: 'Bank', records: [] };
      blocks.push(block);
    }
    record ??= { line: index + 1, fields: new Map(), lines: new Map() };
    const code = trimmed[0] ?? '';
    if (SPLIT_CODES.has(code) || record.fields.has(code)) continue;
    record.fields.set(code, trimmed.slice(1).trim());
    record.lines.set(code, index + 1);
  }
  if (record !== null && block !== null && record.fields.size > 0) {
    block.unfinished = true;
    endRecord();
  }
  return blocks;
}
