import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { IssueToken } from '../auth/token-issuer.ts';
import type { UserImagesRepository } from '../users/user-images.repository.ts';
import { createMediaCatalog } from './media-catalog.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { createResizer } from './resize.service.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import { createUploadSigner } from './upload-signature.ts';

export interface MediaModuleDeps {
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 's3'>;
  db: Db;
  issueToken: IssueToken;
  userImages: UserImagesRepository;
}

/**
 * The media module's parts, built once: the storage driver the configuration asks for (S3 when
 * S3_BUCKET is set, else local disk under DATA_DIR/media), the service the routes and the posts module
 * use, and the resize service. app.ts registers `mediaRoutes` (under /api) and `mediaFilesRoutes`.
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
    userImages: deps.userImages,
    issueToken: deps.issueToken,
  });
  const resizer = createResizer(storage, catalog);
  return { storage, signer, catalog, service, resizer };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
