import type { APIRequestContext } from '@playwright/test';
import type { Post } from '@vitrina/contract/posts';
import { expect } from './fixtures.ts';

/** Posts made through the API, for journeys that start from a feed that already holds something. */
export async function publishViaApi(request: APIRequestContext, token: string, description: string): Promise<Post> {
  const res = await request.post('/api/posts', {
    headers: { 'x-access-token': token },
    data: { title: '', categoryId: 1, description },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Post;
}

/** `count` text posts, oldest first, numbered from 1 with `stem`. */
export async function publishMany(
  request: APIRequestContext,
  token: string,
  stem: string,
  count: number,
): Promise<Post[]> {
  const posts: Post[] = [];
  for (let i = 1; i <= count; i += 1) posts.push(await publishViaApi(request, token, `${stem} ${i}`));
  return posts;
}

/** A small valid PDF (the server checks magic bytes and structure loosely: a header and an EOF marker). */
export function tinyPdf(title = 'Vitrina'): Buffer {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 12 Tf 20 100 Td (${title}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  // Documents must weigh at least 1 KiB (spec §9): pad with a PDF comment.
  return Buffer.concat([Buffer.from(body), Buffer.from(`%${' '.repeat(1100)}\n`)]);
}

/** aws-url, PUT and complete through the API, as the composer does: answers the upload id. */
export async function uploadViaApi(
  request: APIRequestContext,
  token: string,
  name: string,
  type: string,
  buffer: Buffer,
): Promise<string> {
  const headers = { 'x-access-token': token };
  const asked = await request.post('/api/posts/aws-url', { headers, data: { filename: name, type } });
  expect(asked.status(), await asked.text()).toBe(200);
  const ticket = (await asked.json()) as { url: string; filename: string };
  const put = await request.put(ticket.url, { headers: { 'content-type': type }, data: buffer });
  expect(put.ok()).toBe(true);
  const done = await request.post('/api/media/complete', { headers, data: { filename: ticket.filename } });
  expect(done.status(), await done.text()).toBe(200);
  return ticket.filename;
}

/** A post with any body the API takes (photos, documents, a video link). */
export async function publishBodyViaApi(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Post> {
  const res = await request.post('/api/posts', { headers: { 'x-access-token': token }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Post;
}
