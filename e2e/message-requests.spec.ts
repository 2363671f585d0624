import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken, pageFor, personOf, realtimeConnected, sendViaApi, threadTexts } from './support/messages.ts';
import { verifyAgency } from './support/roles.ts';

/**
 * Decision 0007: a stranger agency's first message waits in the talent's requests — no unread badge but the
 * requests badge, a count on the tab, the safety advice — until she accepts it; in Spanish and in English.
 */
const texts = {
  es: {
    messages: 'Mensajes',
    messagesRequest: 'Mensajes, 1 solicitud',
    requests: /Solicitudes/,
    list: 'Solicitudes de mensajes',
    advice: 'Vitrina nunca pide pagos. Una agencia que te pide dinero por un casting es una estafa.',
    accept: 'Aceptar',
    inbox: 'Tus conversaciones',
    composer: 'Escribe un mensaje a Estudio Faro',
  },
  en: {
    messages: 'Messages',
    messagesRequest: 'Messages, 1 request',
    requests: /Requests/,
    list: 'Message requests',
    advice: 'Vitrina never asks for payment. An agency that asks you to pay for a casting is a scam.',
    accept: 'Accept',
    inbox: 'Your conversations',
    composer: 'Write a message to Estudio Faro',
  },
};

for (const lang of ['es', 'en'] as const) {
  test(`a talent finds a stranger agency's message in requests and accepts it (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Julia', apellido: 'Ramos' });
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estudio', apellido: 'Faro' });
    const hello = lang === 'es' ? 'Hola Julia, ¿te interesa un casting?' : 'Hi Julia, interested in a casting?';
    await sendViaApi(request, agency, await personOf(request, talent), hello);

    await logInWithToken(page, talent, lang);
    await page.goto('/conversaciones/todas');
    // No unread badge on the messages icon, the requests badge instead; the conversation is not in the inbox.
    await expect(page.getByRole('button', { name: t.messagesRequest, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.inbox })).not.toContainText('Estudio Faro');

    const tab = page.getByRole('link', { name: t.requests });
    await expect(tab).toContainText('1');
    await tab.click();
    await expect(page).toHaveURL(/\/conversaciones\/solicitudes$/);
    const list = page.getByRole('navigation', { name: t.list });
    await expect(list.getByText(t.advice)).toBeVisible();
    const row = list.getByRole('link', { name: /Estudio Faro/ });
    await expect(row).toContainText(hello);
    await expectAccessible(page, `the requests tab (${lang})`);

    await row.click();
    await expect(page.getByRole('log')).toContainText(hello);
    await page.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(page.getByRole('textbox', { name: t.composer })).toBeVisible();
    await page.getByRole('link', { name: t.requests }).click();
    await expect(page.getByRole('navigation', { name: t.list }).getByRole('link')).toHaveCount(0);
    await page.goto('/conversaciones/todas');
    await expect(page.getByRole('navigation', { name: t.inbox })).toContainText('Estudio Faro');
    await expect(page.getByRole('button', { name: t.messages, exact: true })).toBeVisible();
  });
}

/**
 * Requests that get noticed: a verified agency's request is a notification and a second badge on the messages
 * icon; an empty inbox points to it; the talent replies from the notification's conversation, which accepts
 * the request, and the agency's open page loses its "request sent" note and limit at once.
 */
const noticed = {
  es: {
    messagesWithRequest: 'Mensajes, 1 solicitud',
    bell: 'Notificaciones, 1 sin leer',
    notifications: 'Notificaciones',
    sentence: 'Faro Talent, agencia verificada, quiere escribirte',
    waiting: 'Tienes 1 solicitud esperando',
    seeRequests: 'Ver solicitudes',
    composer: 'Escribe un mensaje a Faro Talent',
    agencyComposer: 'Escribe un mensaje a Julia Ramos',
    sentNote: /Solicitud enviada/,
    panel: /quiere enviarte mensajes/,
    reply: '¡Hola! Sí, me interesa el casting.',
    third: 'Perfecto, te mando los detalles.',
  },
  en: {
    messagesWithRequest: 'Messages, 1 request',
    bell: 'Notifications, 1 unread',
    notifications: 'Notifications',
    sentence: 'Faro Talent, a verified agency, wants to message you',
    waiting: 'You have 1 request waiting',
    seeRequests: 'See requests',
    composer: 'Write a message to Faro Talent',
    agencyComposer: 'Write a message to Julia Ramos',
    sentNote: /Request sent/,
    panel: /wants to send you messages/,
    reply: 'Hi! Yes, I am interested in the casting.',
    third: 'Great, I will send you the details.',
  },
};

for (const lang of ['es', 'en'] as const) {
  test(`a verified agency's request is noticed; the talent's reply accepts it, live for the agency (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = noticed[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Julia', apellido: 'Ramos' });
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Faro', apellido: 'Talent' });
    await verifyAgency(request, agency);
    const julia = await personOf(request, talent);

    await logInWithToken(page, talent, lang);
    const connected = realtimeConnected(page);
    await page.goto('/noticias');
    await connected;
    // Two messages: the request's limit is reached until she accepts.
    await sendViaApi(
      request,
      agency,
      julia,
      lang === 'es' ? 'Hola Julia, ¿te interesa un casting?' : 'Hi Julia, a casting?',
    );
    await sendViaApi(request, agency, julia, lang === 'es' ? 'Es para una campaña.' : 'It is for a campaign.');
    // Live: the bell and the second badge on the messages icon.
    await expect(page.getByRole('button', { name: t.bell })).toBeVisible();
    await expect(page.getByRole('button', { name: t.messagesWithRequest })).toBeVisible();
    await expectAccessible(page, `the header with a requests badge (${lang})`);
    await page.getByRole('button', { name: t.messagesWithRequest }).click();
    await expect(page.getByRole('link', { name: t.waiting })).toHaveAttribute('href', '/conversaciones/solicitudes');
    await expectAccessible(page, `the messages dropdown with a request waiting (${lang})`);
    await page.keyboard.press('Escape');

    // An empty inbox points to the request.
    await page.goto('/conversaciones/todas');
    await expect(page.getByText(t.waiting)).toBeVisible();
    await expect(page.getByRole('link', { name: t.seeRequests })).toHaveAttribute(
      'href',
      '/conversaciones/solicitudes',
    );
    await expectAccessible(page, `an empty inbox with a request waiting (${lang})`);

    // The agency's page, open on the conversation: the request waits.
    const agencyPage = await pageFor(browser, baseURL, agency, lang);
    const agencyConnected = realtimeConnected(agencyPage);
    await agencyPage.goto(`/conversaciones/${julia.profile_url}`);
    await agencyConnected;
    await expect(agencyPage.getByText(t.sentNote)).toBeVisible();

    // The notification opens the conversation; she replies, which accepts.
    await page.getByRole('button', { name: t.bell }).click();
    const entry = page
      .getByRole('region', { name: t.notifications })
      .getByRole('link', { name: new RegExp(t.sentence) });
    await expect(entry).toBeVisible();
    await expectAccessible(page, `the notifications dropdown with a request (${lang})`);
    await entry.click();
    await expect(page).toHaveURL(/\/conversaciones\/[^/]+$/);
    const composer = page.getByRole('textbox', { name: t.composer });
    await expect(page.getByRole('region', { name: t.panel })).toBeVisible();
    await expectAccessible(page, `a request open with its reply box (${lang})`);
    await composer.fill(t.reply);
    await composer.press('Enter');
    await expect(page.getByRole('log')).toContainText(t.reply);
    await expect(page.getByRole('region', { name: t.panel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(t.messagesWithRequest) })).toHaveCount(0);

    // The agency's note goes without a reload, and its limit with it: a third message is sent.
    await expect(agencyPage.getByRole('log')).toContainText(t.reply);
    await expect(agencyPage.getByText(t.sentNote)).toHaveCount(0);
    const agencyComposer = agencyPage.getByRole('textbox', { name: t.agencyComposer });
    await agencyComposer.fill(t.third);
    await agencyComposer.press('Enter');
    await expect(page.getByRole('log')).toContainText(t.third);
    expect(await threadTexts(agencyPage)).toContain(t.third);
    await expect(agencyPage.getByRole('alert')).toHaveCount(0);
    await agencyPage.context().close();
  });
}
