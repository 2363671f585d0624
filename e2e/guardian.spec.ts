import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import {
  chooseBirthDate,
  confirmationLink,
  createAccount,
  fillEmailAndWaitForCheck,
  uniqueEmail,
  yearsAgo,
} from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { guardianRequest, sendGuardianSummaries, shotBothWidths } from './support/guardians.ts';
import { waitForMail } from './support/mail.ts';
import { pageFor, sendViaApi, type Person } from './support/messages.ts';
import { verifyAgency } from './support/roles.ts';

/**
 * A minor names her guardian when she signs up; until the guardian consents from the e-mailed link her
 * profile is hers alone, and afterwards agencies no moderator verified still never find or reach her, while a
 * verified agency's message waits in her requests and is named in the guardian's weekly summary. In Spanish, then
 * the sign-up and the guardian's page once in English. With SCREENSHOTS=1 it saves the sign-up with the guardian's
 * section, the minor's banner and the guardian's page at 360 and 1280 px (support/guardians.ts).
 */

const texts = {
  es: {
    nombre: 'Nombre',
    apellido: 'Apellidos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    birthdate: 'Fecha de nacimiento',
    ciudad: 'Ciudad',
    submit: 'Crear cuenta',
    rules: 'Por favor corrige lo siguiente:',
    section: 'Tu madre, padre o tutor',
    why: 'tu perfil no se mostrará a nadie hasta que esta persona dé su permiso',
    guardianName: 'Su nombre',
    guardianEmail: 'Su correo electrónico',
    relationship: 'Relación contigo',
    showTalent: /Mostrar mi talento/,
    banner: 'Tu perfil está oculto',
    request: /necesita tu permiso/,
  },
  en: {
    nombre: 'First name',
    apellido: 'Surname',
    email: 'E-mail',
    password: 'Password',
    birthdate: 'Date of birth',
    ciudad: 'City',
    submit: 'Create account',
    rules: 'Please correct the following:',
    section: 'Your mother, father or guardian',
    why: 'your profile will not be shown to anyone until this person gives their consent',
    guardianName: 'Their name',
    guardianEmail: 'Their e-mail address',
    relationship: 'Relationship to you',
    showTalent: /Show my talent/,
    banner: 'Your profile is hidden',
    request: /needs your consent/,
  },
};

/** A surname nobody else in the run has, so a search for it finds her or no one. */
const uniqueSurname = (stem: string) => `${stem} ${Date.now().toString(36).replace(/\d/g, '')}x`;

/**
 * Signs up through the form as someone `age` years old: first without the guardian (the section's three rules are
 * listed), then naming them. Ends on /register/success.
 */
async function signUpAsMinor(
  page: Page,
  lang: 'es' | 'en',
  person: { nombre: string; apellido: string; email: string; age: number },
  guardian: { name: string; email: string; relationship: string },
): Promise<void> {
  const t = texts[lang];
  await page.goto('/register');
  await page.getByLabel(t.nombre, { exact: true }).fill(person.nombre);
  await page.getByLabel(t.apellido, { exact: true }).fill(person.apellido);
  await fillEmailAndWaitForCheck(page, t.email, person.email);
  await page.getByLabel(t.password, { exact: true }).fill('una-clave-larga-15');
  await expect(page.getByRole('group', { name: t.section })).toHaveCount(0);
  await chooseBirthDate(page, t.birthdate, yearsAgo(person.age));
  const section = page.getByRole('group', { name: t.section });
  await expect(section).toBeVisible();
  await expect(section).toContainText(t.why);
  await page.getByLabel(t.ciudad, { exact: true }).fill('Puebla');
  await page.getByRole('checkbox').check();

  await page.getByRole('button', { name: t.submit }).last().click();
  const rules = page.getByRole('alert').filter({ hasText: t.rules });
  await expect(rules.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByLabel(t.guardianName)).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel(t.guardianName).fill(guardian.name);
  await section.getByLabel(t.guardianEmail).fill(guardian.email);
  await section.getByLabel(t.relationship).selectOption({ label: guardian.relationship });
  await expect(rules).toHaveCount(0);
  await shotBothWidths(page, `guardian-${lang}-register`, { centre: section });
  await page.getByRole('button', { name: t.submit }).last().click();
  await expect(page).toHaveURL(/\/register\/success$/);
}

