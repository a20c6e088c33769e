import type { ParsedStatement } from '@sheetwise/statements';

/**
 * The heap the cache may hold, statements and the assistant's views of them together. Counting
 * transactions (a million, estimated at 200 MB) let it reach 400-550 MB under load: real rows
 * cost more than the estimate, and more still with long descriptions.
 */
export const CAPACITY_BYTES = 120 * 1024 * 1024;

/**
 * A transaction's heap with its share of the assistant's view, measured with --expose-gc on
 * 200,000 rows (278 bytes each with 30-character descriptions): a fixed part for the objects and
 * numbers, and each character of text about twice, in the row and in the view's merchant.
 */
const BYTES_PER_TRANSACTION = 160;
const BYTES_PER_TEXT_CHARACTER = 4;

/** What a statement is estimated to hold in the heap once the assistant has looked at it. */
export function estimatedBytes(statement: ParsedStatement): number {
  let bytes = 0;
  for (const row of statement.transactions) {
    const text =
      row.description.length + (row.reference?.length ?? 0) + (row.category?.length ?? 0);
    bytes += BYTES_PER_TRANSACTION + BYTES_PER_TEXT_CHARACTER * text;
  }
  return bytes;
}

/**
 * The statements recently asked about, so a conversation loads its rows and builds the
 * assistant's view of them once rather than per question. Keyed by document and upload time:
 * uploading a file again under its name changes the time, so an old statement is never served.
 */
export class StatementCache {
  private readonly entries = new Map<string, { statement: ParsedStatement; bytes: number }>();
  private held = 0;

  constructor(private readonly capacityBytes = CAPACITY_BYTES) {}

  /** The estimated bytes held now. */
  get heldBytes(): number {
    return this.held;
  }

  async get(key: string, load: () => Promise<ParsedStatement>): Promise<ParsedStatement> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last, so the first entries are the ones to evict.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.statement;
    }
    const statement = await load();
    // Two questions at once may both have loaded it; the second replaces the first.
    const replaced = this.entries.get(key);
    if (replaced) this.held -= replaced.bytes;
    const bytes = estimatedBytes(statement);
    this.entries.delete(key);
    this.entries.set(key, { statement, bytes });
    this.held += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.held <= this.capacityBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.held -= old.bytes;
    }
    return statement;
  }
}
