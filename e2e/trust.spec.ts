import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken, pageFor, personOf, sendViaApi } from './support/messages.ts';
import { grantRole } from './support/roles.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * Trust and safety in the browser, in Spanish and in English: a stranger agency's messages wait in requests with the
 * advice; the talent reports a scam with two messages attached; a moderator suspends the agency from the case;
 * the talent reads the outcome. And an agency applies for verification, is approved, and its badge shows.
 */
const texts = {
  es: {
    requests: /Solicitudes/,
    list: 'Solicitudes de mensajes',
    advice: 'Vitrina nunca pide pagos.',
    report: 'Denunciar perfil',
    category: '¿Qué ocurre?',
    scam: 'Estafa o pide dinero',
    send: 'Denunciar',
    sent: 'Gracias. Recibimos tu denuncia y la revisaremos.',
    review: 'Revisar el caso',
    suspend: 'Suspender…',
    days: 'Días',
    reason: 'Motivo (se le muestra a la persona)',
    suspendNow: 'Suspender',
    done: 'Listo: el caso está cerrado.',
    outcome: 'Revisamos tu denuncia y suspendimos la cuenta.',
    legalName: 'Razón social',
    website: 'Sitio web',
    country: 'País',
    registration: 'Número de registro o fiscal',
    apply: 'Pedir la verificación',
    pending: 'Estamos revisando tu solicitud.',
    verifications: 'Verificaciones',
    approve: 'Aprobar',
    verified: 'Tu agencia está verificada.',
    badge: 'Agencia verificada',
    log: 'Registro',
    people: 'Personas',
    notSuspended: 'No está suspendida.',
    apiDocument: 'Descargar el documento de la API',
    granted: 'el rol de moderación',
  },
  en: {
    requests: /Requests/,
    list: 'Message requests',
    advice: 'Vitrina never asks for payment.',
    report: 'Report profile',
    category: 'What is wrong?',
    scam: 'Scam or asks for money',
    send: 'Report',
    sent: 'Thank you. We received your report and will review it.',
    review: 'Review the case',
    suspend: 'Suspend…',
    days: 'Days',
    reason: 'Reason (shown to the person)',
    suspendNow: 'Suspend',
    done: 'Done: the case is closed.',
    outcome: 'We reviewed your report and suspended the account.',
    legalName: 'Legal name',
    website: 'Website',
    country: 'Country',
    registration: 'Registration or tax number',
    apply: 'Apply for verification',
    pending: 'Your application is being reviewed.',
    verifications: 'Verifications',
    approve: 'Approve',
    verified: 'Your agency is verified.',
    badge: 'Verified agency',
    log: 'Audit log',
    people: 'People',
    notSuspended: 'Not suspended.',
    apiDocument: 'Download the API document',
    granted: 'the moderator role',
  },
};

/** A phone-width and a desktop-width screenshot of the page as it is (design review, SCREENSHOTS=1). */
async function shots(page: Page, name: string) {
  if (!screenshotsEnabled) return;
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(desktop);
  await shot(page, `${name}-desktop`, { fullPage: true });
}

async function moderatorPage(page: Page, lang: 'es' | 'en') {
  await page.goto('/moderacion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Moderación' : 'Moderation');
}

