import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { startFakePushService } from '../helpers/fake-push-service.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

async function publicKeyOf(app: TestApp): Promise<string> {
  const user = await createUser(app);
  const res = await createClient(app).as(user).get('/api/push/public-key');
  expect(res.statusCode).toBe(200);
  return (res.json() as { publicKey: string }).publicKey;
}

describe(`VAPID keys (${engineName})`, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('are generated into the data folder on the first start (0600) and reused by the next', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-vapid-'));
    dirs.push(dataDir);
    const first = await createTestApp({ DATA_DIR: dataDir });
    const key = await publicKeyOf(first).finally(() => first.close());
    const file = path.join(dataDir, 'vapid.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(key);
    expect(stored.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await createTestApp({ DATA_DIR: dataDir });
    expect(await publicKeyOf(second).finally(() => second.close())).toBe(key);
  });

  it('come from the settings when given (nothing is written), and sign the pushes', async () => {
    const keys = webpush.generateVAPIDKeys();
    const fake = await startFakePushService();
    const app = await createTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@vitrina.example',
      PUSH_EXTRA_HOSTS: fake.host,
    });
    try {
      expect(await publicKeyOf(app)).toBe(keys.publicKey);
      expect(existsSync(path.join(app.dataDir, 'vapid.json'))).toBe(false);

      const ana = await createUser(app, { type: 'talento' });
      const luis = await createUser(app, { type: 'talento' });
      const device = fake.newDevice();
      await createClient(app).as(ana).post('/api/push/subscriptions', device.subscription);
      await createClient(app).as(luis).post('/api/users/follow', { id: ana.id });
      await fake.waitFor(1);
      expect(fake.received[0]).toMatchObject({
        vapidKey: keys.publicKey,
        claims: { sub: 'mailto:ops@vitrina.example' },
      });
    } finally {
      await app.close();
      await fake.close();
    }
  });

  it('live as long as the process with an in-memory database', async () => {
    const app = await createTestApp({}, { inMemoryDatabase: true });
    try {
      expect(await publicKeyOf(app)).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(existsSync(path.join(app.dataDir, 'vapid.json'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
