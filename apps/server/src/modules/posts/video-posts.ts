import type { Lang } from '@vitrina/contract/constants';
import type { PublishVideoResponse } from '@vitrina/contract/videos';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import type { VideoService } from '../media/video/video.service.ts';
import { mayPost } from './post-rules.ts';
import type { PostsService } from './posts.service.ts';

/** The video a post is made of (the media module's row fits it). */
type PostedVideo = Parameters<PostsService['publishVideo']>[1];

export interface VideoPostsDeps {
  transactions: Transactions;
  videos: Pick<VideoService, 'markPublishing' | 'attachPost' | 'one'>;
  posts: Pick<PostsService, 'publishVideo' | 'getPost'>;
}

/** A native video becomes a post: at once when its author publishes a ready one, else when the job makes it ready. */
export function createVideoPosts({ transactions, videos, posts }: VideoPostsDeps) {
  async function postIn(tx: Tx, video: PostedVideo): Promise<number> {
    const postId = await posts.publishVideo(tx, video);
    await videos.attachPost(tx, video.id, postId);
    return postId;
  }

  return {
    /** POST /api/videos/{id}/publish: the post now when the video is ready, else as soon as it is. */
    async publish(viewer: Viewer, id: number, description: string, lang: Lang): Promise<PublishVideoResponse> {
      if (!mayPost(viewer)) throw new AppError('talents_only');
      const postId = await transactions.run(async (tx) => {
        const video = await videos.markPublishing(tx, viewer.id, id, description.trim());
        return video.status === 'ready' ? postIn(tx, video) : null;
      });
      const post = postId === null ? null : await posts.getPost(viewer, postId);
      return { video: await videos.one(viewer.id, id, lang), post };
    },

    /** The media module's port: a ready video's post, in the transaction that marks it ready (it holds the row). */
    postIn,
  };
}

export type VideoPosts = ReturnType<typeof createVideoPosts>;
