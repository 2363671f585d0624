import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './factories.ts';
import { createClient } from './http-client.ts';

/** The three steps of an upload as a browser does them, for either storage driver. */

export interface UploadTicket {
  url: string;
  filename: string;
}

const as = (app: TestApp, user: TestUser) => createClient(app).as(user);

export async function askUserUpload(
  app: TestApp,
  user: TestUser,
  body: { filename: string; type?: string; image_type: 'profile' | 'cover' },
  lang = 'es',
): Promise<LightMyRequestResponse> {
  return as(app, user).post('/api/users/aws-url', body, { lang });
}

export async function askPostUpload(
  app: TestApp,
  user: TestUser,
  body: { filename: string; type?: string; ext?: string },
  lang = 'es',
): Promise<LightMyRequestResponse> {
  return as(app, user).post('/api/posts/aws-url', body, { lang });
}

/** PUTs bytes to an upload URL: our own server (relative URL) through inject, an S3 store over HTTP. */
export async function putBytes(app: TestApp, url: string, bytes: Buffer, contentType = 'image/jpeg'): Promise<number> {
  if (url.startsWith('/')) {
    const res = await createClient(app).put(url, bytes, { headers: { 'content-type': contentType } });
    return res.statusCode;
  }
  const res = await fetch(url, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': contentType },
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return res.status;
}

export async function saveUserImage(
  app: TestApp,
  user: TestUser,
  type: 'profile' | 'cover',
  filename: string,
  lang = 'es',
): Promise<LightMyRequestResponse> {
  return as(app, user).put(`/api/users/${type}-image-url`, { filename }, { lang });
}

export async function completePostUpload(
  app: TestApp,
  user: TestUser,
  filename: string,
  lang = 'es',
): Promise<LightMyRequestResponse> {
  return as(app, user).post('/api/media/complete', { filename }, { lang });
}

/** aws-url, PUT, then profile-image-url or cover-image-url: the whole flow of spec §7. */
export async function uploadUserImage(
  app: TestApp,
  user: TestUser,
  type: 'profile' | 'cover',
  bytes: Buffer,
  filename = 'foto.jpg',
  lang = 'es',
): Promise<{ ticket: UploadTicket; put: number; res: LightMyRequestResponse }> {
  const asked = await askUserUpload(app, user, { filename, type: 'image/jpeg', image_type: type });
  if (asked.statusCode !== 200) throw new Error(`aws-url answered ${asked.statusCode}: ${asked.body}`);
  const ticket = asked.json() as UploadTicket;
  const put = await putBytes(app, ticket.url, bytes);
  const res = await saveUserImage(app, user, type, ticket.filename, lang);
  return { ticket, put, res };
}

/** posts/aws-url, PUT, then media/complete. */
export async function uploadPostFile(
  app: TestApp,
  user: TestUser,
  bytes: Buffer,
  filename: string,
  type: string,
  lang = 'es',
): Promise<{ ticket: UploadTicket; put: number; res: LightMyRequestResponse }> {
  const asked = await askPostUpload(app, user, { filename, type });
  if (asked.statusCode !== 200) throw new Error(`posts/aws-url answered ${asked.statusCode}: ${asked.body}`);
  const ticket = asked.json() as UploadTicket;
  const put = await putBytes(app, ticket.url, bytes, type);
  const res = await completePostUpload(app, user, ticket.filename, lang);
  return { ticket, put, res };
}
