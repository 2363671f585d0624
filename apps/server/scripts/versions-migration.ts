/**
 * `npm run versions:sql`: writes the version triggers of `src/db/versions.ts` into the newest migration, which
 * must be an empty custom one (`npx drizzle-kit generate --custom --name versions_from_registry`) or one this
 * script wrote. Migrations are history: a changed registry takes a new migration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../src/db/migrate.ts';
import { GENERATED_MARK, versionsMigration } from '../src/db/versions-sql.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const newest = path.join(migrationsFolder, `${journal.entries.at(-1)!.tag}.sql`);
const text = readFileSync(newest, 'utf8');
if (!text.startsWith('-- Custom SQL migration file') && !text.startsWith(GENERATED_MARK)) {
  console.error(`${newest} is not an empty custom migration: run drizzle-kit generate --custom first.`);
  process.exit(1);
}
writeFileSync(newest, versionsMigration());
console.log(`wrote ${path.relative(process.cwd(), newest)}`);
