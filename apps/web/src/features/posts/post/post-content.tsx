import { useTranslation } from 'react-i18next';
import type { Post } from '@vitrina/contract/posts';
import { paths } from '@/lib/paths.ts';
import { FileList } from '../media/file-list.tsx';
import { LinkedText } from './linked-text.tsx';
import type { PostCore } from '../api/post-cache.ts';
import { PostAuthor } from './post-author.tsx';
import { PhotoGrid } from '../media/photo-grid-view.tsx';
import { YoutubePlayer } from '../media/youtube-player.tsx';
import { VideoPlayer } from '../video/video-player.tsx';

/** What a post says and carries: text, documents, a video or photos (spec §2 post block). */
export function PostContent({ post }: { post: PostCore }) {
  const { t, i18n } = useTranslation('posts');
  const photos = post.files.filter((file) => file.type === 'PHOTO');
  const documents = post.files.filter((file) => file.type === 'FILE');
  return (
    <div className="post-content">
      <LinkedText text={post.description} className="post-content__text" withTags />
      <FileList files={documents} />
      {post.videoId && (
        <YoutubePlayer videoId={post.videoId} title={t('video.titleOf', { name: post.user.fullname })} />
      )}
      {post.videoFile && (
        <VideoPlayer
          video={post.videoFile}
          title={t('videoUpload.playerTitle', { name: post.user.fullname })}
          lang={i18n.language}
        />
      )}
      <PhotoGrid photos={photos} author={post.user.fullname} postId={post.id} />
    </div>
  );
}

/** The original a share carries, or a note that it is gone (deleted, or out of the viewer's sight). */
export function SharedOriginal({ shared }: { shared: NonNullable<Post['sharedPost']> }) {
  const { t } = useTranslation('posts');
  if (!shared.available) {
    return <p className="shared-post shared-post--gone">{t('post.originalGone')}</p>;
  }
  return (
    <div className="shared-post" role="group" aria-label={t('post.sharedFrom', { name: shared.user.fullname })}>
      <PostAuthor
        author={shared.user}
        createdAt={shared.createdAt}
        edited={shared.editedAt !== null}
        href={paths.post(shared.id)}
        size={36}
      />
      <PostContent post={shared} />
    </div>
  );
}
