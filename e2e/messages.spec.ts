import { expect, test } from './support/fixtures.ts';
import { createAccount } from './support/accounts.ts';
import {
  acceptViaApi,
  followViaApi,
  logInWithToken,
  pageFor,
  personOf,
  realtimeConnected,
  sendViaApi,
  threadTexts,
} from './support/messages.ts';

/**
 * Two people at two browsers: one writes from the other's profile, the other sees the
 * badge rise without reloading, opens the conversation from the dropdown and answers; both read the same
 * thread in the same order, live; a block ends the conversation for both. In Spanish, and in English with an
 * agency (whose name opens its pop-up) and a talent on a phone (list and conversation as separate screens).
 */

test('two talents talk in real time, and a block ends the conversation for both', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const renata = await createAccount(request, { type: 'talento', nombre: 'Renata', apellido: 'Salas' });
  const oscar = await createAccount(request, { type: 'talento', nombre: 'Óscar', apellido: 'Méndez' });
  const renataPerson = await personOf(request, renata);
  const renataUrl = renataPerson.profile_url;
  const oscarUrl = (await personOf(request, oscar)).profile_url;
  // Óscar follows Renata: her first message goes straight to his inbox, not to his requests.
  await followViaApi(request, oscar, renataPerson);

  // Óscar is somewhere else in the app, connected.
  const other = await pageFor(browser, baseURL, oscar, 'es');
  const oscarConnected = realtimeConnected(other);
  await other.goto('/noticias');
  await oscarConnected;
  await expect(other.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();

  // Renata writes from Óscar's profile: the conversation opens before its first message.
  await logInWithToken(page, renata, 'es');
  const renataConnected = realtimeConnected(page);
  await page.goto(`/profile/${oscarUrl}`);
  await page.getByRole('link', { name: 'Enviar mensaje' }).click();
  await expect(page).toHaveURL(new RegExp(`/conversaciones/${oscarUrl}$`));
  await expect(page.getByText('Aún no hay mensajes. Escribe el primero a Óscar Méndez.')).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Escribe un mensaje a Óscar Méndez' });
  await expect(composer).toBeFocused();
  await renataConnected;
  await composer.fill('Hola Óscar, vi tu portafolio y me encantó.');
  await composer.press('Enter');
  await expect(page.getByRole('log').getByText('Hola Óscar, vi tu portafolio y me encantó.')).toBeVisible();
  await expect(page.getByText('Enviando…')).toHaveCount(0);
  // The list now holds the conversation, with my message as its preview.
  await expect(page.getByRole('navigation', { name: 'Tus conversaciones' }).getByRole('link')).toContainText([
    'Tú: Hola Óscar, vi tu portafolio y me encantó.',
  ]);

  // Óscar's badge rises without a reload; the dropdown shows the message and opening it lowers the badge.
  const badge = other.getByRole('button', { name: 'Mensajes, 1 sin leer' });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('1');
  await badge.click();
  const dropdown = other.getByRole('region', { name: 'Mensajes' });
  const entry = dropdown.getByRole('link', { name: /Renata Salas/ });
  await expect(entry).toContainText('Hola Óscar, vi tu portafolio y me encantó.');
  await expect(other.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
  await entry.click();
  await expect(other).toHaveURL(new RegExp(`/conversaciones/${renataUrl}$`));
  await expect(other.getByRole('log', { name: 'Mensajes con Renata Salas' })).toContainText(
    'Hola Óscar, vi tu portafolio y me encantó.',
  );

  // Óscar answers; Renata, with the conversation open, sees it arrive.
  const answer = other.getByRole('textbox', { name: 'Escribe un mensaje a Renata Salas' });
  await answer.fill('¡Gracias, Renata! ¿Hablamos esta semana?');
  await answer.press('Enter');
  await expect(page.getByRole('log').getByText('¡Gracias, Renata! ¿Hablamos esta semana?')).toBeVisible();
  await composer.fill('Claro, el jueves por la tarde.');
  await composer.press('Enter');
  await expect(other.getByRole('log').getByText('Claro, el jueves por la tarde.')).toBeVisible();
  // Read while open: no badge for either of them.
  await expect(page.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Mensajes', exact: true })).toBeVisible();

  const conversation = [
    'Hola Óscar, vi tu portafolio y me encantó.',
    '¡Gracias, Renata! ¿Hablamos esta semana?',
    'Claro, el jueves por la tarde.',
  ];
  expect(await threadTexts(page)).toEqual(conversation);
  expect(await threadTexts(other)).toEqual(conversation);
  // And after a reload, from the server, in the same order.
  await other.reload();
  await expect(other.getByRole('log')).toContainText('Claro, el jueves por la tarde.');
  expect(await threadTexts(other)).toEqual(conversation);

  // Renata blocks Óscar from his profile.
  await page.goto(`/profile/${oscarUrl}`);
  await page.getByRole('button', { name: 'Más opciones del perfil de Óscar Méndez' }).click();
  await page.getByRole('menuitem', { name: 'Bloquear perfil' }).click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Bloquear', exact: true })
    .click();
  await expect(page).toHaveURL(/\/noticias$/);

  // Óscar, still in the conversation, can no longer send: the server's refusal, in his language, with a retry.
  await answer.fill('¿Sigues ahí?');
  await answer.press('Enter');
  const failed = other.getByRole('log').getByRole('listitem').filter({ hasText: '¿Sigues ahí?' });
  await expect(failed).toContainText('No se envió: No encontramos lo que buscas.');
  await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // His list no longer has her; her conversation is not available to him.
  await other.goto('/conversaciones/todas');
  await expect(other.getByText('Todavía no tienes conversaciones')).toBeVisible();
  await other.goto(`/conversaciones/${renataUrl}`);
  await expect(other.getByRole('heading', { name: 'Esta conversación no está disponible' })).toBeVisible();

  // For Renata too.
  await page.goto('/conversaciones/todas');
  await expect(page.getByText('Todavía no tienes conversaciones')).toBeVisible();
  await page.goto(`/conversaciones/${oscarUrl}`);
  await expect(page.getByRole('heading', { name: 'Esta conversación no está disponible' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await other.context().close();
});

test('an agency writes to a talent on a phone, who answers from the chat tab; the agency’s name opens its pop-up (en)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const talent = await createAccount(request, { type: 'talento', nombre: 'Lía', apellido: 'Campos', lang: 'en' });
  const agency = await createAccount(request, { type: 'agencia', nombre: 'Norte', apellido: 'Talent', lang: 'en' });
  const talentPerson = await personOf(request, talent);
  const talentUrl = talentPerson.profile_url;
  // A talent cannot follow an agency: the agency's first message is a request, which Lía accepts.
  await sendViaApi(request, agency, talentPerson, 'Hello Lía, this is Norte Talent.');
  await acceptViaApi(request, talent, await personOf(request, agency));

  const phone = await pageFor(browser, baseURL, talent, 'en', { width: 390, height: 844 });
  const talentConnected = realtimeConnected(phone);
  await phone.goto('/noticias');
  await talentConnected;

  await logInWithToken(page, agency, 'en');
  const agencyConnected = realtimeConnected(page);
  await page.goto(`/profile/${talentUrl}`);
  await page.getByRole('link', { name: 'Send message' }).click();
  await agencyConnected;
  const composer = page.getByRole('textbox', { name: 'Write a message to Lía Campos' });
  await composer.fill('Hello Lía, are you available for a shoot in May?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('log')).toContainText('Hello Lía, are you available for a shoot in May?');

  // The phone's chat tab carries the count and leads to the list, alone on the screen.
  const chatTab = phone.getByRole('link', { name: 'Messages, 1 unread' });
  await expect(chatTab).toBeVisible();
  await chatTab.click();
  await expect(phone).toHaveURL(/\/conversaciones\/todas$/);
  const row = phone.getByRole('navigation', { name: 'Your conversations' }).getByRole('link', { name: /Norte Talent/ });
  await expect(row).toContainText('Hello Lía, are you available for a shoot in May?');
  await expect(row).toContainText('1 unread message');
  await row.click();

  // The conversation replaces the list, with a way back.
  await expect(phone.getByRole('navigation', { name: 'Your conversations' })).toBeHidden();
  await expect(phone.getByRole('log', { name: 'Messages with Norte Talent' })).toContainText(
    'Hello Lía, are you available for a shoot in May?',
  );
  await expect(phone.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  // An agency has no profile page: its name opens the agency pop-up.
  await phone.getByRole('heading', { level: 2 }).getByRole('button', { name: 'Norte Talent' }).click();
  const popup = phone.getByRole('dialog');
  await expect(popup).toContainText('Norte Talent');
  await expect(popup).toContainText(agency.email);
  await phone.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  const answer = phone.getByRole('textbox', { name: 'Write a message to Norte Talent' });
  await answer.fill('Yes! Which dates?');
  await answer.press('Enter');
  await expect(page.getByRole('log')).toContainText('Yes! Which dates?');
  const conversation = [
    'Hello Lía, this is Norte Talent.',
    'Hello Lía, are you available for a shoot in May?',
    'Yes! Which dates?',
  ];
  expect(await threadTexts(page)).toEqual(conversation);
  expect(await threadTexts(phone)).toEqual(conversation);

  await phone.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(phone).toHaveURL(/\/conversaciones\/todas$/);
  await expect(row).toContainText('You: Yes! Which dates?');
  await phone.context().close();
});

test('a long conversation opens at its newest message and loads older ones when scrolled to the top', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ana = await createAccount(request, { type: 'talento', nombre: 'Ana', apellido: 'Prieto' });
  const leo = await createAccount(request, { type: 'talento', nombre: 'Leo', apellido: 'Duarte' });
  const anaPerson = await personOf(request, ana);
  const leoPerson = await personOf(request, leo);
  // 40 messages: more than a page (30).
  for (let i = 1; i <= 40; i += 1) {
    if (i % 2) await sendViaApi(request, ana, leoPerson, `Mensaje número ${i}`);
    else await sendViaApi(request, leo, anaPerson, `Mensaje número ${i}`);
  }

  await logInWithToken(page, ana, 'es');
  await page.goto(`/conversaciones/${leoPerson.profile_url}`);
  const log = page.getByRole('log', { name: 'Mensajes con Leo Duarte' });
  await expect(log.getByText('Mensaje número 40', { exact: true })).toBeInViewport();
  await expect(log.getByText('Mensaje número 11', { exact: true })).toBeAttached();
  await expect(log.getByText('Mensaje número 10', { exact: true })).toHaveCount(0);
  // Still at the end after the 800 ms scroll.
  await page.waitForTimeout(1000);
  await expect(log.getByText('Mensaje número 40', { exact: true })).toBeInViewport();

  // To the top: the older page comes in above, and what was being read stays in view.
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(log.getByText('Mensaje número 1', { exact: true })).toBeAttached();
  await expect(log.getByText('Mensaje número 11', { exact: true })).toBeInViewport();
  expect(await threadTexts(page)).toEqual(Array.from({ length: 40 }, (_, i) => `Mensaje número ${i + 1}`));
  await expect(log.getByRole('button', { name: 'Ver mensajes anteriores' })).toHaveCount(0);
});
