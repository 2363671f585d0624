import type { App } from '../../src/app.ts';
import { createGuardiansRepository } from '../../src/modules/guardians/guardians.repository.ts';
import { backgroundOf } from '../../src/platform/background.ts';
import { createClient } from './http-client.ts';
import type { TestUser } from './factories.ts';

/** Runs one of the app's durable rounds now, by its name in the job runner; answers its result (`T` as declared). */
export const runRound = <T = number>(app: Pick<App, 'jobs'>, name: string): Promise<T> =>
  app.jobs.run(name) as Promise<T>;

/** Every confirmed guardian's summary now, whatever its date, as `npm run accounts -- guardian-summaries` does. */
export async function runAllSummaries(app: Pick<App, 'jobs' | 'database'>): Promise<number> {
  await createGuardiansRepository(app.database.db).makeSummariesDue();
  return runRound(app, 'guardian-summaries');
}

/** Resolves once the app's named work off the request (`push`) has nothing running or waiting. */
export const settled = (app: Pick<App, 'server'>, name: string): Promise<void> =>
  backgroundOf(app.server).settled(name);

/** Suspends or lifts as a moderator does, over HTTP. */
export async function moderate(
  app: Pick<App, 'server'>,
  moderator: TestUser,
  userId: number,
  change: { suspend: { days: number; reason: string; note: string } } | { lift: string },
): Promise<void> {
  const client = createClient(app).as(moderator);
  const res =
    'suspend' in change
      ? await client.post(`/api/moderation/people/${userId}/suspend`, change.suspend)
      : await client.post(`/api/moderation/people/${userId}/lift`, { note: change.lift });
  if (res.statusCode !== 200) throw new Error(`the moderation answered ${res.statusCode}: ${res.body}`);
}
