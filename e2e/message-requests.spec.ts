import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken, personOf, sendViaApi } from './support/messages.ts';

/**
 * Issue 28 item 4 (decision 0016): a stranger agency's first message waits in the talent's requests — no
 * badge, a quiet count on the tab, the safety advice — until she accepts it; in Spanish and in English.
 */
const texts = {
  es: {
    messages: 'Mensajes',
    requests: /Solicitudes/,
    list: 'Solicitudes de mensajes',
    advice: 'Vitrina nunca pide pagos. Una agencia que te pide dinero por un casting es una estafa.',
    accept: 'Aceptar',
    inbox: 'Tus conversaciones',
    composer: 'Escribe un mensaje a Estudio Faro',
  },
  en: {
    messages: 'Messages',
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
    // No badge on the messages icon; the conversation is not in the inbox.
    await expect(page.getByRole('button', { name: t.messages, exact: true })).toBeVisible();
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
  });
}