// One language for this long journey (CI's time budget, decision 0011); a11y.spec.ts axe-checks the report dialog and
// the moderation tool in both (the verification form in this one only).
for (const lang of ['en'] as Array<'es' | 'en'>) {
  test(`a talent reports a scam from requests, a moderator suspends the agency (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Julia', apellido: 'Ramos' });
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Casting', apellido: 'Express' });
    const moderator = await createAccount(request, { type: 'talento', lang, nombre: 'Mora', apellido: 'Revisa' });
    expect(await grantRole(request, moderator, 'moderator')).toContain('moderator');
    const first = lang === 'es' ? 'Hola Julia, tenemos un casting para ti.' : 'Hi Julia, we have a casting for you.';
    const second = lang === 'es' ? 'Paga 150 € de inscripción para reservarlo.' : 'Pay a 150 € fee to book it.';
    const julia = await personOf(request, talent);
    await sendViaApi(request, agency, julia, first);
    await sendViaApi(request, agency, julia, second);

    await logInWithToken(page, talent, lang);
    await page.goto('/conversaciones/solicitudes');
    const list = page.getByRole('navigation', { name: t.list });
    await expect(list.getByText(t.advice)).toBeVisible();
    await list.getByRole('link', { name: /Casting Express/ }).click();
    await expect(page.getByRole('log')).toContainText(second);
    await page.getByRole('button', { name: t.report, exact: true }).click();
    const dialog = page.getByRole('dialog');
    // Named in the reader's language: the moderation texts load with the dialog.
    await expect(dialog.getByRole('group', { name: t.category }).getByRole('radio', { name: t.scam })).toBeChecked();
    await dialog.getByRole('checkbox', { name: first }).check();
    await dialog.getByRole('checkbox', { name: second }).check();
    await expectAccessible(page, `the report dialog (${lang})`);
    await shots(page, `trust-report-${lang}`);
    await dialog.getByRole('button', { name: t.send, exact: true }).click();
    await expect(page.getByText(t.sent)).toBeVisible();

    const mod = await pageFor(browser, baseURL, moderator, lang);
    await moderatorPage(mod, lang);
    const card = mod.getByRole('article').filter({ hasText: 'Casting Express' });
    await card.getByRole('button', { name: t.review }).click();
    await expect(mod.getByText(second)).toBeVisible();
    await expect(mod.getByText(first)).toBeVisible();
    await expectAccessible(mod, `a case (${lang})`);
    await shots(mod, `trust-case-${lang}`);
    await mod.getByRole('button', { name: t.suspend }).click();
    const suspend = mod.getByRole('dialog');
    await suspend.getByLabel(t.days, { exact: true }).fill('30');
    await suspend
      .getByLabel(t.reason)
      .fill(lang === 'es' ? 'Pedir dinero es una estafa.' : 'Asking for money is a scam.');
    await suspend.getByRole('button', { name: t.suspendNow, exact: true }).click();
    await expect(mod.getByText(t.done)).toBeVisible();
    await mod.context().close();

    // The agency is gone from the talent's requests; the talent reads the outcome, never who acted.
    await page.goto('/notificaciones');
    await expect(page.getByText(t.outcome)).toBeVisible();
    await shots(page, `trust-outcome-${lang}`);
    await expect(page.getByText('Mora Revisa')).toHaveCount(0);
    await page.goto('/conversaciones/solicitudes');
    await expect(
      page.getByRole('navigation', { name: t.list }).getByRole('link', { name: /Casting Express/ }),
    ).toHaveCount(0);
  });

  test(`an agency applies for verification, a moderator approves, the badge shows (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estudio', apellido: 'Norte' });
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Inés', apellido: 'Vidal' });
    const moderator = await createAccount(request, { type: 'talento', lang, nombre: 'Mora', apellido: 'Valida' });
    await grantRole(request, moderator, 'moderator');

    await logInWithToken(page, agency, lang);
    await page.goto('/user/settings');
    await page.getByLabel(t.legalName).fill('Estudio Norte S.L.');
    await page.getByLabel(t.website).fill('https://estudionorte.example');
    await page.getByLabel(t.country).selectOption('ES');
    await page.getByLabel(t.registration).fill('B-12345678');
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.pending)).toBeVisible();
    await expectAccessible(page, `the verification application (${lang})`);

    const mod = await pageFor(browser, baseURL, moderator, lang);
    await moderatorPage(mod, lang);
    await mod.getByRole('button', { name: t.verifications }).click();
    const application = mod.getByRole('article').filter({ hasText: 'Estudio Norte S.L.' });
    await expect(application).toContainText('B-12345678');
    await expectAccessible(mod, `the verifications view (${lang})`);
    await shots(mod, `trust-verifications-${lang}`);
    await application.getByRole('button', { name: t.approve }).click();
    await expect(application).toHaveCount(0);
    // The other views of the tool: the audit log names the approval; finding a person.
    await mod.getByRole('button', { name: t.log }).click();
    await expect(mod.getByRole('main')).toContainText('Estudio Norte');
    await expect(mod.getByRole('main')).toContainText(t.granted);
    await expectAccessible(mod, `the audit log (${lang})`);
    await shots(mod, `trust-log-${lang}`);
    // The moderation calls' own API document, which /api/docs leaves out.
    const saved = mod.waitForEvent('download');
    await mod.getByRole('button', { name: t.apiDocument }).click();
    const document = JSON.parse(await readFile((await (await saved).path())!, 'utf8')) as { paths: object };
    expect(Object.keys(document.paths)).toContain('/api/moderation/cases/{id}/suspend');
    await mod.getByRole('button', { name: t.people }).click();
    await mod.getByRole('searchbox').fill(agency.email);
    await mod.getByRole('searchbox').press('Enter');
    await expect(mod.getByRole('status').filter({ hasText: t.notSuspended })).toBeVisible();
    await expectAccessible(mod, `the people view (${lang})`);
    await mod.context().close();

    await page.reload();
    await expect(page.getByText(t.verified)).toBeVisible();
    // The talent sees the badge beside the agency's name in the conversation.
    await sendViaApi(request, agency, await personOf(request, talent), 'Hola Inés');
    const reader = await pageFor(browser, baseURL, talent, lang);
    await reader.goto('/conversaciones/solicitudes');
    await reader
      .getByRole('navigation', { name: t.list })
      .getByRole('link', { name: /Estudio Norte/ })
      .click();
    await expect(reader.getByRole('log')).toContainText('Hola Inés');
    await expect(reader.getByRole('main').getByRole('img', { name: t.badge })).toBeVisible();
    await reader.context().close();
  });
}