/** Confirms the account from its e-mail and chooses the talent type; ends on her feed. */
async function confirmAsTalent(page: Page, lang: 'es' | 'en', email: string): Promise<void> {
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/register\/select$/);
  await page.getByRole('button', { name: texts[lang].showTalent }).click();
  await expect(page).toHaveURL(/\/register\/wizard/);
  await page.goto('/noticias');
}

/** The person behind `page`'s session, as the API knows her. */
async function selfOf(page: Page, request: APIRequestContext): Promise<Person & { token: string }> {
  const token = await page.evaluate(
    () =>
      decodeURIComponent(/(?:^|;\s*)token=([^;]*)/.exec(document.cookie)?.[1] ?? '') || localStorage.getItem('token'),
  );
  const res = await request.get('/api/users/self', { headers: { 'x-access-token': token ?? '' } });
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()) as { user: Person };
  return { ...user, token: token ?? '' };
}

/** The guardian at another computer: a fresh browser in `locale`, no language chosen on it yet. */
async function guardianBrowser(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a 15-year-old names her mother, who consents; unverified agencies never reach her, a verified one does (es)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const t = texts.es;
  const apellido = uniqueSurname('Robles');
  const minor = { nombre: 'Lucía', apellido, email: uniqueEmail('menor'), age: 15 };
  const fullname = `${minor.nombre} ${apellido}`;
  const mother = { name: `Marta ${apellido}`, email: uniqueEmail('madre'), relationship: 'Madre' };
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));

  await signUpAsMinor(page, 'es', minor, mother);
  const asked = await guardianRequest(mother.email, t.request);
  expect(asked.mail.subject).toBe(`Vitrina: ${fullname} necesita tu permiso`);

  // Until her mother consents, her feed and her profile say so, with what she can do about it.
  await confirmAsTalent(page, 'es', minor.email);
  const banner = page.getByRole('region', { name: t.banner });
  await expect(banner).toContainText(`hasta que ${mother.name} confirme tu cuenta`);
  await expect(banner.getByRole('button', { name: 'Reenviar correo' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Cambiar tutor' })).toBeVisible();
  await shotBothWidths(page, 'guardian-es-banner');
  await expectAccessible(page, 'the feed with the minor’s banner (es)');
  await banner.getByRole('button', { name: 'Cambiar tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu madre, padre o tutor' });
  await expect(dialog.getByLabel('Su correo electrónico')).toHaveValue(mother.email);
  await expect(dialog.getByLabel('Su nombre')).toBeFocused();
  await expectAccessible(page, 'the change-guardian dialog (es)');
  await shotBothWidths(page, 'guardian-es-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Cambiar tutor' })).toBeFocused();
  const lucia = await selfOf(page, request);
  await page.goto(`/profile/${lucia.profile_url}`);
  await expect(page.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
  await expect(page.getByRole('region', { name: t.banner })).toBeVisible();
  await page.goto('/user/settings');
  const settings = page.getByRole('region', { name: 'Tu madre, padre o tutor' });
  await expect(settings).toContainText(mother.email);
  await expect(settings).toContainText('Pendiente de confirmar');
  await expectAccessible(page, 'the settings with the guardian card (es)');

  // Her mother opens the e-mail's link at her own computer, with no session: the page says whose guardian she is.
  const guardian = await guardianBrowser(browser, baseURL, 'es-ES');
  await guardian.goto(asked.page);
  await expect(guardian.getByRole('heading', { level: 1, name: `Permiso para ${fullname}` })).toBeVisible();
  await expect(guardian.getByText(`y te indicó como su madre`)).toBeVisible();
  await shotBothWidths(guardian, 'guardian-es-page', { fullPage: true });
  await guardian.getByRole('button', { name: 'Dar mi permiso', exact: true }).click();
  await expect(guardian.getByRole('status')).toHaveText(
    `Gracias. Diste tu permiso: el perfil de ${fullname} ya se ve en Vitrina.`,
  );
  await expectAccessible(guardian, 'the guardian page after consenting (es)');
  await shotBothWidths(guardian, 'guardian-es-consented', { fullPage: true });
  await guardian.context().close();

  await page.goto('/noticias');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);

  // An agency no moderator verified: her name finds nobody, her address shows nothing of her.
  const stranger = await createAccount(request, { type: 'agencia', nombre: 'Agencia', apellido: 'Sombra' });
  const strangerPage = await pageFor(browser, baseURL, stranger, 'es');
  await strangerPage.goto(`/explorar?q=${encodeURIComponent(apellido)}`);
  await expect(strangerPage.getByText(`No encontramos talentos con «${apellido}».`)).toBeVisible();
  expect(
    (
      await request.get(`/api/users/${lucia.profile_url}/profile`, { headers: { 'x-access-token': stranger.token } })
    ).status(),
  ).toBe(404);
  await strangerPage.goto(`/profile/${lucia.profile_url}`);
  await expect(strangerPage).toHaveURL(/\/noticias$/);
  await expect(strangerPage.getByRole('heading', { level: 1, name: fullname })).toHaveCount(0);
  await strangerPage.context().close();

  // A verified agency finds her by the same name and writes; the message waits in her requests.
  const faro = await createAccount(request, { type: 'agencia', nombre: 'Faro', apellido: 'Talent' });
  await verifyAgency(request, faro);
  const faroPage = await pageFor(browser, baseURL, faro, 'es');
  await faroPage.goto(`/explorar?q=${encodeURIComponent(apellido)}`);
  await expect(faroPage.getByRole('article', { name: fullname })).toBeVisible();
  await faroPage.context().close();
  const hello = `Hola ${minor.nombre}, ¿te interesa un casting?`;
  await sendViaApi(request, faro, lucia, hello);
  await page.goto('/conversaciones/solicitudes');
  const row = page
    .getByRole('navigation', { name: 'Solicitudes de mensajes' })
    .getByRole('link', { name: /Faro Talent/ });
  await expect(row).toContainText(hello);

  // The weekly summary, sent now: it names the agency, never the message.
  await sendGuardianSummaries();
  const summary = await waitForMail(mother.email, /agencia escribió a/);
  expect(summary.subject).toBe(`Vitrina: 1 agencia escribió a ${fullname} esta semana`);
  expect(summary.text).toContain('Faro Talent, agencia verificada');
  expect(summary.text).not.toContain(hello);
});

