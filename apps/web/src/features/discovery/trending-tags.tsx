import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { hashtagsEndpoints } from '@vitrina/contract/endpoints/hashtags';
import { langOf } from '@/i18n/use-lang.ts';
import { call } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { discoveryKeys } from './discovery-keys.ts';

/** GET /api/tags/trending: per category, the week's tags used by at least 3 of its people. */
export function useTrendingTags() {
  return useQuery({
    queryKey: discoveryKeys.trending(),
    queryFn: ({ signal }) => call(hashtagsEndpoints.trending, { signal }),
  });
}

/** Explore's "trending this week": a few tags per category, each a link to its page; nothing while loading. */
export function TrendingTags() {
  const { t, i18n } = useTranslation('discovery');
  const lang = langOf(i18n.language);
  const trending = useTrendingTags();
  if (!trending.isSuccess) return null;
  return (
    <section className="explore-section" aria-labelledby="explore-trending">
      <div className="explore-section__bar">
        <h2 id="explore-trending" className="explore-section__title">
          {t('trending.title')}
        </h2>
      </div>
      {trending.data.length === 0 ? (
        <p className="trending__empty">{t('trending.empty')}</p>
      ) : (
        <div className="trending">
          {trending.data.map((group) => {
            const category = categories.find((c) => c.id === group.categoryId);
            return (
              <div key={group.categoryId} className="trending__group explore-chips">
                <h3 className="trending__category">{category ? categoryName(category, lang) : ''}</h3>
                <ul>
                  {group.tags.map(({ tag, people }) => (
                    <li key={tag}>
                      <Link
                        className="explore-chips__link"
                        to={paths.tag(tag)}
                        aria-label={t('trending.tagLabel', { tag, count: people })}
                      >
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
