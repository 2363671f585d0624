import type { Config } from '../../config.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsModule } from '../accounts/accounts-module.ts';
import { AppError } from '../../http/app-error.ts';
import { latePort } from '../../platform/late-port.ts';
import { encodePhoto, readImageHeader, type ImageProcessor } from './image-processor.ts';
import { createImageWork } from './image-work.ts';
import { createMediaCatalog } from './media-catalog.ts';
import { mediaFilesRoutes } from './media-files.routes.ts';
import { createMediaRepository } from './media.repository.ts';
import { createOwnFiles } from './own-files.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createResizer } from './resize.service.ts';
import { createConfiguredStorage } from './storage/configured-storage.ts';
import { createUploadSigner } from './upload-signature.ts';
import { createSelfTapeVideos } from './video/self-tape-videos.ts';
import { createVideoFiles } from './video/video-files.ts';
import { videoRoutes } from './video/video.routes.ts';
import { createVideoService } from './video/video.service.ts';
import { probeVideo, resolveVideoTools, type VideoTools } from './video/video-tools.ts';
import { TRANSCODING_ROUND } from './video/transcoding.repository.ts';
import type { PostReadyVideo } from './video/video-transcode.ts';
import { createVideoWork } from './video/video-work.ts';

export interface MediaModuleDeps {
  config: Pick<Config, 'dataDir' | 'jwtSecret' | 's3' | 'imageWorkers' | 'videoWorkers' | 'ffmpeg'>;
  platform: Platform;
  /** A person's profile and cover images (`service.setImage`, `isCurrentImage`) and their tokens. */
  accounts: Pick<AccountsModule, 'service' | 'issueToken'>;
  /** sharp by default; tests hand in one they can pause. */
  images?: ImageProcessor | undefined;
}

/** Pictures of one person processed at once: the rest wait their turn. */
export const IMAGES_PER_PERSON = 2;

/** Storage (S3 or DATA_DIR/media), the image queue and the services; `fileRoutes` go at the root. */
export function createMediaModule(deps: MediaModuleDeps) {
  const signer = createUploadSigner(deps.config.jwtSecret);
  const storage = createConfiguredStorage(deps.config, signer);
  const repository = createMediaRepository(deps.platform.db);
  const catalog = createMediaCatalog(repository, undefined, deps.platform.caches);
  const imageWork = createImageWork({
    workers: deps.config.imageWorkers,
    perPerson: IMAGES_PER_PERSON,
    refusal: () => new AppError('media_unavailable'),
  });
  const service = createMediaService({
    storage,
    repository,
    catalog,
    transactions: deps.platform.transactions,
    users: deps.accounts.service,
    issueToken: deps.accounts.issueToken,
    images: deps.images ?? { readImageHeader, encodePhoto },
    imageWork,
  });
  deps.platform.background.add('images', service.processingSettled);
  const resizer = createResizer(storage, catalog, deps.platform.caches);
  const videoFiles = createVideoFiles(deps.platform.db, deps.config.jwtSecret, deps.platform.caches);
  // ffmpeg is found when first needed (a process that never sees a video never looks).
  let tools: VideoTools | undefined;
  const videoTools = () => (tools ??= resolveVideoTools(deps.config.ffmpeg));
  const videoPosts = latePort<PostReadyVideo>('video posts');
  const videoWork = createVideoWork({
    jobs: deps.platform.jobs,
    db: deps.platform.db,
    transactions: deps.platform.transactions,
    storage,
    tools: videoTools,
    log: deps.platform.log,
    workers: deps.config.videoWorkers,
    post: (tx, video) => videoPosts.get()(tx, video),
  });
  const videos = createVideoService({
    db: deps.platform.db,
    storage,
    media: repository,
    catalog,
    files: videoFiles,
    transactions: deps.platform.transactions,
    probe: (source) => probeVideo(videoTools(), source),
    kick: () => videoWork.kick(),
    revive: (id) => deps.platform.jobs.store.retry(TRANSCODING_ROUND, String(id)),
  });
  const selfTapes = createSelfTapeVideos({ db: deps.platform.db, videos, files: videoFiles });
  const routes: FastifyPluginAsync = async (api) => {
    // Queued pictures answer 503 at once (the upload is kept); those in progress finish as requests in flight do.
    api.addHook('preClose', async () => {
      void imageWork.close();
    });
    // A served process says which ffmpeg transcodes: the system's (FFMPEG_PATH, FFPROBE_PATH) or the npm packages'.
    api.addHook('onListen', async () => {
      try {
        const { ffmpeg, ffprobe, source } = videoTools();
        deps.platform.log.info({ ffmpeg, ffprobe, source }, 'video tools');
      } catch (error) {
        deps.platform.log.error({ err: error }, 'no ffmpeg: uploaded videos cannot be processed');
      }
    });
    await api.register(mediaRoutes, { service, limiter: deps.platform.limiter });
    await api.register(videoRoutes, { service: videos });
  };
  const fileRoutes: FastifyPluginAsync = async (app) => {
    await app.register(mediaFilesRoutes, { service, storage, catalog, resizer, signer, videoFiles });
  };
  // app.ts plugs the posts module's answer: a ready video's post, made in the transaction that marks it ready.
  // A person's own videos and uploads by id, as another module attaches them (an application's items).
  const ownFiles = createOwnFiles(videoFiles);
  return {
    imageWork,
    service,
    resizer,
    videos,
    ownFiles,
    selfTapes,
    routes,
    fileRoutes,
    plugVideoPosts: videoPosts.plug,
  };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
