import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { encodePhoto, readImageHeader, type ImageProcessor } from '../../src/modules/media/image-processor.ts';
import { createConfiguredStorage } from '../../src/modules/media/storage/configured-storage.ts';
import type { MediaStorage } from '../../src/modules/media/storage/media-storage.ts';
import type { TestApp } from './test-app.ts';
import type { TestUser } from './factories.ts';
import { createClient } from './http-client.ts';

/** The three steps of an upload as a browser does them, for either storage driver. */

export interface UploadTicket {
  url: string;
  filename: string;
}

const as = (app: TestApp, user: TestUser) => createClient(app).as(user);

const stores = new WeakMap<object, MediaStorage>();
/** The app's media store as `npm run seed` or another process opens it: the config's S3 bucket or DATA_DIR/media. */
export function storageOf(app: Pick<App, 'config'>): MediaStorage {
  let storage = stores.get(app.config);
  if (!storage) stores.set(app.config, (storage = createConfiguredStorage(app.config)));
  return storage;
}

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

/** posts/aws-url and the PUT, without completing: answers the upload id media/complete names it by. */
export async function stagePostUpload(
  app: TestApp,
  user: TestUser,
  bytes: Buffer,
  filename: string,
  type: string,
): Promise<string> {
  const asked = await askPostUpload(app, user, { filename, type });
  if (asked.statusCode !== 200) throw new Error(`posts/aws-url answered ${asked.statusCode}: ${asked.body}`);
  const ticket = asked.json() as UploadTicket;
  const put = await putBytes(app, ticket.url, bytes, type);
  if (put !== 200) throw new Error(`PUT answered ${put}`);
  return ticket.filename;
}

/**
 * The real pixel work, held at the start of each photo's encoding until the test lets it through: the
 * test sees how many images are being processed (`entered`, the bytes of each in order) and releases
 * them one by one (oldest first) or all at once (`open`, after which nothing waits).
 */
export function createPausableImages() {
  const entered: Buffer[] = [];
  const held: Array<() => void> = [];
  const watchers: Array<() => void> = [];
  let isOpen = false;
  const processor: ImageProcessor = {
    readImageHeader,
    async encodePhoto(bytes) {
      entered.push(bytes);
      for (const watcher of watchers.splice(0)) watcher();
      if (!isOpen) await new Promise<void>((resolve) => held.push(resolve));
      return encodePhoto(bytes);
    },
  };
  const open = () => {
    isOpen = true;
    for (const release of held.splice(0)) release();
  };
  return {
    processor,
    entered,
    /** Resolves once `count` photos have reached the encoder. */
    async whenEntered(count: number): Promise<void> {
      while (entered.length < count) await new Promise<void>((resolve) => watchers.push(resolve));
    },
    releaseOne(): void {
      held.shift()?.();
    },
    /** Lets every held photo through, and every later one. */
    open,
    /** Holds later photos again (a new test), with nothing entered. */
    pause(): void {
      open();
      isOpen = false;
      entered.length = 0;
    },
  };
}

/** Resolves when `predicate` holds, checking after each turn of the event loop (the test's timeout bounds it). */
export async function waitUntil(predicate: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await predicate())) await new Promise((resolve) => setTimeout(resolve, 5));
}
