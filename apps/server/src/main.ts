import { buildApp } from './app';
import { ConfigError, DEFAULT_WEB_DIST_DIR, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseLocation } from './db/database';
import { migrate } from './db/migrate';
import { EncryptedFileStore } from './platform/encrypted-file-store';
import { localFileEncryptionKey } from './platform/file-encryption-key';
import { LocalFileStore } from './platform/file-store';
import { encryptFilesAtRest } from './platform/files-at-rest';
import { S3FileStore } from './platform/s3-file-store';
import { localSessionSecret } from './platform/local-session-secret';
import { createMailer } from './platform/mail/transports';

function databaseLocation(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: `${config.dataDir}/db` };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Sheetwise cannot start; fix these settings:\n`);
    for (const problem of error.problems) process.stderr.write(`  ${problem}\n`);
    process.exit(1);
  }

  if (config.mode === 'local' && !config.sessionSecret) {
    config = { ...config, sessionSecret: await localSessionSecret(config.dataDir) };
  }
  // Production requires the key (config.ts); local mode keeps a generated one in DATA_DIR.
  const fileKeys = {
    current: config.fileEncryption.key ?? (await localFileEncryptionKey(config.dataDir)),
    old: config.fileEncryption.oldKeys,
  };
  const database = await openDatabase(databaseLocation(config));
  await migrate(database);
  const mailer = createMailer(config, database.db);
  const storedFiles =
    config.fileStore.kind === 's3'
      ? new S3FileStore(config.fileStore)
      : new LocalFileStore(`${config.dataDir}/files`);
  const app = await buildApp({
    mailer,
    config,
    database,
    webDistDir: DEFAULT_WEB_DIST_DIR,
    files: new EncryptedFileStore(storedFiles, fileKeys),
    masterKeys: fileKeys,
  });
  // Files stored before encryption (or under an old key) are rewritten before any is served. A
  // bucket only ever received sealed files, so there the walk (a read per file, in every process
  // that starts) is needed only while a key is being rotated out.
  if (config.fileStore.kind === 'local' || fileKeys.old.length > 0) {
    const atRest = await encryptFilesAtRest(storedFiles, fileKeys);
    app.log[atRest.unreadable > 0 ? 'warn' : 'info'](atRest, 'stored files checked for encryption');
  }
  app.addHook('onClose', async () => {
    if (storedFiles instanceof S3FileStore) storedFiles.close();
    await mailer.idle();
    await database.close();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { mode: config.mode, engine: database.engine },
    `Sheetwise is listening on ${address}`,
  );
}

await main();
