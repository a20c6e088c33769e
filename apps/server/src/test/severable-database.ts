import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import type { TestDatabase } from './test-database';

/**
 * A database connection that a test can cut, as a killed server process's connections end with
 * it: every query after `sever()` fails, so whatever that process still had in hand can write
 * nothing more.
 */
export class SeverableConnection implements KyselyPlugin {
  private severed = false;

  /** The same database seen through this connection. */
  wrap(database: TestDatabase): TestDatabase {
    return { ...database, db: database.db.withPlugin(this) };
  }

  sever(): void {
    this.severed = true;
  }

  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    if (this.severed) throw new Error('Connection terminated: the process was killed');
    return args.node;
  };

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
