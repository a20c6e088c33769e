import type { ParsedStatement } from '@sheetwise/statements';

/**
 * How many transactions the cache holds in all. A 20,000-row statement with the assistant's view
 * of it takes about 4 MB, so this is at most about 200 MB: fifty users deep in conversation
 * about statements of that size.
 */
const CAPACITY_TRANSACTIONS = 1_000_000;

/**
 * The statements recently asked about, so a conversation loads its rows and builds the
 * assistant's view of them once rather than per question. Keyed by document and upload time:
 * uploading a file again under its name changes the time, so an old statement is never served.
 */
export class StatementCache {
  private readonly entries = new Map<string, ParsedStatement>();
  private held = 0;

  constructor(private readonly capacity = CAPACITY_TRANSACTIONS) {}

  async get(key: string, load: () => Promise<ParsedStatement>): Promise<ParsedStatement> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last, so the first entries are the ones to evict.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const statement = await load();
    this.entries.set(key, statement);
    this.held += statement.transactions.length;
    for (const [oldKey, old] of this.entries) {
      if (this.held <= this.capacity || oldKey === key) break;
      this.entries.delete(oldKey);
      this.held -= old.transactions.length;
    }
    return statement;
  }
}
