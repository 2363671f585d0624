import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { followViaApi, logInWithToken, personOf, sendViaApi } from '../support/messages.ts';
import { verifyAgency } from '../support/roles.ts';

/**
 * Not a check: saves PNGs of requests that get noticed — the messages icon with its unread and requests badges
 * and its dropdown, the empty inbox that points to two requests, the side menu, a request open with its reply
 * box, and the verified agency's notification — at phone (360) and desktop (1280) widths, in Spanish and English. Runs only
 * in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */

test.describe('message requests screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`message requests in ${lang}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const es = lang === 'es';
      const me = await createAccount(request, { type: 'talento', lang, nombre: 'Julia', apellido: 'Ramos' });
      const faro = await createAccount(request, { type: 'agencia', lang, nombre: 'Faro', apellido: 'Talent' });
      const norte = await createAccount(request, { type: 'agencia', lang, nombre: 'Estudio', apellido: 'Norte' });
      await verifyAgency(request, faro);
      const julia = await personOf(request, me);
      await sendViaApi(request, norte, julia, es ? 'Hola Julia, ¿hablamos?' : 'Hi Julia, shall we talk?');
      await sendViaApi(
        request,
        faro,
        julia,
        es ? 'Hola Julia, buscamos talentos para una campaña.' : 'Hi Julia, we are casting for a campaign.',
      );

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await logInWithToken(page, me, lang);
      for (const [width, height] of [
        [360, 780],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        const at = (name: string) => `requests-${lang}-${width}-${name}`;
        const messages = es ? 'Mensajes, 2 solicitudes' : 'Messages, 2 requests';
        await page.goto('/conversaciones/todas');
        await expect(
          page.getByText(es ? 'Tienes 2 solicitudes esperando' : 'You have 2 requests waiting'),
        ).toBeVisible();
        await expect(page.getByRole(width === 1280 ? 'button' : 'link', { name: messages })).toBeVisible();
        await shot(page, at('empty-inbox'));

        await page.getByRole('link', { name: es ? 'Ver solicitudes' : 'See requests' }).click();
        await page
          .getByRole('navigation', { name: es ? 'Solicitudes de mensajes' : 'Message requests' })
          .getByRole('link')
          .first()
          .click();
        await expect(page.getByRole('textbox')).toBeVisible();
        await shot(page, at('request-open'));

        if (width === 1280) {
          await page.getByRole('button', { name: es ? /^Notificaciones/ : /^Notifications/ }).click();
          await expect(
            page
              .getByRole('region', { name: es ? 'Notificaciones' : 'Notifications' })
              .getByRole('listitem')
              .first(),
          ).toBeVisible();
          await shot(page, at('notification'));
          await page.keyboard.press('Escape');
        } else {
          await page.getByRole('button', { name: es ? 'Abrir el menú' : 'Open the menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await shot(page, at('side-menu'));
          await page.keyboard.press('Escape');
        }
      }

      // Both badges at once: someone she follows writes (an unread message) while the requests wait.
      const friend = await createAccount(request, { type: 'talento', lang, nombre: 'Diego', apellido: 'Luna' });
      await followViaApi(request, me, await personOf(request, friend));
      await sendViaApi(request, friend, julia, es ? '¿Vienes al ensayo?' : 'Coming to the rehearsal?');
      for (const [width, height] of [
        [360, 780],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        const at = (name: string) => `requests-${lang}-${width}-${name}`;
        const messages = es ? 'Mensajes, 1 sin leer, 2 solicitudes' : 'Messages, 1 unread, 2 requests';
        await page.goto('/noticias');
        const button = page.getByRole(width === 1280 ? 'button' : 'link', { name: messages });
        await expect(button).toBeVisible();
        await shot(page, at('both-badges'));
        if (width !== 1280) continue;
        await button.click();
        await expect(
          page.getByRole('link', { name: es ? 'Tienes 2 solicitudes esperando' : 'You have 2 requests waiting' }),
        ).toBeVisible();
        await shot(page, at('messages-dropdown'));
      }
    });
  }
});
