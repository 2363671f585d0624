import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
