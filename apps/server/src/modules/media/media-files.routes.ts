import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@vitrina/contract/constants';
import { notFound } from '../../http/app-error.ts';
import type { MediaCatalog } from './media-catalog.ts';
import { mediaError } from './media-errors.ts';
import { contentDisposition, etagMatches, parseIncomingKey } from './media-rules.ts';
import type { MediaService } from './media.service.ts';
import type { Resizer } from './resize.service.ts';
import type { LocalStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import type { UploadSigner } from './upload-signature.ts';

export interface MediaFilesRoutesOptions {
  service: MediaService;
  storage: MediaStorage;
  catalog: MediaCatalog;
  resizer: Resizer;
  signer: UploadSigner;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(reply: FastifyReply, etag: string): void {
  reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
}

/**
 * Media outside /api: the signed upload target of the local driver, the resize service and the
 * processed originals. Images are public by their unguessable names (an <img> sends no token).
 */
export const mediaFilesRoutes: FastifyPluginAsync<MediaFilesRoutesOptions> = async (app, options) => {
  const { service, storage, catalog, resizer, signer } = options;

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
          if (declared > UPLOAD_MAX_BYTES) throw mediaError('size');
          const body = (request.body as Readable | undefined) ?? request.raw;
          await service.receiveLocalUpload(local, key, body);
          return reply.status(200).header('Cache-Control', 'no-store').send();
        },
      );
    });
  }

  app.get<{ Params: { size: string; image: string } }>(
    '/resize/:size/:image',
    { schema: { hide: true } },
    async (request, reply) => {
      const { size, image } = request.params;
      const target = await resizer.resolve(size, image);
      if (!target) throw notFound();
      const etag = resizer.etagOf(size, target.entry.name);
      cacheHeaders(reply, etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const variant = await resizer.variant(size, target.box, target.entry);
      return reply.type('image/jpeg').header('Content-Length', variant.bytes.length).send(variant.bytes);
    },
  );

  app.get<{ Params: { name: string } }>('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const entry = await catalog.lookup(request.params.name);
    if (!entry) throw notFound();
    const etag = `"o1-${entry.name}"`;
    let file: { body: Readable; size: number } | null;
    if (etagMatches(request.headers['if-none-match'], etag)) {
      cacheHeaders(reply, etag);
      return reply.status(304).send();
    }
    if (entry.source.type === 'asset') {
      const info = await stat(entry.source.path);
      file = { body: createReadStream(entry.source.path), size: info.size };
    } else {
      file = await storage.stream(entry.source.key);
    }
    if (!file) throw notFound();
    cacheHeaders(reply, etag);
    if (!entry.isImage) {
      const disposition = entry.mime === 'application/pdf' ? 'inline' : 'attachment';
      reply.header('Content-Disposition', contentDisposition(disposition, entry.displayName));
    }
    return reply.type(entry.mime).header('Content-Length', file.size).send(file.body);
  });
};
