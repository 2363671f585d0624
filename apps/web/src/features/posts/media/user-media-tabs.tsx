import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import type { MediaType, UserMediaItem } from '@vitrina/contract/posts';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { formatVideoDuration } from '@vitrina/contract/video-rules';
import { Alert } from '@/components/ui/alert.tsx';
import { FireIcon, PlayIcon } from '@/components/ui/content-icons.tsx';
import { pageCount } from '@/components/ui/page-window.ts';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useUserMedia } from '../api/list-user-media.ts';
import { PostDialog } from '../post/post-dialog.tsx';
import { PhotoWall } from './photo-wall.tsx';
import { fullDate } from '@/lib/relative-time.ts';
import './user-media.css';

interface MediaTabProps {
  profileUrl: string;
  name: string;
  page: number;
  hrefOf: (page: number) => string;
  /** Buttons beside the title (the owner's add-photos or add-video). */
  actions?: ReactNode;
}

/** A media tab's frame: title, the items of this page (12), the states, the page links. */
function MediaTab({
  type,
  title,
  empty,
  profileUrl,
  page,
  hrefOf,
  actions,
  children,
}: MediaTabProps & {
  type: MediaType;
  title: string;
  empty: string;
  children: (rows: UserMediaItem[], open: (postId: number) => void, count: number) => ReactNode;
}) {
  const { t } = useTranslation('posts');
  const media = useUserMedia(profileUrl, type, PAGE_SIZE, page);
  const [open, setOpen] = useState<number | null>(null);
  const rows = media.data?.rows ?? [];
  return (
    <section className="media-tab" aria-labelledby={`media-${type}`} aria-busy={media.isFetching || undefined}>
      <div className="media-tab__head">
        <h2 id={`media-${type}`} className="media-tab__title">
          {title}
        </h2>
        {actions}
      </div>
      {media.isError && (
        <Alert tone="error" title={t('media.loadError')}>
          <p>{apiErrorText(media.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void media.refetch()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {media.isSuccess && rows.length === 0 && <p className="media-empty">{empty}</p>}
      {rows.length > 0 && children(rows, setOpen, media.data?.count ?? 0)}
      <Pagination page={page} totalPages={pageCount(media.data?.count ?? 0, PAGE_SIZE)} hrefOf={hrefOf} />
      <PostDialog postId={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function Likes({ count }: { count: number }) {
  const { t } = useTranslation('posts');
  return (
    <span className="media-grid__meta">
      <FireIcon size={16} aria-hidden="true" /> {t('media.likes', { count })}
    </span>
  );
}

/** Fotos (spec): a justified wall of photos with like counts; a photo opens the viewer. */
export function UserPhotos(props: MediaTabProps) {
  const { t } = useTranslation('posts');
  return (
    <MediaTab {...props} type="PHOTO" title={t('media.photosTitle', { name: props.name })} empty={t('media.noPhotos')}>
      {(rows, _open, count) => <PhotoWall rows={rows} page={props.page} count={count} profileUrl={props.profileUrl} />}
    </MediaTab>
  );
}

/** Videos (spec): posters of uploaded videos, tiles of YouTube ones; one opens its post with the player. */
export function UserVideos(props: MediaTabProps) {
  const { t } = useTranslation('posts');
  return (
    <MediaTab {...props} type="VIDEO" title={t('media.videosTitle', { name: props.name })} empty={t('media.noVideos')}>
      {(rows, open) => (
        <ul className="media-grid media-grid--videos">
          {rows.map((video, index) => (
            <li key={video.id} className="media-grid__item">
              <button
                type="button"
                className="media-grid__button media-grid__video"
                aria-label={t('media.playVideo', { n: index + 1 })}
                onClick={() => open(video.post.id)}
              >
                {video.poster ? (
                  <img
                    src={resizeUrl(video.poster, 'h240')}
                    srcSet={`${resizeUrl(video.poster, 'h480')} 2x`}
                    alt=""
                    width={480}
                    height={270}
                    loading="lazy"
                  />
                ) : (
                  // A YouTube video: our own tile, so the tab asks nothing of YouTube before a play.
                  <span className="media-grid__youtube" data-youtube={video.filename}>
                    YouTube
                  </span>
                )}
                {video.durationMs !== null && (
                  <span className="media-grid__duration">{formatVideoDuration(video.durationMs)}</span>
                )}
                <span className="media-grid__play" aria-hidden="true">
                  <PlayIcon size={44} />
                </span>
              </button>
              {video.post.description && <p className="media-grid__caption">{video.post.description}</p>}
              <Likes count={video.post.likesCount} />
            </li>
          ))}
        </ul>
      )}
    </MediaTab>
  );
}

/** Archivos (spec): a table of date, description, type (the extension in capitals) and a view-file link. */
export function UserFiles(props: MediaTabProps) {
  const { t, i18n } = useTranslation('posts');
  return (
    <MediaTab {...props} type="FILE" title={t('media.filesTitle', { name: props.name })} empty={t('media.noFiles')}>
      {(rows) => (
        <div className="files-table-wrap">
          <table className="files-table">
            <thead>
              <tr>
                <th scope="col">{t('media.date')}</th>
                <th scope="col">{t('media.description')}</th>
                <th scope="col">{t('media.type')}</th>
                <th scope="col">{t('media.file')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((file) => (
                <tr key={file.id}>
                  <td>
                    <time dateTime={file.createdAt}>{fullDate(file.createdAt, i18n.language)}</time>
                  </td>
                  <td>{file.post.description || file.description || file.name || t('media.noDescription')}</td>
                  <td className="files-table__type">{file.ext.toUpperCase()}</td>
                  <td>
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('media.viewName', { name: file.name || file.filename })}
                    >
                      {t('media.view')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </MediaTab>
  );
}
