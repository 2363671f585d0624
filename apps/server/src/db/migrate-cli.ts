import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DataFolderError } from './data-folder-lock.ts';
import { runMigrations } from './migrate.ts';

// `npm run db:migrate`: for deployments that run several instances with MIGRATE_ON_START=false.
try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: false,
  });
  await runMigrations(database);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataFolderError ? error.message : error);
  process.exit(1);
}
