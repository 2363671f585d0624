import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useRecordView } from '@/lib/record-view.ts';
import { currentArrivalSource } from '@/lib/view-source.ts';
import { apiErrorText } from '@/i18n/error-text.ts';
import { usePost } from '../api/get-post.ts';
import { PostCard } from './post-card.tsx';
import { PostSkeleton } from './post-skeleton.tsx';
import { PhotoAddressContext, type PhotoAddress } from '../viewer/photo-address.ts';
import { withFoto } from '../viewer/viewer-rules.ts';
import '../feed/posts.css';

/** The id in /noticias/{postId}, or null when the address cannot name a post. */
export function postIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /noticias/{postId} (spec §2): that post alone, its comments open; a friendly page when it is not there.
 * `?foto=N` opens its N-th photo in the viewer; moving replaces the address, closing removes it.
 */
export function SinglePost({ postId }: { postId: string | undefined }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const id = postIdOf(postId);
  const post = usePost(id ?? 0, id !== null);
  const missing = id === null || (post.error instanceof ApiError && post.error.status === 404);
  useRecordView(
    id === null ? null : { kind: 'post', postId: id },
    Boolean(post.data && !post.data.isOwner),
    currentArrivalSource,
  );
  const [query, setQuery] = useSearchParams();
  const param = query.get('foto');
  const address = useMemo<PhotoAddress>(
    () => ({
      param,
      set: (index) => setQuery((current) => withFoto(current, index), { replace: true, preventScrollReset: true }),
    }),
    [param, setQuery],
  );

  return (
    <div className="feed feed--single">
      <Link className="feed__back" to={paths.news}>
        <ChevronLeftIcon size={18} />
        {t('single.back')}
      </Link>
      {missing ? (
        <section className="feed-empty" aria-labelledby="post-missing-title">
          <h1 id="post-missing-title" className="feed-empty__title">
            {t('single.missingTitle')}
          </h1>
          <p className="feed-empty__body">{t('single.missingBody')}</p>
          <div className="feed-empty__actions">
            <Link className="button button--primary" to={paths.news}>
              {t('single.toFeed')}
            </Link>
          </div>
        </section>
      ) : (
        <>
          <h1 className="visually-hidden">{t('single.title')}</h1>
          {post.isPending && <PostSkeleton />}
          {post.isError && (
            <Alert tone="error" title={t('single.loadError')}>
              <p>{apiErrorText(post.error)}</p>
              <button type="button" className="button button--ghost" onClick={() => void post.refetch()}>
                {t('actions.retry')}
              </button>
            </Alert>
          )}
          {post.data && (
            <PhotoAddressContext value={address}>
              <PostCard
                post={post.data}
                initiallyExpanded
                onDeleted={() => void navigate(paths.news, { replace: true })}
              />
            </PhotoAddressContext>
          )}
        </>
      )}
    </div>
  );
}
