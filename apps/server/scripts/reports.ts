/**
 * `npm run reports`: prints the open moderation cases in the queue's order, for the operators (the web's
 * /moderacion shows the same). Reads the server's own configuration (DATABASE_URL, or PGlite under DATA_DIR).
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError } from '../src/db/data-folder-lock.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { compareCases, mostSevere } from '../src/modules/moderation/report-rules.ts';
import { createReportsRepository } from '../src/modules/moderation/reports.repository.ts';
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
  const cases = (await createReportsRepository(database.db).listCases('open'))
    .map((record) => ({ ...record, category: mostSevere(record.categories) }))
    .sort(compareCases);
  const people = await createUserDirectory(database.db).listAuthors(cases.map((c) => c.subjectId));
  const who = (id: number) => {
    const person = people.get(id);
    return person ? `${person.fullname} (/profile/${person.profile_url}, id ${id})` : `id ${id}`;
  };
  console.log(cases.length === 0 ? 'No open cases.' : `${cases.length} open case(s), most severe first:\n`);
  for (const c of cases) {
    console.log(`#${c.id}  ${c.category}  ${c.targetKind} ${c.targetId}  last ${c.lastReportedAt.toISOString()}`);
    console.log(`  about:     ${who(c.subjectId)}`);
    console.log(`  reporters: ${c.reporters} (${c.reportsCount} report(s))\n`);
  }
} finally {
  await database.close();
}
