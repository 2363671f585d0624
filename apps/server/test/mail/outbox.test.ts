import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../helpers/factories.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * Without SMTP_URL the e-mails land in DATA_DIR/outbox and their link is logged, so a newcomer can
 * confirm an account on a laptop. Request logs stay on here (development mode) to prove that no
 * password and no session or link token reaches them otherwise.
 */
describe(`accounts: outbox mail and clean logs (${engineName})`, () => {
  let app: TestApp;
  let lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'true',
      PUBLIC_URL: 'http://localhost:5173',
    });
    lines = captureLogs(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const logs = () => lines.join('');

  it('writes the confirmation e-mail to the outbox, logs its link, and the link confirms the account', async () => {
    const password = 'clave-secreta-de-prueba';
    const email = `outbox-${Date.now()}@example.test`;
    const api = createClient(app);
    const res = await api.post('/api/users', {
      nombre: 'Nuevo',
      apellido: 'Vecino',
      email,
      password,
      birthdate: '1999-09-09',
      ciudad: 'Puebla',
      terms: true,
    });
    expect(res.statusCode, res.body).toBe(201);

    const outbox = path.join(app.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${email}`, 'm'));
    expect(eml).toContain('Subject: Vitrina: confirma tu cuenta');
    expect(eml).toContain('multipart/alternative');

    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg?.includes('outbox'));
    expect(line).toMatchObject({ level: 30, kind: 'confirmation', to: email });
    const link = String(line.link);
    // Each link on a line of its own, whole, for a person to copy.
    expect(String(line.msg).split('\n')).toContain(`    ${link}`);
    expect(line.links).toContain(link);
    expect(link).toMatch(/^http:\/\/localhost:5173\/register\/confirmation#[A-Za-z0-9_-]{43}$/);
    const token = link.split('#')[1]!;

    const confirm = await api.get(`/api/users/confirmation/${token}`);
    expect(confirm.statusCode).toBe(200);
    const session = confirm.json().token as string;

    const login = await api.post('/api/users/authenticate', { email, password });
    expect(login.statusCode).toBe(200);
    await api.as(session).get('/api/users/self');

    const output = logs();
    expect(output).toContain('incoming request');
    expect(output).toContain('/api/users/confirmation/[redacted]');
    expect(output).not.toContain(password);
    expect(output).not.toContain(session);
    expect(output).not.toContain(login.json().token);
    // The link token appears only in the outbox line meant for the developer, never in request logs.
    expect(lines.filter((l) => l.includes(token))).toHaveLength(1);
  });
});

describe(`outbox mail on a production server without SMTP (${engineName})`, () => {
  it('logs where the message went, never its one-time link', async () => {
    const app = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    const lines = captureLogs(app);
    try {
      const form = registrationForm();
      expect((await createClient(app).post('/api/users', form)).statusCode).toBe(201);
      const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg?.includes('outbox'));
      expect(line).toMatchObject({ kind: 'confirmation' });
      expect(line.link).toBeUndefined();
      expect(lines.join('')).not.toMatch(/confirmation#/);
      expect(lines.join('')).not.toContain(String(form.email));
    } finally {
      await app.close();
    }
  });
});
