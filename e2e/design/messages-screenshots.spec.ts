import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { acceptViaApi, logInWithToken, personOf, sendViaApi, type Person } from '../support/messages.ts';

/**
 * Not a check: saves PNGs of the conversations for design review — the list beside a long thread, a
 * message refused after a block, a conversation before its first message, the empty list, the not-available
 * state and the header's dropdown — at phone (390) and desktop (1280) widths, in Spanish and English. Runs
 * only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */

interface Cast {
  me: Account;
  diego: Person;
  sofia: Person;
  sofiaAccount: Account;
  blocker: Person;
  newcomer: Person;
}

async function conversations(request: APIRequestContext, lang: 'es' | 'en'): Promise<Cast> {
  const es = lang === 'es';
  const account = (nombre: string, apellido: string, type: 'talento' | 'agencia' = 'talento') =>
    createAccount(request, { type, lang, nombre, apellido });
  const me = await account('Camila', 'Ortega');
  const diegoAccount = await account('Diego', 'Luna');
  const norteAccount = await account('Agencia', 'Norte', 'agencia');
  const sofiaAccount = await account('Sofía', 'Herrera Castillo');
  const blockerAccount = await account('Bruno', 'Paz');
  const newcomerAccount = await account('Inés', 'Vidal');
  const mine = await personOf(request, me);
  const [diego, norte, sofia, blocker, newcomer] = await Promise.all(
    [diegoAccount, norteAccount, sofiaAccount, blockerAccount, newcomerAccount].map((a) => personOf(request, a)),
  );
  await sendViaApi(request, blockerAccount, mine, es ? 'Hola, ¿sigues en Oaxaca?' : 'Hi, still in Oaxaca?');
  await sendViaApi(request, me, blocker!, es ? 'Sí, hasta marzo.' : 'Yes, until March.');
  await sendViaApi(
    request,
    norteAccount,
    mine,
    es
      ? 'Buenas tardes, Camila. Representamos a una marca de ropa que busca fotógrafas para su campaña de primavera.'
      : 'Good afternoon, Camila. We represent a clothing brand looking for photographers for its spring campaign.',
  );
  const thread: [Account, Person, string][] = es
    ? [
        [diegoAccount, mine, 'Hola Camila, vi la serie «Mareas». ¡Qué colores!'],
        [me, diego!, '¡Gracias, Diego! Fueron seis meses en la costa.'],
        [diegoAccount, mine, '¿La vas a exponer en algún lado? Me encantaría verla en persona.'],
        [me, diego!, 'En la galería del centro hasta marzo.\nLa inauguración es el viernes a las 7.'],
        [diegoAccount, mine, 'Ahí estaré 🙌'],
        [
          me,
          diego!,
          'Perfecto. Si quieres te guardo un catálogo impreso; quedaron muy bien y solo hicimos cien ejemplares numerados.',
        ],
        [diegoAccount, mine, '¡Sí, por favor! Te lo pago ahí mismo.'],
      ]
    : [
        [diegoAccount, mine, 'Hi Camila, I saw the “Tides” series. What colours!'],
        [me, diego!, 'Thanks, Diego! Six months on the coast.'],
        [diegoAccount, mine, 'Will you show it anywhere? I would love to see it in person.'],
        [me, diego!, 'At the downtown gallery until March.\nThe opening is on Friday at 7.'],
        [diegoAccount, mine, 'I will be there 🙌'],
        [
          me,
          diego!,
          'Great. I can keep a printed catalogue for you; they came out very well and we only made a hundred numbered copies.',
        ],
        [diegoAccount, mine, 'Yes, please! I will pay you there.'],
      ];
  for (const [from, to, text] of thread) await sendViaApi(request, from, to, text);
  await sendViaApi(request, sofiaAccount, mine, es ? '¿Tienes un minuto?' : 'Do you have a minute?');
  await sendViaApi(
    request,
    sofiaAccount,
    mine,
    es
      ? 'Quería preguntarte por el equipo que usaste para las fotos nocturnas de la playa, salieron increíbles.'
      : 'I wanted to ask about the gear you used for the night shots on the beach, they came out amazing.',
  );
  // Camila accepts the agency's and Sofía's requests (decision 0007): both join her inbox.
  await acceptViaApi(request, me, norte!);
  await acceptViaApi(request, me, sofia!);
  // Bruno blocks Camila: her next message to him is refused.
  await request.post('/api/users/block', {
    headers: { 'x-access-token': blockerAccount.token },
    data: { userId: mine.id },
  });
  return { me, diego: diego!, sofia: sofia!, sofiaAccount, blocker: blocker!, newcomer: newcomer! };
}

test.describe('messages screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`conversations in ${lang}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const es = lang === 'es';
      const cast = await conversations(request, lang);
      await logInWithToken(page, cast.me, lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        const at = (name: string) => `messages-${lang}-${width}-${name}`;

        await page.goto('/conversaciones/todas');
        await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
        await shot(page, at('list'));

        await page.goto(`/conversaciones/${cast.diego.profile_url}`);
        await expect(page.getByRole('log')).toContainText(es ? 'Te lo pago' : 'I will pay you');
        await shot(page, at('thread'));

        await page.goto(`/conversaciones/${cast.blocker.profile_url}`);
        await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
        await shot(page, at('unavailable'));

        await page.goto(`/conversaciones/${cast.newcomer.profile_url}`);
        await expect(page.getByRole('textbox')).toBeVisible();
        await shot(page, at('new'));

        if (width === 1280) {
          await page.goto('/noticias');
          await page.getByRole('button', { name: es ? /^Mensajes/ : /^Messages/ }).click();
          await expect(
            page
              .getByRole('region', { name: es ? 'Mensajes' : 'Messages' })
              .getByRole('link')
              .first(),
          ).toBeVisible();
          await shot(page, at('dropdown'));
        }
      }

      // A message sent, then one refused: Sofía blocks Camila while her conversation is open.
      await page.goto(`/conversaciones/${cast.sofia.profile_url}`);
      await expect(page.getByRole('log')).toContainText(es ? 'fotos nocturnas' : 'night shots');
      const composer = page.getByRole('textbox');
      await composer.fill(
        es ? 'Una cámara vieja y un trípode, nada más.' : 'An old camera and a tripod, nothing else.',
      );
      await composer.press('Enter');
      await expect(page.getByRole('log')).toContainText(es ? 'Una cámara vieja' : 'An old camera');
      await request.post('/api/users/block', {
        headers: { 'x-access-token': cast.sofiaAccount.token },
        data: { userId: (await personOf(request, cast.me)).id },
      });
      await composer.fill(es ? '¿Te paso la lista completa?' : 'Shall I send you the full list?');
      await composer.press('Enter');
      await expect(page.getByRole('log').getByRole('button').first()).toBeVisible();
      await shot(page, `messages-${lang}-1280-failed`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `messages-${lang}-390-failed`);

      // Someone without conversations.
      const fresh = await createAccount(request, { type: 'talento', lang, nombre: 'Nadia', apellido: 'Ruiz' });
      const empty = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 390, height: 844 } });
      const emptyPage = await empty.newPage();
      await logInWithToken(emptyPage, fresh, lang);
      await emptyPage.goto(new URL('/conversaciones/todas', page.url()).toString());
      await expect(emptyPage.getByRole('link', { name: es ? 'Explorar talentos' : 'Explore talents' })).toBeVisible();
      await shot(emptyPage, `messages-${lang}-390-empty`);
      await emptyPage.setViewportSize({ width: 1280, height: 800 });
      await shot(emptyPage, `messages-${lang}-1280-empty`);
      await empty.close();
    });
  }
});
