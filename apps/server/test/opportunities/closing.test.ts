import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { applications, opportunities } from '../../src/db/schema/opportunities.ts';
import { users } from '../../src/db/schema/users.ts';
import { createTransactions } from '../../src/db/transaction.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import type { OpportunityNotice } from '../../src/modules/opportunities/notices-port.ts';
import { CLOSING_ROUND, createClosingRound } from '../../src/modules/opportunities/closing/closing-round.ts';
import type { NotificationPage } from '@vitrina/contract/notifications';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block, createAgency } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import * as fixtures from '../helpers/applying-fixtures.ts';

const quiet = {
  child: () => quiet,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

describe(`the closing round (${engineName})`, () => {
  let app: TestApp;
  let agency: TestUser;
  const runners: Array<ReturnType<typeof createJobRunner>> = [];

  /** A process of its own: a job runner and a closing round whose notices the test reads (or that fail). */
  function process(tell: (list: OpportunityNotice[]) => Promise<void> | void, batch = 10) {
    const db = app.database.db;
    const jobs = createJobRunner(db, quiet);
    runners.push(jobs);
    const transactions = createTransactions(db, createEventBus(quiet), quiet);
    const notices = { tell: async (_tx: unknown, list: OpportunityNotice[]) => tell(list) };
    createClosingRound({ transactions, jobs, notices, intervalMs: 3_600_000, batch });
    return { run: () => jobs.run(CLOSING_ROUND) as Promise<{ closed: number; told: number }> };
  }
  const told = async (opportunityId: number) =>
    (
      await queryRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from applications where opportunity_id = ${opportunityId} and told_at is not null`,
      )
    )[0]!.n;

  beforeAll(async () => {
    app = await createTestApp();
    agency = await createAgency(app, 'Estrella');
  });
  afterAll(async () => {
    for (const jobs of runners) await jobs.stop();
    await app?.close();
  });

  it('closes what passed its deadline and tells each applicant once; withdrawn, cast, drafts and blocks not', async () => {
    const o = await fixtures.insertOpportunity(app, agency.id, { deadline: new Date(Date.now() + 60_000) });
    const future = await fixtures.insertOpportunity(app, agency.id);
    const crowd = await fixtures.insertTalents(app, 27);
    const [withdrawn, cast, draft, blocker, blockedByAgency, ...applicants] = crowd;
    await fixtures.insertApplications(app, o, [...applicants, blocker!, blockedByAgency!]);
    await fixtures.insertApplications(app, o, [withdrawn!], { state: 'withdrawn' });
    await fixtures.insertApplications(app, o, [cast!], { filing: 'cast' });
    await fixtures.insertApplications(app, o, [draft!], { state: 'draft', submittedAt: null });
    await block(app, blocker!, agency.id);
    await block(app, agency.id, blockedByAgency!);
    await fixtures.setOpportunity(app, o.id, { deadline: new Date(Date.now() - 1000) });
    const heard: OpportunityNotice[] = [];
    const one = process((list) => void heard.push(...list));
    expect(await one.run()).toEqual({ closed: 1, told: applicants.length });
    const [closed] = await app.database.db.select().from(opportunities).where(eq(opportunities.id, o.id));
    expect(closed).toMatchObject({ state: 'closed', closeReason: 'deadline' });
    expect((await app.database.db.select().from(opportunities).where(eq(opportunities.id, future.id)))[0]!.state).toBe(
      'open',
    );
    expect(heard.map((notice) => notice.recipientId).sort((a, b) => a - b)).toEqual(applicants);
    expect(heard[0]).toEqual({
      type: 'OPPORTUNITY_ENDED',
      recipientId: heard[0]!.recipientId,
      actorId: agency.id,
      opportunityId: o.id,
      roleId: o.roleIds[0],
      closeReason: 'deadline',
    });
    expect(await told(o.id)).toBe(applicants.length + 2);
    const untold = await app.database.db.select().from(applications).where(eq(applications.opportunityId, o.id));
    for (const talentId of [withdrawn, cast, draft])
      expect(untold.find((row) => row.talentId === talentId)!.toldAt, String(talentId)).toBeNull();
    expect(await one.run()).toEqual({ closed: 0, told: 0 });
    expect(heard).toHaveLength(applicants.length);
  });

  it('goes on after a crash mid-round without telling anyone twice', async () => {
    const o = await fixtures.insertOpportunity(app, agency.id, { state: 'cancelled', closeReason: 'cancelled' });
    const crowd = await fixtures.insertTalents(app, 25);
    await fixtures.insertApplications(app, o, crowd);
    const heard: OpportunityNotice[] = [];
    let batches = 0;
    const crashing = process((list) => {
      batches += 1;
      if (batches === 2) throw new Error('the process died mid-round');
      heard.push(...list);
    });
    await crashing.run();
    expect(heard).toHaveLength(10);
    expect(await told(o.id)).toBe(10);
    // The process is gone: its item is free again at once, as after its lease ran out.
    await app.database.db.execute(
      sql`update job_items set run_after = now(), claimed_until = null where round = ${CLOSING_ROUND}`,
    );
    const restarted = process((list) => void heard.push(...list));
    await restarted.run();
    expect(heard.map((notice) => notice.recipientId).sort((a, b) => a - b)).toEqual(crowd);
    expect(new Set(heard.map((notice) => notice.closeReason))).toEqual(new Set(['cancelled']));
  });

  it('tells each applicant once when two processes run the round together', async () => {
    const o = await fixtures.insertOpportunity(app, agency.id, { state: 'removed', closeReason: 'removed' });
    const crowd = await fixtures.insertTalents(app, 30);
    await fixtures.insertApplications(app, o, crowd);
    const heard: OpportunityNotice[] = [];
    const first = process((list) => void heard.push(...list), 7);
    const second = process((list) => void heard.push(...list), 7);
    await Promise.all([first.run(), second.run(), first.run()]);
    await second.run();
    expect(heard.map((notice) => notice.recipientId).sort((a, b) => a - b)).toEqual(crowd);
  });

  it('tells the applicants of a suspended agency at once, each as her own entry, and she reads it', async () => {
    const suspended = await createAgency(app, 'Suspendida');
    const o = await fixtures.insertOpportunity(app, suspended.id, { state: 'closed', closeReason: 'closed' });
    const crowd = await fixtures.insertTalents(app, 3);
    const reader = await createUser(app, { type: 'talento', nombre: 'Lectora' });
    await fixtures.insertApplications(app, o, [...crowd, reader.id]);
    // Suspended with no end: waiting for its return would leave them without an answer for good.
    await app.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const heard: OpportunityNotice[] = [];
    await process((list) => void heard.push(...list)).run();
    expect(heard.map((notice) => [notice.recipientId, notice.actorId, notice.closeReason])).toEqual(
      [...crowd, reader.id].map((id) => [id, id, 'closed']),
    );

    // Through the app's own round and notices: her list shows the entry though its agency is hidden.
    const other = await fixtures.insertOpportunity(app, suspended.id, { state: 'closed', closeReason: 'closed' });
    await fixtures.insertApplications(app, other, [reader.id]);
    await runRound(app, CLOSING_ROUND);
    const page = (await createClient(app).as(reader).get('/api/notifications')).json() as NotificationPage;
    expect(page.rows.filter((row) => row.type === 'OPPORTUNITY_ENDED')).toHaveLength(1);
  });

  it("is one of the app's rounds", async () => {
    const o = await fixtures.insertOpportunity(app, agency.id, { deadline: new Date(Date.now() - 1000) });
    await fixtures.insertApplications(app, o, await fixtures.insertTalents(app, 2));
    const result = await runRound<{ closed: number; told: number }>(app, CLOSING_ROUND);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await told(o.id)).toBe(2);
  });
});
