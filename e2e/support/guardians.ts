import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { uniqueEmail, yearsAgo } from './accounts.ts';
import { accountsCommand } from './app-server.ts';
import { expect } from './fixtures.ts';
import { waitForMail, type CaughtMail } from './mail.ts';
import { screenshotsEnabled, shot } from './screenshots.ts';

/**
 * Sends every confirmed guardian's weekly summary now, the operators' way (`npm run accounts -- guardian-summaries`):
 * on PGlite the command asks the running server that holds the data folder, as grant-role does.
 */
export async function sendGuardianSummaries(): Promise<string> {
  return accountsCommand('guardian-summaries');
}

/** The guardian's request e-mail to `email` and its three links: the page, and the page opened on withdraw or close. */
export async function guardianRequest(
  email: string,
  subject: RegExp,
): Promise<{ mail: CaughtMail; page: string; withdraw: string; close: string }> {
  const mail = await waitForMail(email, subject);
  const find = (accion: string | null) => {
    const link = mail.links.find((l) => {
      const url = new URL(l);
      return url.pathname.startsWith('/tutor/') && url.searchParams.get('accion') === accion;
    });
    if (!link) throw new Error(`no /tutor/ link${accion ? ` with accion=${accion}` : ''} in ${mail.file}`);
    return link;
  };
  return { mail, page: find(null), withdraw: find('retirar'), close: find('cerrar') };
}

/**
 * With SCREENSHOTS=1: the page as it is now at phone (360) and desktop (1280) widths, as `<name>-360|1280.png`;
 * `centre` scrolls a part of a long page to the middle of the screen first (a full page would draw the sticky
 * header wherever the screen stood).
 */
export async function shotBothWidths(
  page: Page,
  name: string,
  { fullPage = false, centre }: { fullPage?: boolean; centre?: Locator } = {},
): Promise<void> {
  if (!screenshotsEnabled) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [360, 780],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await centre?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, `${name}-${width}`, { fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * A minor signed up through the API (POST /api/users with her guardian, as the form sends it), unconfirmed:
 * answers the guardian's request e-mail and its links.
 */
export async function minorWithGuardian(request: APIRequestContext, lang: 'es' | 'en', age = 15) {
  const guardianEmail = uniqueEmail('tutor');
  const created = await request.post('/api/users', {
    headers: { 'Accept-Language': lang },
    data: {
      nombre: lang === 'es' ? 'Lucía' : 'Emma',
      apellido: 'Menor Prueba',
      email: uniqueEmail('menor'),
      password: 'clave-inicial-123',
      birthdate: yearsAgo(age),
      sex: 'FE',
      country: 'MX',
      ciudad: 'Puebla',
      langCode: lang,
      terms: true,
      guardian: { name: 'Marta Prueba', email: guardianEmail, relationship: 'mother' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return guardianRequest(guardianEmail, /necesita tu permiso|needs your consent/);
}
