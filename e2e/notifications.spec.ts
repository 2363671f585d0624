import type { APIRequestContext } from '@playwright/test';
import type { NotificationPage } from '@vitrina/contract/notifications';
import { expect, test } from './support/fixtures.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { pageFor, personOf, realtimeConnected } from './support/messages.ts';
import { publishViaApi } from './support/posts.ts';

/**
 * Two people at two browsers: one likes, comments on and follows the other, who sees the
 * badge rise without reloading, opens the dropdown (the badge clears), follows an entry to the post, and
 * turns off `photos_videos` — after which a like makes no notification. In English on a phone: the page
 * takes a new entry at the top live, an agency's name opens its pop-up, and "mark all as read" clears it.
 */

async function notificationsOf(request: APIRequestContext, account: Account): Promise<NotificationPage> {
  const res = await request.get('/api/notifications', { headers: { 'x-access-token': account.token } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as NotificationPage;
}

// The journeys share one server: a role another journey opens could fit a talent here and tell her mid-journey.
async function noRoleAlerts(request: APIRequestContext, talent: Account): Promise<void> {
  const res = await request.put('/api/opportunities/fits-alerts', {
    headers: { 'x-access-token': talent.token },
    data: { frequency: 'off' },
  });
  expect(res.ok()).toBe(true);
}

test('a talent sees likes, comments and follows arrive live, follows one to the post, and turns likes off', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const paula = await createAccount(request, { type: 'talento', nombre: 'Paula', apellido: 'Iglesias' });
  const diego = await createAccount(request, { type: 'talento', nombre: 'Diego', apellido: 'Soto' });
  const paulaUrl = (await personOf(request, paula)).profile_url;
  await noRoleAlerts(request, paula);
  const post = await publishViaApi(request, paula.token, 'Serie «Norte», acuarela sobre papel');
  const second = await publishViaApi(request, paula.token, 'Bocetos de la serie');

  // Paula is in the app, connected, with nothing new.
  const paulaPage = await pageFor(browser, baseURL, paula, 'es');
  const connected = realtimeConnected(paulaPage);
  await paulaPage.goto('/noticias');
  await connected;
  await expect(paulaPage.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  // Diego, at his own computer, likes and comments on her post, then follows her.
  await page.addInitScript((token) => {
    localStorage.setItem('lang', 'es');
    localStorage.setItem('token', token);
  }, diego.token);
  await page.goto(`/noticias/${post.id}`);
  // The buttons show their result at once; Diego's requests are answered before his next one, as a person's
  // seconds apart are, so the three arrive in the order he did them (two journeys at once load the server).
  const answered = (path: string) =>
    page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST');
  const like = page.getByRole('button', { name: /^Me gusta la publicación de Paula Iglesias/ });
  const likeAnswered = answered('/api/reactions/like/post/');
  await like.click();
  expect((await likeAnswered).ok()).toBe(true);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Escribe un comentario').fill('¡Qué luz tan bonita!');
  const commented = answered('/api/comments');
  await page.getByRole('button', { name: 'Enviar comentario' }).click();
  expect((await commented).ok()).toBe(true);
  await expect(page.getByText('¡Qué luz tan bonita!')).toBeVisible();
  await page.goto(`/profile/${paulaUrl}`);
  await page.getByRole('button', { name: 'Seguir a Paula Iglesias' }).click();
  await expect(page.getByRole('button', { name: /Dejar de seguir|Siguiendo/ })).toBeVisible();

  // Paula's badge rises without a reload; opening the dropdown shows the three and clears it.
  const badge = paulaPage.getByRole('button', { name: 'Notificaciones, 3 sin leer' });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('3');
  await badge.click();
  const dropdown = paulaPage.getByRole('region', { name: 'Notificaciones' });
  await expect(dropdown.getByRole('listitem')).toHaveText([
    /Diego Soto empezó a seguirte/,
    /Diego Soto comentó tu publicación/,
    /A Diego Soto le gustó tu publicación/,
  ]);
  await expect(paulaPage.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  expect((await notificationsOf(request, paula)).rows.every((entry) => entry.is_read)).toBe(true);

  // The like leads to the post.
  await dropdown.getByRole('link', { name: /le gustó tu publicación/ }).click();
  await expect(paulaPage).toHaveURL(new RegExp(`/noticias/${post.id}$`));
  await expect(paulaPage.getByText('Serie «Norte», acuarela sobre papel')).toBeVisible();

  // She turns off photos and videos: Diego's next like makes no notification, and no badge.
  await paulaPage.goto('/user/settings');
  const photos = paulaPage.getByRole('switch', { name: 'Fotos y videos' });
  await expect(photos).toBeChecked();
  const saved = paulaPage.waitForResponse((r) => r.url().endsWith('/api/users/notifications'));
  await photos.click();
  expect((await saved).ok()).toBe(true);
  await expect(photos).not.toBeChecked();
  await page.goto(`/noticias/${second.id}`);
  const likeSecond = page.getByRole('button', { name: /^Me gusta la publicación de Paula Iglesias/ });
  const liked = page.waitForResponse((r) => r.url().endsWith(`/api/reactions/like/post/${second.id}`));
  await likeSecond.click();
  expect((await liked).ok()).toBe(true);
  const after = await notificationsOf(request, paula);
  expect(after.count).toBe(3);
  expect(after.rows.some((entry) => entry.postId === second.id)).toBe(false);
  await expect(paulaPage.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
});

test('on a phone, in English: the page takes new entries live, an agency opens its pop-up, all marked read', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const nora = await createAccount(request, { type: 'talento', lang: 'en', nombre: 'Nora', apellido: 'Quintana' });
  const agency = await createAccount(request, { type: 'agencia', lang: 'en', nombre: 'Estudio', apellido: 'Faro' });
  const fan = await createAccount(request, { type: 'talento', lang: 'en', nombre: 'Iván', apellido: 'Reyes' });
  await noRoleAlerts(request, nora);
  const noraPerson = await personOf(request, nora);
  const post = await publishViaApi(request, nora.token, 'Portrait study #4');
  const follow = await request.post('/api/users/follow', {
    headers: { 'x-access-token': agency.token },
    data: { id: noraPerson.id },
  });
  expect(follow.ok()).toBe(true);

  const phone = await pageFor(browser, baseURL, nora, 'en', { width: 390, height: 844 });
  const connected = realtimeConnected(phone);
  await phone.goto('/notificaciones');
  await connected;
  await expect(phone.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = phone.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveText([/Estudio Faro started following you/]);
  await expect(phone.getByText('You have 1 unread notification.')).toBeVisible();

  // A like arrives at the top while the page is open.
  const liked = await request.post(`/api/reactions/like/post/${post.id}`, { headers: { 'x-access-token': fan.token } });
  expect(liked.ok()).toBe(true);
  await expect(list.getByRole('listitem')).toHaveText([
    /Iván Reyes liked your post/,
    /Estudio Faro started following you/,
  ]);
  await expect(phone.getByText('You have 2 unread notifications.')).toBeVisible();

  // The agency's name opens its pop-up (agencies have no profile page).
  await list.getByRole('button', { name: 'Estudio Faro' }).click();
  const popup = phone.getByRole('dialog');
  await expect(popup).toContainText('Estudio Faro');
  await phone.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  await phone.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(phone.getByText('You are up to date: no unread notifications.')).toBeVisible();
  expect((await notificationsOf(request, nora)).rows.map((entry) => entry.is_read)).toEqual([true, true]);
});
