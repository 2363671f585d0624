/**
 * `npm run reports`: prints the open reports of profiles (newest first), for the operators, until a
 * moderation screen exists. Reads the server's own configuration (DATABASE_URL, or PGlite under DATA_DIR).
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError } from '../src/db/data-folder-lock.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createGraphService } from '../src/modules/graph/graph.service.ts';
import { createUserDirectory } from '../src/modules/profiles/user-directory.ts';

const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  inMemory: false,
}).catch((error: unknown) => {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  if (config.migrateOnStart) await runMigrations(database);
  const reports = await createGraphService(database.db).listOpenReports();
  const people = await createUserDirectory(database.db).listAuthors(reports.flatMap((r) => [r.reporterId, r.targetId]));
  const who = (id: number) => {
    const person = people.get(id);
    return person ? `${person.fullname} (/profile/${person.profile_url}, id ${id})` : `id ${id}`;
  };
  console.log(reports.length === 0 ? 'No open reports.' : `${reports.length} open report(s), newest first:\n`);
  for (const report of reports) {
    console.log(`#${report.id}  ${report.createdAt.toISOString()}`);
    console.log(`  reported: ${who(report.targetId)}`);
    console.log(`  by:       ${who(report.reporterId)}`);
    console.log(`  text:     ${report.description.replace(/\s+/g, ' ')}\n`);
  }
} finally {
  await database.close();
}