test('a 16-year-old signs up in English; her father’s page speaks it, asks before closing, and he consents (en)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const t = texts.en;
  const apellido = uniqueSurname('Brooks');
  const minor = { nombre: 'Emma', apellido, email: uniqueEmail('minor'), age: 16 };
  const fullname = `${minor.nombre} ${apellido}`;
  const father = { name: `Tom ${apellido}`, email: uniqueEmail('father'), relationship: 'Father' };
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));

  await signUpAsMinor(page, 'en', minor, father);
  const asked = await guardianRequest(father.email, t.request);
  await confirmAsTalent(page, 'en', minor.email);
  await expect(page.getByRole('region', { name: t.banner })).toContainText(
    `Your profile is hidden until ${father.name} confirms your account`,
  );
  await shotBothWidths(page, 'guardian-en-banner');

  // His browser speaks Spanish; the page answers in her language, and the usual switch still works.
  const guardian = await guardianBrowser(browser, baseURL, 'es-ES');
  await guardian.goto(asked.close);
  const question = guardian.getByRole('heading', { level: 2, name: `Close ${fullname}'s account?` });
  await expect(question).toBeVisible();
  await expect(question).toBeFocused();
  await expect(guardian.getByRole('heading', { level: 1, name: `Consent for ${fullname}` })).toBeVisible();
  const header = guardian.getByRole('banner');
  await expect(header.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await shotBothWidths(guardian, 'guardian-en-close', { fullPage: true });
  await guardian.getByRole('button', { name: 'Go back' }).click();
  await expect(guardian.getByRole('button', { name: 'Close their account' })).toBeFocused();
  await shotBothWidths(guardian, 'guardian-en-page', { fullPage: true });

  await header.getByRole('button', { name: 'ES' }).click();
  await expect(guardian.getByRole('heading', { level: 1, name: `Permiso para ${fullname}` })).toBeVisible();
  await header.getByRole('button', { name: 'EN' }).click();
  await guardian.getByRole('button', { name: 'Give my consent' }).click();
  await expect(guardian.getByRole('status')).toHaveText(
    `Thank you. You gave your consent: ${fullname}'s profile is now seen on Vitrina.`,
  );
  await expect(guardian.getByRole('button', { name: 'Withdraw my consent' })).toBeVisible();
  await guardian.context().close();

  await page.goto('/noticias');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);
});
