import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { logInWithToken, personOf } from '../support/messages.ts';
import { publishViaApi } from '../support/posts.ts';

/**
 * Not a check: saves PNGs of the notifications — the page with grouped likes, comments, follows (one by an
 * agency) and new posts, some read and some not; the empty page; the header's dropdown — at phone (390) and
 * desktop (1280) widths, in Spanish and English. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR
 * (/tmp/shots).
 */

test.describe('notifications screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`notifications in ${lang}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const es = lang === 'es';
      const account = (nombre: string, apellido: string, type: 'talento' | 'agencia' = 'talento') =>
        createAccount(request, { type, lang, nombre, apellido });
      const me = await account('Camila', 'Ortega');
      const mine = await personOf(request, me);
      const fans = await Promise.all(
        [
          ['Diego', 'Luna'],
          ['Sofía', 'Herrera Castillo'],
          ['Bruno', 'Paz'],
          ['Inés', 'Vidal'],
        ].map(([nombre, apellido]) => account(nombre!, apellido!)),
      );
      const agency = await account('Agencia', 'Norte', 'agencia');
      const as = (token: string) => ({ headers: { 'x-access-token': token } });
      const post = await publishViaApi(request, me.token, es ? 'Serie «Mareas»' : '“Tides” series');
      const older = await publishViaApi(request, me.token, es ? 'Retratos de estudio' : 'Studio portraits');
      await request.post(`/api/reactions/like/post/${older.id}`, as(fans[2]!.token));
      await request.post('/api/users/follow', { ...as(agency.token), data: { id: mine.id } });
      await request.post('/api/users/follow', { ...as(fans[3]!.token), data: { id: mine.id } });
      // Camila follows Diego, who publishes: a new post of someone she follows.
      const diego = await personOf(request, fans[0]!);
      await request.post('/api/users/follow', { ...as(me.token), data: { id: diego.id } });
      await publishViaApi(request, fans[0]!.token, es ? 'Nuevo corto en rodaje' : 'New short film shooting');
      // Read so far; what follows is new.
      await request.post('/api/notifications/update_read', {
        ...as(me.token),
        data: { notificationIds: [], all: true },
      });
      for (const fan of fans) await request.post(`/api/reactions/like/post/${post.id}`, as(fan.token));
      await request.post('/api/comments', {
        ...as(fans[1]!.token),
        data: { postId: post.id, comment: es ? '¡Qué colores!' : 'What colours!' },
      });
      const newcomer = await account('Inés', 'Nueva');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        const at = (name: string) => `notifications-${lang}-${width}-${name}`;
        await logInWithToken(page, me, lang);
        await page.goto('/notificaciones');
        await expect(page.getByRole('list', { name: es ? 'Tus notificaciones' : 'Your notifications' })).toBeVisible();
        await shot(page, at('page'));

        // On a phone the bell is a tab that leads to the page; the dropdown is a desktop header's.
        if (width !== 1280) continue;
        await page.goto('/noticias');
        await page.getByRole('button', { name: es ? /^Notificaciones/ : /^Notifications/ }).click();
        await expect(
          page
            .getByRole('region', { name: es ? 'Notificaciones' : 'Notifications' })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
        await shot(page, at('dropdown'));
        await page.keyboard.press('Escape');
      }

      const fresh = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 390, height: 844 } });
      const empty = await fresh.newPage();
      const base = page.url().split('/noticias')[0]!;
      await logInWithToken(empty, newcomer, lang);
      await empty.goto(`${base}/notificaciones`);
      await expect(empty.getByText(es ? 'Todavía no tienes notificaciones' : 'No notifications yet')).toBeVisible();
      await shot(empty, `notifications-${lang}-390-empty`);
      await fresh.close();
    });
  }
});
