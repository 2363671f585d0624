/**
 * Operators' account commands. Each reads the server's own configuration (DATABASE_URL, or PGlite under
 * DATA_DIR; media on local disk or S3) and prints what it changed. The role commands also work while the
 * server holds the embedded database: they ask it, as `npm run db:backup` does.
 *   npm run accounts -- purge-due                            deletes the cancelled accounts whose grace period is over
 *   npm run accounts -- grant-role <email> moderator|admin   gives a moderation role
 *   npm run accounts -- revoke-role <email>                  takes it away
 *   npm run accounts -- guardian-summaries                   sends every confirmed guardian's weekly summary now
 *                                                            (a guardian with nothing new gets none)
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BACKUP_KEY_HEADER } from '../src/db/backup-route.ts';
import { DataFolderError, DataFolderLockedError, type LockHolder } from '../src/db/data-folder-lock.ts';
import { AppError } from '../src/http/app-error.ts';
import { createGuardiansRepository } from '../src/modules/guardians/guardians.repository.ts';
import { SUMMARY_COMMAND_PATH } from '../src/modules/guardians/summary-command.routes.ts';
import type { DeletedAccount } from '../src/modules/leaving/account-deletion.ts';
import { ROLE_COMMAND_PATH } from '../src/modules/moderation/role-command.routes.ts';
import { onStopSignal } from '../src/stop-signals.ts';

const USAGE = `Usage:
  npm run accounts -- purge-due
  npm run accounts -- grant-role <email> moderator|admin
  npm run accounts -- revoke-role <email>
  npm run accounts -- guardian-summaries`;
const [command, email, role] = process.argv.slice(2);
const valid =
  command === 'purge-due' ||
  (command === 'guardian-summaries' && email === undefined) ||
  (command === 'grant-role' && email && (role === 'moderator' || role === 'admin')) ||
  (command === 'revoke-role' && email && role === undefined);
if (!valid) {
  console.error(USAGE);
  process.exit(command === undefined || command === '--help' ? 0 : 2);
}

type RoleChange = { userId: number; before: string | null; after: string | null };

function printChange(change: RoleChange): void {
  const name = (value: string | null) => value ?? 'no role';
  console.log(
    change.before === change.after
      ? `${email} (account ${change.userId}) already has ${name(change.after)}: nothing changed.`
      : `${email} (account ${change.userId}): ${name(change.before)} → ${name(change.after)} (written to the audit log).`,
  );
}

const printSummaries = (sent: number) =>
  console.log(sent === 0 ? 'No guardian had anything new to be told.' : `${sent} guardian summary e-mail(s) sent.`);

/** A role is given only to an account with a second factor (decision 0052): the command says why and fails. */
function refuseWithoutFactor(): void {
  console.error(
    `${email} has no second factor: a moderation role needs one. ` +
      'They turn on the authenticator app in Settings › Security first; then run the command again.',
  );
  process.exitCode = 1;
}

/** A command sent to the running server that holds the embedded database. */
async function askHolder(holder: LockHolder): Promise<void> {
  if (command === 'guardian-summaries') {
    const response = await fetch(`${holder.url}${SUMMARY_COMMAND_PATH}`, {
      method: 'POST',
      headers: { [BACKUP_KEY_HEADER]: holder.key },
    });
    if (!response.ok) throw new Error(`the server at ${holder.url} answered ${response.status}`);
    printSummaries(((await response.json()) as { sent: number }).sent);
    return;
  }
  const response = await fetch(`${holder.url}${ROLE_COMMAND_PATH}`, {
    method: 'POST',
    headers: { [BACKUP_KEY_HEADER]: holder.key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: command === 'grant-role' ? role : null }),
  });
  if (response.status === 409) {
    refuseWithoutFactor();
    return;
  }
  if (!response.ok) throw new Error(`the server at ${holder.url} answered ${response.status}`);
  const answer = (await response.json()) as { found: false } | ({ found: true } & RoleChange);
  if (answer.found) printChange(answer);
  else {
    console.error(`No account has the e-mail ${email}.`);
    process.exitCode = 1;
  }
}

/** Builds the app, runs the command, closes the app. */
async function run(): Promise<void> {
  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })).catch(
    async (error: unknown) => {
      // The server holds the embedded database: a role or summary command asks it; a purge waits for it to stop.
      if (error instanceof DataFolderLockedError && error.holder?.url && error.holder.key && command !== 'purge-due') {
        await askHolder(error.holder).catch((failure: unknown) => {
          console.error(
            `The running server (process ${error.holder!.pid}) did not take the command: ${String(failure)}`,
          );
          process.exitCode = 1;
        });
        process.exit();
      }
      if (!(error instanceof DataFolderError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
  try {
    if (command === 'purge-due') {
      const deleted = (await app.jobs.run('account-deletion')) as DeletedAccount[];
      if (deleted.length === 0) console.log('No cancelled account is due for deletion.');
      for (const account of deleted) {
        console.log(
          `deleted account ${account.id} (due ${account.deleteAfter.toISOString()}): ` +
            `${account.filesRemoved} stored file(s) removed, ${account.conversationsKept} conversation(s) kept for the other people`,
        );
      }
    } else if (command === 'guardian-summaries') {
      // Every confirmed guardian's summary is made due, then the round sends them.
      await createGuardiansRepository(app.database.db).makeSummariesDue();
      printSummaries((await app.jobs.run('guardian-summaries')) as number);
    } else {
      printChange(
        command === 'grant-role'
          ? await app.moderation.grantRole(email!, role as 'moderator' | 'admin')
          : await app.moderation.revokeRole(email!),
      );
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'role_needs_factor') refuseWithoutFactor();
    else if (error instanceof AppError && error.code === 'not_found') {
      console.error(`No account has the e-mail ${email}.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await app.server.close();
  }
}

const running = run();
// A stop lets the command finish (each change is one unit of work) and the app close: nothing is cut half-way.
onStopSignal(() => running, { limitMs: 60_000 });
await running;
