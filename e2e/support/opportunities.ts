import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { ApplicationInput } from '@vitrina/contract/applications';
import type { Opportunity, OpportunityInput } from '@vitrina/contract/opportunities';
import { expect } from './fixtures.ts';
import { noisyJpeg } from './media.ts';
import { publishBodyViaApi, uploadViaApi } from './posts.ts';

/** Opportunities made and applied to through the API, for the journeys that start from one. */

const ffmpeg = (
  createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'))('@ffmpeg-installer/ffmpeg') as {
    path: string;
  }
).path;

/** A 2 s clip of test pattern with a tone, made by the server's own ffmpeg (as video.spec.ts makes one). */
export async function makeClip(name: string): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-clip-')), name);
  const args = ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25'];
  args.push('-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast');
  args.push('-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file);
  await promisify(execFile)(ffmpeg, args);
  return file;
}

/** A published post with one photo, so the talent has something to choose from her profile. */
export async function publishPhoto(request: APIRequestContext, token: string, description: string): Promise<void> {
  const filename = await uploadViaApi(request, token, 'retrato.jpg', 'image/jpeg', await noisyJpeg([180, 120, 90]));
  await publishBodyViaApi(request, token, { description, files: [{ filename, description }] });
}

/**
 * A video of hers through the video pipeline (the bytes up as a post upload, then POST /api/videos), waited for
 * until it is processed: an application carries only a ready video, chosen from "my profile".
 */
export async function uploadVideoViaApi(request: APIRequestContext, token: string, file: string): Promise<number> {
  const headers = { 'x-access-token': token };
  const asked = await request.post('/api/posts/aws-url', {
    headers,
    data: { filename: path.basename(file), type: 'video/mp4' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const ticket = (await asked.json()) as { url: string; filename: string };
  const put = await request.put(ticket.url, { headers: { 'content-type': 'video/mp4' }, data: readFileSync(file) });
  expect(put.ok()).toBe(true);
  const created = await request.post('/api/videos', { headers, data: { filename: ticket.filename } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await expect
    .poll(
      async () => ((await (await request.get(`/api/videos/${id}`, { headers })).json()) as { status: string }).status,
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('ready');
  return id;
}

/** Puts the talent's sheet: her height (and nothing else), as the scouting settings would. */
export async function setHeight(request: APIRequestContext, token: string, height: number): Promise<void> {
  const sheet = await request.put('/api/users/me/attributes', {
    headers: { 'x-access-token': token },
    data: { attributes: [{ key: 'height', value: height }] },
  });
  expect(sheet.status(), await sheet.text()).toBe(200);
}

/** A date `days` from today, as a date box takes it (YYYY-MM-DD). */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A draft written and published through the API: a modelling casting in Monterrey with the given roles. */
export async function postViaApi(
  request: APIRequestContext,
  token: string,
  input: Partial<OpportunityInput> & Pick<OpportunityInput, 'title' | 'roles'>,
): Promise<Opportunity> {
  const headers = { 'x-access-token': token };
  const deadline = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
  const created = await request.post('/api/opportunities', {
    headers,
    data: {
      kind: 'casting',
      category: 5,
      description: 'Buscamos perfiles para una campaña de temporada.',
      country: 'MX',
      city: 'Monterrey',
      deadline,
      pay: { kind: 'paid', min: 3000, max: 6000, currency: 'MXN' },
      ...input,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const draft = (await created.json()) as Opportunity;
  const published = await request.post(`/api/opportunities/${draft.id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as Opportunity;
}

/** Writes and sends an application through the API (a draft, then its submit). */
export async function applyViaApi(
  request: APIRequestContext,
  token: string,
  opportunityId: number,
  roleId: number,
  input: ApplicationInput,
): Promise<void> {
  const headers = { 'x-access-token': token };
  const url = `/api/opportunities/${opportunityId}/roles/${roleId}/application`;
  const saved = await request.put(url, { headers, data: input });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const sent = await request.post(`${url}/submit`, { headers });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}

/** The agency's own opportunity by its title (GET /opportunities/mine). */
export async function myOpportunity(request: APIRequestContext, token: string, title: string): Promise<Opportunity> {
  const mine = await request.get('/api/opportunities/mine', { headers: { 'x-access-token': token } });
  expect(mine.status(), await mine.text()).toBe(200);
  const { rows } = (await mine.json()) as { rows: Array<{ id: number; title: string }> };
  const row = rows.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`no opportunity “${title}” in the agency's list`);
  const one = await request.get(`/api/opportunities/${row.id}`, { headers: { 'x-access-token': token } });
  expect(one.status(), await one.text()).toBe(200);
  return (await one.json()) as Opportunity;
}
