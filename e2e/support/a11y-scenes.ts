import type { APIRequestContext } from '@playwright/test';
import { createAccount, type Account } from './accounts.ts';
import { personOf, sendViaApi, type Person } from './messages.ts';
import { publishViaApi } from './posts.ts';
import { expect } from './fixtures.ts';

export interface TalentScene {
  account: Account;
  me: Person;
  ramonPerson: Person;
  post: { id: number };
}

/**
 * A talent whose pages all have something to show, made through the API: Ramón to find, a post with a link and
 * comments, two pinned works (the portfolio and its order dialog), notifications from Ramón's like and comment,
 * and a conversation with his message unread.
 */
export async function talentScene(request: APIRequestContext, lang: 'es' | 'en'): Promise<TalentScene> {
  const account = await createAccount(request, { type: 'talento', lang });
  const ramon = await createAccount(request, { type: 'talento', lang, nombre: 'Ramón', apellido: 'Ramos Vega' });
  const post = await publishViaApi(request, account.token, 'Mi obra nueva https://example.com/obra');
  const work = await publishViaApi(request, account.token, 'Ensayo general');
  for (const id of [post.id, work.id]) {
    const pinned = await request.put(`/api/posts/${id}/pin`, { headers: { 'x-access-token': account.token } });
    expect(pinned.ok(), await pinned.text()).toBe(true);
  }
  await request.post('/api/comments', {
    headers: { 'x-access-token': account.token },
    data: { postId: post.id, comment: 'Gracias por mirar' },
  });
  await request.post(`/api/reactions/like/post/${post.id}`, { headers: { 'x-access-token': ramon.token } });
  await request.post('/api/comments', {
    headers: { 'x-access-token': ramon.token },
    data: { postId: post.id, comment: '¡Me encanta!' },
  });
  const me = await personOf(request, account);
  const ramonPerson = await personOf(request, ramon);
  await sendViaApi(request, account, ramonPerson, 'Hola Ramón, ¿te interesa colaborar?');
  await sendViaApi(request, ramon, me, `Sí, claro. Te cuento los detalles:\nensayo el martes y función el viernes.`);
  return { account, me, ramonPerson, post };
}
