/**
 * One QIF record: the first value of each field a reader uses (D date, T and U amount, P payee,
 * M memo, N number or account name, L category), the line it starts on, and the lines of its date
 * and amounts for messages. Every record has the same shape: a 10 MB file has a hundred thousand.
 */
export interface QifRecord {
  line: number;
  D: string | undefined;
  T: string | undefined;
  U: string | undefined;
  P: string | undefined;
  M: string | undefined;
  N: string | undefined;
  L: string | undefined;
  lineD: number;
  lineT: number;
  lineU: number;
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

const SPACE = 32;
const CARET = 94;
const BANG = 33;

function newRecord(line: number): QifRecord {
  return {
    line,
    D: undefined,
    T: undefined,
    U: undefined,
    P: undefined,
    M: undefined,
    N: undefined,
    L: undefined,
    lineD: line,
    lineT: line,
    lineU: line,
  };
}

/**
 * Sets the field on `text`'s line from `start` (its code) to `end`, the first time its code
 * appears in the record; other codes (splits, addresses, cleared marks) are passed over.
 */
function setField(record: QifRecord, text: string, start: number, end: number, line: number) {
  const code = text.charAt(start);
  if (code === 'D' || code === 'T' || code === 'U') {
    if (record[code] !== undefined) return;
    record[code] = text.slice(start + 1, end).trim();
    record[`line${code}`] = line;
  } else if (code === 'P' || code === 'M' || code === 'N' || code === 'L') {
    record[code] ??= text.slice(start + 1, end).trim();
  }
}

/**
 * Cuts a QIF file into blocks and records, in one pass over its lines: a line starting `!` is a
 * header (`!Type:Bank`, `!Account`; `!Option:` and `!Clear:` switches are skipped), `^` ends a
 * record, and any other line is a field whose first character is its code. Split lines (S, E, $)
 * and addresses are passed over: a split's parts add up to the transaction's own T. An
 * `!Account` record (N name, T type) names the account the following `!Type:` block belongs to.
 * Lines are found with indexOf and only the values read are cut out: a 10 MB file has a million
 * lines, and a string for each would cost more than the rest of the reading.
 */
export function readQifBlocks(source: string): QifBlock[] {
  // Files from old Macs end lines with a bare CR.
  const text = source.includes('\n') ? source : source.replace(/\r/g, '\n');
  const blocks: QifBlock[] = [];
  let block: QifBlock | null = null;
  let record: QifRecord | null = null;
  let account: string | undefined;
  let lineNumber = 0;
  for (let at = 0; at < text.length;) {
    const newline = text.indexOf('\n', at);
    let end = newline < 0 ? text.length : newline;
    let start = at;
    at = end + 1;
    lineNumber += 1;
    while (start < end && text.charCodeAt(start) <= SPACE) start += 1;
    while (end > start && text.charCodeAt(end - 1) <= SPACE) end -= 1;
    if (start === end) continue;
    const first = text.charCodeAt(start);
    if (first === CARET && end === start + 1) {
      if (record && block) {
        block.records.push(record);
        if (block.type === 'Account') account = record.N ?? account;
      }
      record = null;
      continue;
    }
    if (first === BANG) {
      const header = /^!(\w+)\s*(?::\s*(.*))?$/.exec(text.slice(start, end));
      const kind = header?.[1]?.toLowerCase() ?? '';
      if (kind === 'option' || kind === 'clear') continue;
      if (record && block) block.records.push(record);
      record = null;
      const type = kind === 'type' ? (header?.[2] ?? '').trim() : (header?.[1] ?? '');
      block = { type, records: [] };
      if (type !== 'Account' && account !== undefined) block.account = account;
      blocks.push(block);
      continue;
    }
    // Fields before any header: a bank that left out `!Type:Bank`, read as a bank account.
    if (!block) {
      block = { type: 'Bank', records: [] };
      blocks.push(block);
    }
    record ??= newRecord(lineNumber);
    setField(record, text, start, end, lineNumber);
  }
  if (record && block) {
    block.unfinished = true;
    block.records.push(record);
  }
  return blocks;
}
