import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { runRound } from './rounds.ts';

/**
 * Sends the e-mails while away that are queued now, as if their interval had passed: the queue's rows are
 * moved back a day and a round runs. Tests wait for this, never for the clock (a round of the app's own
 * timer could otherwise run between two events a test means to gather in one e-mail). Answers how many
 * e-mails went out.
 */
export async function sendQueuedMail(app: Pick<App, 'database' | 'jobs'>): Promise<number> {
  await app.database.db.execute(sql`update notification_mail_queue set since = since - interval '1 day'`);
  // A round already running (the timer's) may have looked before the update and be joined: the second one
  // starts after it, so it sees every row moved.
  const joined = await runRound(app, 'notification-mail');
  return joined + (await runRound(app, 'notification-mail'));
}
