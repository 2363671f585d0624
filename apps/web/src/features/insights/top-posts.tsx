import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resizeUrl } from '@vitrina/contract/media-rules';
import type { TopPost } from '@vitrina/contract/insights';
import { paths } from '@/lib/paths.ts';

/** My most viewed posts of the period: their first words, first photo, views and photo views, each a link. */
export function TopPosts({ posts }: { posts: readonly TopPost[] }) {
  const { t } = useTranslation('insights');
  return (
    <section className="insights-card insights-card--wide" aria-labelledby="insights-top-title">
      <h2 className="insights-card__title" id="insights-top-title">
        {t('topPosts.title')}
      </h2>
      {posts.length === 0 ? (
        <p className="insights-card__empty">{t('topPosts.empty')}</p>
      ) : (
        <ol className="top-posts">
          {posts.map((post) => (
            <li key={post.id} className="top-posts__item">
              <Link className="top-posts__link" to={paths.post(post.id)}>
                {post.image ? (
                  <img
                    className="top-posts__thumb"
                    src={resizeUrl(post.image, 'c62x62')}
                    srcSet={`${resizeUrl(post.image, 'c124x124')} 2x`}
                    alt=""
                    width={62}
                    height={62}
                    loading="lazy"
                  />
                ) : (
                  <span className="top-posts__thumb top-posts__thumb--text" aria-hidden="true">
                    “
                  </span>
                )}
                <span className="top-posts__text">{post.text.trim() || t('topPosts.noText')}</span>
              </Link>
              <p className="top-posts__figures">
                <span>{t('topPosts.views', { count: post.views })}</span>
                <span>{t('topPosts.photoViews', { count: post.photoViews })}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
