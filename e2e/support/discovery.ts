import type { APIRequestContext } from '@playwright/test';
import { createAccount, type Account } from './accounts.ts';
import { expect } from './fixtures.ts';
import { noisyJpeg } from './media.ts';

export interface Talent extends Account {
  id: number;
  profile_url: string;
  fullname: string;
}

export interface TalentOptions {
  nombre?: string;
  apellido?: string;
  lang?: 'es' | 'en';
  /** ISO code; accounts are made in Mexico. */
  country?: string;
  ciudad?: string;
  categoryIds?: number[];
  /** A profile picture and a cover of this tint (uploaded through the API), for the screenshots. */
  tint?: [number, number, number];
}

/**
 * A talent made through the API, then placed: country and city (PUT /api/users), categories
 * (POST /api/categories/subscribe), optionally pictures. Answers the account with its id and address.
 */
export async function createTalent(request: APIRequestContext, options: TalentOptions = {}): Promise<Talent> {
  const account = await createAccount(request, {
    type: 'talento',
    lang: options.lang,
    nombre: options.nombre,
    apellido: options.apellido,
  });
  const headers = { 'x-access-token': account.token };
  if (options.country || options.ciudad) {
    const placed = await request.put('/api/users', {
      headers,
      data: {
        nombre: account.nombre,
        apellido: account.apellido,
        email: account.email,
        fecha: '1995-06-15',
        sexo: 'FE',
        pais: options.country ?? 'MX',
        ciudad: options.ciudad ?? 'Monterrey',
        biografia: '',
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  for (const categoryId of options.categoryIds ?? []) {
    const subscribed = await request.post('/api/categories/subscribe', { headers, data: { categoryId } });
    expect(subscribed.status(), await subscribed.text()).toBe(200);
  }
  if (options.tint) {
    const [r, g, b] = options.tint;
    await setImage(request, account.token, 'profile', await noisyJpeg([r, g, b], 400, 400));
    await setImage(request, account.token, 'cover', await noisyJpeg([255 - r, 255 - g, 255 - b], 900, 350));
  }
  const self = await request.get('/api/users/self', { headers });
  const { user } = (await self.json()) as { user: { id: number; profile_url: string; fullname: string } };
  return { ...account, id: user.id, profile_url: user.profile_url, fullname: user.fullname };
}

/** `count` talents made `batch` at a time (the server and the mail catcher keep up with a few at once). */
export async function createTalents(
  request: APIRequestContext,
  count: number,
  options: (index: number) => TalentOptions,
  batch = 5,
): Promise<Talent[]> {
  const talents: Talent[] = [];
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    talents.push(...(await Promise.all(indexes.map((index) => createTalent(request, options(index))))));
  }
  return talents;
}

async function setImage(request: APIRequestContext, token: string, kind: 'profile' | 'cover', bytes: Buffer) {
  const headers = { 'x-access-token': token };
  const asked = await request.post('/api/users/aws-url', {
    headers,
    data: { filename: `${kind}.jpg`, type: 'image/jpeg', image_type: kind },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const ticket = (await asked.json()) as { url: string; filename: string };
  const put = await request.put(ticket.url, { headers: { 'content-type': 'image/jpeg' }, data: bytes });
  expect(put.ok()).toBe(true);
  const saved = await request.put(`/api/users/${kind}-image-url`, { headers, data: { filename: ticket.filename } });
  expect(saved.status(), await saved.text()).toBe(200);
}
