import path from 'node:path';
import type { Config } from '../../config.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import type { IssueToken } from '../../sessions/token-issuer.ts';
import type { UsersService } from '../users/users.service.ts';
import { encodePhoto, readImageHeader, type ImageProcessor } from './image-processor.ts';
import { createMediaCatalog } from './media-catalog.ts';
import { mediaFilesRoutes } from './media-files.routes.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createResizer } from './resize.service.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { createUploadSigner } from './upload-signature.ts';

export interface MediaModuleDeps {
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 's3'>;
  db: Db;
  transactions: Transactions;
  issueToken: IssueToken;
  users: Pick<UsersService, 'setImage' | 'isCurrentImage'>;
  /** sharp by default; tests hand in one they can pause. */
  images?: ImageProcessor;
}

/**
 * The media module's parts, built once: the storage driver the configuration asks for (S3 when
 * S3_BUCKET is set, else local disk under DATA_DIR/media), the service the routes and the posts module
 * use, and the resize service. `routes` go under /api; `fileRoutes` (uploads, /resize, /media) at the root.
 */
export function createMediaModule(deps: MediaModuleDeps) {
  const signer = createUploadSigner(deps.config.jwtSecret);
  const storage: MediaStorage = deps.config.s3
    ? createS3Storage(deps.config.s3)
    : createLocalStorage(path.join(deps.config.dataDir, 'media'), signer);
  const repository = createMediaRepository(deps.db);
  const catalog = createMediaCatalog(repository);
  const service = createMediaService({
    storage,
    repository,
    catalog,
    transactions: deps.transactions,
    users: deps.users,
    issueToken: deps.issueToken,
    images: deps.images ?? { readImageHeader, encodePhoto },
  });
  const resizer = createResizer(storage, catalog);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(mediaRoutes, { service });
  };
  const fileRoutes: FastifyPluginAsync = async (app) => {
    await app.register(mediaFilesRoutes, { service, storage, catalog, resizer, signer });
  };
  return { storage, signer, catalog, service, resizer, routes, fileRoutes };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
