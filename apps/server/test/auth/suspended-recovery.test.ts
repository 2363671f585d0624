import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import type { CaughtMail } from '../helpers/mail-catcher.ts';
import { createTalent } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

const isRecovery = (mail: CaughtMail) => mail.text.includes('/forgot/');

/** A suspended person cannot get round the suspension by a new password, and the answer does not tell. */
describe(`password recovery while suspended (${engineName})`, () => {
  let app: TestAppWithMail;
  let http: TestClient;
  let moderator: TestUser;

  beforeAll(async () => {
    app = await createTestAppWithMail();
    http = createClient(app);
    moderator = await createUser(app, { type: 'talento', nombre: 'Mode', email: 'mode-recovery@example.test' });
    await grantRoleWithFactor(app, 'mode-recovery@example.test', 'moderator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const recover = (user: TestUser, lang: 'es' | 'en') =>
    http.post('/api/users/recover/password', { email: user.email }, { lang });
  const recoveryMails = (user: TestUser) => app.mail.to(user.email).filter(isRecovery);
  const moderate = async (user: TestUser, action: 'suspend' | 'lift', body: object) => {
    const res = await http.as(moderator).post(`/api/moderation/people/${user.id}/${action}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends no recovery e-mail to a suspended account and answers as for any other', async () => {
    const [normal, forDays, forever] = [
      await createTalent(app, 'Corriente'),
      await createTalent(app, 'Suspendida'),
      await createTalent(app, 'Indefinida'),
    ];
    await moderate(forDays, 'suspend', { days: 3, reason: 'Spam', note: '' });
    await moderate(forever, 'suspend', { days: null, reason: 'Estafa', note: '' });

    for (const lang of ['es', 'en'] as const) {
      const expected = await recover(normal, lang);
      expect([expected.statusCode, expected.json()]).toEqual([200, { sent: true }]);
      for (const suspended of [forDays, forever]) {
        const res = await recover(suspended, lang);
        expect([res.statusCode, res.json()]).toEqual([expected.statusCode, expected.json()]);
      }
    }
    // The answer waits for the e-mail to be handed over; a later one to another address is in as well.
    const sentinel = await createTalent(app, 'Testigo');
    expect((await recover(sentinel, 'es')).statusCode).toBe(200);
    await app.mail.waitFor((mail) => mail.to === sentinel.email.toLowerCase() && isRecovery(mail));
    expect(recoveryMails(normal)).toHaveLength(2);
    expect(recoveryMails(forDays)).toEqual([]);
    expect(recoveryMails(forever)).toEqual([]);

    // Lifted, the account recovers its password again.
    await moderate(forDays, 'lift', { note: 'Revisado' });
    expect((await recover(forDays, 'en')).json()).toEqual({ sent: true });
    expect(recoveryMails(forDays)).toHaveLength(1);
  });
});
