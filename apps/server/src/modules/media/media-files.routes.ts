import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { VIDEO_MAX_BYTES } from '@vitrina/contract/video-rules';
import { notFound } from '../../http/app-error.ts';
import type { CatalogEntry, MediaCatalog } from './media-catalog.ts';
import { mediaError } from './media-errors.ts';
import { contentDisposition, etagMatches, parseByteRange, parseIncomingKey } from './media-rules.ts';
import type { MediaService } from './media.service.ts';
import type { Resizer } from './resize.service.ts';
import type { LocalStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import type { UploadSigner } from './upload-signature.ts';
import type { VideoFileAudience, VideoFiles } from './video/video-files.ts';

export interface MediaFilesRoutesOptions {
  service: MediaService;
  storage: MediaStorage;
  catalog: MediaCatalog;
  resizer: Resizer;
  signer: UploadSigner;
  videoFiles: VideoFiles;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unpublished video's file, answered to its owner: no shared cache may keep it. */
const OWNER_ONLY = 'private, no-store';
/** How long a presigned playback URL of a video (S3) lives: a long film, paused a while. */
const PLAYBACK_URL_SECONDS = 3 * 3600;

function cacheHeaders(reply: FastifyReply, etag: string, audience: VideoFileAudience = 'everyone'): void {
  reply.header('Cache-Control', audience === 'everyone' ? IMMUTABLE : OWNER_ONLY).header('ETag', etag);
}

type FileQuery = { Querystring: { exp?: unknown; sig?: unknown } };

/**
 * Media outside /api: the signed upload target of the local driver, the resize service and the
 * processed originals. Images are public by their unguessable names (an <img> sends no token); a video's
 * files only once it is a post, before that by its owner's signed URLs (anyone else: the missing file's 404).
 */
export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesRoutesOptions> = async (app, options) => {
  const { service, storage, catalog, resizer, signer, videoFiles } = options;
  const audienceOf = async (entry: CatalogEntry, query: FileQuery['Querystring']): Promise<VideoFileAudience> =>
    entry.isVideoPart ? videoFiles.audienceOf(entry.name, query) : 'everyone';

  if (storage.driver === 'local') {
    const local = storage as LocalStorage;
    await app.register(async (uploads) => {
      // The raw bytes, whatever the declared type: what they are is decided by their magic bytes later.
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      uploads.put<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>(
        '/uploads/*',
        { schema: { hide: true } },
        async (request, reply) => {
          const key = request.params['*'];
          if (!parseIncomingKey(key)) throw notFound();
          const verdict = signer.verify(key, request.query.exp, request.query.sig);
          if (verdict !== 'ok') throw mediaError(verdict === 'expired' ? 'upload_url_expired' : 'upload_url_invalid');
          const declared = Number(request.headers['content-length'] ?? 0);
          // The largest of any kind here; the upload's own kind sets its limit as the bytes arrive.
          if (declared > VIDEO_MAX_BYTES) throw mediaError('video_size');
          const body = (request.body as Readable | undefined) ?? request.raw;
          await service.receiveLocalUpload(local, key, body);
          return reply.status(200).header('Cache-Control', 'no-store').send();
        },
      );
    });
  }

  app.get<{ Params: { size: string; image: string } } & FileQuery>(
    '/resize/:size/:image',
    { schema: { hide: true } },
    async (request, reply) => {
      const { size, image } = request.params;
      const target = await resizer.resolve(size, image);
      const audience = target && (await audienceOf(target.entry, request.query));
      if (!target || !audience) throw notFound();
      const etag = resizer.etagOf(size, target.entry.name);
      cacheHeaders(reply, etag, audience);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const variant = await resizer.variant(size, target.box, target.entry);
      return reply.type('image/jpeg').header('Content-Length', variant.bytes.length).send(variant.bytes);
    },
  );

  /** A video from local storage: whole (200) or the asked byte range (206), as players seek. */
  async function sendRange(
    header: string | undefined,
    key: string,
    mime: string,
    etag: string,
    audience: VideoFileAudience,
    reply: FastifyReply,
  ) {
    const head = await storage.head(key);
    if (!head) throw notFound();
    cacheHeaders(reply, etag, audience);
    reply.header('Accept-Ranges', 'bytes').type(mime);
    const range = parseByteRange(header, head.size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', `bytes */${head.size}`).send();
    }
    const file = await storage.stream(key, range ?? undefined);
    if (!file) throw notFound();
    if (!range) return reply.header('Content-Length', head.size).send(file.body);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(file.body);
  }

  app.get<{ Params: { name: string } } & FileQuery>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const entry = await catalog.lookup(request.params.name);
      // Decided before any header or 304, so an unpublished video's file answers exactly as a missing one.
      const audience = entry && (await audienceOf(entry, request.query));
      if (!entry || !audience) throw notFound();
      const etag = `"o1-${entry.name}"`;
      let file: { body: Readable; size: number } | null;
      if (etagMatches(request.headers['if-none-match'], etag)) {
        cacheHeaders(reply, etag, audience);
        return reply.status(304).send();
      }
      if (entry.isVideo && entry.source.type === 'store') {
        // S3: the browser plays from the bucket through a short-lived presigned URL (it asks ranges there).
        const playback = await storage.playbackUrl(entry.source.key, PLAYBACK_URL_SECONDS);
        const redirectCache = audience === 'everyone' ? 'private, max-age=300' : OWNER_ONLY;
        if (playback) return reply.header('Cache-Control', redirectCache).redirect(playback, 302);
        return sendRange(request.headers.range, entry.source.key, entry.mime, etag, audience, reply);
      }
      if (entry.source.type === 'asset') {
        const info = await stat(entry.source.path);
        file = { body: createReadStream(entry.source.path), size: info.size };
      } else {
        file = await storage.stream(entry.source.key);
      }
      if (!file) throw notFound();
      cacheHeaders(reply, etag, audience);
      if (!entry.isImage && entry.mime !== 'text/vtt') {
        const disposition = entry.mime === 'application/pdf' ? 'inline' : 'attachment';
        reply.header('Content-Disposition', contentDisposition(disposition, entry.displayName));
      }
      return reply.type(entry.mime).header('Content-Length', file.size).send(file.body);
    },
  );
};
