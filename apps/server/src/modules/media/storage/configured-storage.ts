import path from 'node:path';
import type { Config } from '../../../config.ts';
import { createUploadSigner, type UploadSigner } from '../upload-signature.ts';
import { createLocalStorage } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** The deployment's media store: S3 when configured, else local disk under DATA_DIR/media (the app, `npm run seed`). */
export function createConfiguredStorage(
  config: Pick<Config, 's3' | 'dataDir' | 'jwtSecret'>,
  signer: UploadSigner = createUploadSigner(config.jwtSecret),
): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'media'), signer);
}
