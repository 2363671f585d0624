import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, engineName, type TestDatabase } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

const HOUR_MS = 3_600_000;
const DETAIL = 'Le pide fotos a mi hija de 14 años';

/**
 * A report on a minor's safety tells every admin at once, but only the first of an hour: the hour's later ones
 * go in one e-mail per admin once it is over, so 29 reports cannot send 29 e-mails to each. The tests make an
 * hour pass by moving the admins' windows an hour back, as other mail tests move their queues (a test app
 * starts no job: rounds run only after a report's commit or when a test runs one).
 */
describe(`minor-safety alerts to admins (${engineName})`, () => {
  let mail: MailCatcher;
  let database: TestDatabase;
  let dataDir: string;
  let app: TestApp;
  let esAdmin: TestUser;
  let enAdmin: TestUser;
  let moderator: TestUser;
  let reporter: TestUser;

  /** An app on the test's database: a second one is a restarted or another process. */
  async function start(): Promise<TestApp> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://vitrina.test',
    });
    const built: App = await buildApp(config, { database: database.database });
    await built.server.ready();
    return { ...built, dataDir, close: () => built.server.close() };
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    database = await createTestDatabase({ migrated: true });
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-alerts-'));
    app = await start();
    esAdmin = await createUser(app, { email: 'admin-es@example.test', nombre: 'Ada', langCode: 'es' });
    enAdmin = await createUser(app, { email: 'admin-en@example.test', nombre: 'Bea', langCode: 'en' });
    moderator = await createUser(app, { email: 'mode@example.test' });
    await grantRoleWithFactor(app, esAdmin.email, 'admin');
    await grantRoleWithFactor(app, enAdmin.email, 'admin');
    await grantRoleWithFactor(app, moderator.email, 'moderator');
    reporter = await createTalent(app, 'Preocupada');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mail?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new report on a minor's safety, about a new agency; answers its number. */
  const report = async (on = app): Promise<number> => {
    const subject = await createAgency(on, 'Agencia');
    const res = await createClient(on)
      .as(reporter)
      .post('/api/reports', {
        target: { kind: 'profile', id: subject.id },
        category: 'minor_safety',
        description: DETAIL,
      });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().report.id as number;
  };
  const alerts = (on: App) => ({ runDue: () => runRound(on, 'minor-report-alerts') });
  /** Joins a round a commit started, then runs one more: whatever is due by now has gone. */
  const settle = async (on: App) => {
    await alerts(on).runDue();
    await alerts(on).runDue();
  };
  const hourPasses = () =>
    database.database.db.execute(sql`update minor_report_alerts set hour = hour - interval '1 hour'`);
  const count = () => [mail.to(esAdmin.email).length, mail.to(enAdmin.email).length];
  /** Reports made within the last seconds of an hour would fall in two: wait for the next one to begin. */
  const clearOfHourEnd = async () => {
    const left = HOUR_MS - (Date.now() % HOUR_MS);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
  };
  /** Starts from an hour with nothing sent in it (tests run in any order). */
  const freshHour = async () => {
    await settle(app);
    await hourPasses();
    await settle(app);
    await clearOfHourEnd();
  };

  it('e-mails the hour’s first report at once and its later ones together at the hour’s end, in each admin’s language', async () => {
    await freshHour();
    const [es0, en0] = count();
    const first = await report();
    const es = await mail.waitFor((m) => m.to === esAdmin.email && m.subject.includes(`(n.º ${first})`));
    const en = await mail.waitFor((m) => m.to === enAdmin.email && m.subject.includes(`(no. ${first})`));
    expect(es.subject).toBe(`Vitrina: denuncia sobre la seguridad de un menor (n.º ${first})`);
    expect(en.subject).toBe(`Vitrina: report about a minor's safety (no. ${first})`);

    const later: number[] = [];
    for (let i = 0; i < 5; i += 1) later.push(await report());
    await settle(app);
    expect(count()).toEqual([es0! + 1, en0! + 1]);

    await hourPasses();
    await settle(app);
    expect(count()).toEqual([es0! + 2, en0! + 2]);
    const [esGrouped, enGrouped] = [mail.to(esAdmin.email).at(-1)!, mail.to(enAdmin.email).at(-1)!];
    expect(esGrouped.subject).toBe('Vitrina: 5 denuncias más sobre la seguridad de un menor en la última hora');
    expect(esGrouped.text).toContain(
      `Después del primer aviso de la última hora llegaron 5 denuncias más en la categoría «seguridad de un menor» (n.º ${later.join(', ')}).`,
    );
    expect(enGrouped.subject).toBe("Vitrina: 5 more reports about a minor's safety in the last hour");
    expect(enGrouped.text).toContain(
      `5 more reports in the "safety of a minor" category arrived (nos. ${later.join(', ')}).`,
    );
    for (const grouped of [esGrouped, enGrouped]) {
      expect(grouped.text).toContain('http://vitrina.test/moderacion');
      expect(grouped.text).not.toContain(DETAIL);
      for (const name of ['Agencia', 'Preocupada']) expect(grouped.html).not.toContain(name);
    }
    // The next round finds nothing more to send.
    await settle(app);
    expect(count()).toEqual([es0! + 2, en0! + 2]);

    // The next hour's first report goes at once again.
    const next = await report();
    await mail.waitFor((m) => m.to === esAdmin.email && m.subject.includes(`(n.º ${next})`));
    await mail.waitFor((m) => m.to === enAdmin.email && m.subject.includes(`(no. ${next})`));
    await settle(app);
    expect(count()).toEqual([es0! + 3, en0! + 3]);
    expect(mail.to(moderator.email)).toEqual([]);
  });

  it('keeps an hour’s grouped e-mail across a restart and sends it once, with two processes running rounds', async () => {
    await freshHour();
    const [es0, en0] = count();
    const first = await report();
    await mail.waitFor((m) => m.to === enAdmin.email && m.subject.includes(`(no. ${first})`));
    const later = [await report(), await report()];
    await settle(app);
    expect(count()).toEqual([es0! + 1, en0! + 1]);

    // A restart in the middle of the hour, and another process beside it.
    await app.close();
    app = await start();
    const other = await start();
    try {
      // Nothing goes before the hour is over, restarted or not.
      await settle(app);
      expect(count()).toEqual([es0! + 1, en0! + 1]);
      await hourPasses();
      const sent = await Promise.all([alerts(app).runDue(), alerts(other).runDue()]);
      expect(sent[0] + sent[1]).toBe(2);
      await settle(app);
      await settle(other);
    } finally {
      await other.close();
    }
    expect(count()).toEqual([es0! + 2, en0! + 2]);
    expect(mail.to(esAdmin.email).at(-1)!.text).toContain(`llegaron 2 denuncias más`);
    expect(mail.to(enAdmin.email).at(-1)!.text).toContain(`(nos. ${later.join(', ')})`);
  });

  it('writes one later report of an hour in the singular', async () => {
    await freshHour();
    const first = await report();
    await mail.waitFor((m) => m.to === esAdmin.email && m.subject.includes(`(n.º ${first})`));
    await mail.waitFor((m) => m.to === enAdmin.email && m.subject.includes(`(no. ${first})`));
    const only = await report();
    await settle(app);
    await hourPasses();
    await settle(app);
    expect(mail.to(esAdmin.email).at(-1)!.subject).toBe(
      'Vitrina: 1 denuncia más sobre la seguridad de un menor en la última hora',
    );
    expect(mail.to(enAdmin.email).at(-1)!.text).toContain(
      `another report in the "safety of a minor" category arrived (no. ${only}).`,
    );
  });
});
