import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForm, uniqueEmail } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { waitUntil } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * On a laptop the confirmation link comes from the outbox. The .eml is quoted-printable (a
 * copied link breaks at a soft line break), so a plain-text copy keeps links whole; a broken or expired link
 * answers token_invalido (the web shows a page offering a new e-mail), and a new e-mail can be asked for by
 * address, answered the same whether or not the address has an account.
 */
describe(`accounts: the confirmation link on a development machine (${engineName})`, () => {
  let app: TestApp;
  let lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PUBLIC_URL: 'http://127.0.0.1:3000',
    });
    lines = captureLogs(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const outbox = () => path.join(app.dataDir, 'outbox');
  const textCopies = () =>
    readdirSync(outbox())
      .filter((f) => f.endsWith('.txt'))
      .sort();
  /** The confirmation link of the newest plain-text copy sent to `email`. */
  const linkFor = (email: string) => {
    const copies = textCopies()
      .map((f) => readFileSync(path.join(outbox(), f), 'utf8'))
      .filter((text) => text.startsWith(`To: ${email}\n`));
    const link = copies.at(-1)?.match(/^http:\/\/127\.0\.0\.1:3000\/register\/confirmation#\S+$/m)?.[0];
    if (!link) throw new Error(`no confirmation link for ${email} in ${textCopies().join(', ')}`);
    return link;
  };
  const register = async (email: string) => {
    const res = await createClient(app).post('/api/users', registrationForm({ email }));
    expect(res.statusCode, res.body).toBe(201);
  };
  const confirm = (link: string) =>
    createClient(app).get(`/api/users/confirmation/${encodeURIComponent(link.split('#')[1] ?? '')}`);

  it('keeps a plain-text copy beside each .eml whose link, followed, confirms the account', async () => {
    const email = uniqueEmail();
    await register(email);
    const eml = readdirSync(outbox()).find((f) => f.endsWith('.eml'));
    expect(textCopies()).toEqual([eml?.replace(/\.eml$/, '.txt')]);
    const link = linkFor(email);
    expect(link).toMatch(/#[A-Za-z0-9_-]{43}$/);
    const page = await createClient(app).get(new URL(link).pathname);
    expect(page.statusCode).not.toBe(500);
    const res = await confirm(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('logs no request lines in development unless LOG_REQUESTS asks for them', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain('incoming request');
    expect(lines.join('')).not.toContain('request completed');
  });

  it('answers token_invalido for a cut or an expired link, and a new e-mail asked for by address works', async () => {
    const email = uniqueEmail();
    await register(email);
    const link = linkFor(email);
    // Cut where a quoted-printable soft line break would cut it.
    const cut = await confirm(link.slice(0, -10));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toBe('token_invalido');

    await app.database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 hour'`);
    const expired = await confirm(link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('token_invalido');

    const before = textCopies().length;
    const resend = await createClient(app).post('/api/users/resend-validation', { email, lang: 'en' });
    expect(resend.statusCode, resend.body).toBe(204);
    await waitUntil(() => textCopies().length === before + 1, 'the new confirmation e-mail');
    const fresh = linkFor(email);
    expect(fresh).not.toBe(link);
    expect(readFileSync(path.join(outbox(), textCopies().at(-1) ?? ''), 'utf8')).toContain('Subject: Vitrina:');
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('answers a resend by address the same whether or not it has an unconfirmed account, within a limit', async () => {
    const before = textCopies().length;
    const unknown = await createClient(app).post('/api/users/resend-validation', { email: uniqueEmail() });
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe('');
    const confirmed = uniqueEmail();
    await register(confirmed);
    expect((await confirm(linkFor(confirmed))).statusCode).toBe(200);
    const afterRegistering = textCopies().length;
    expect(afterRegistering).toBe(before + 1);
    const again = await createClient(app).post('/api/users/resend-validation', { email: confirmed });
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    expect(textCopies()).toHaveLength(afterRegistering);

    const limited = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await createClient(app).post('/api/users/resend-validation', { email: limited })).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
