import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PINS } from '@vitrina/contract/post-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { PinIcon } from '@/components/ui/order-icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { usePortfolio } from '../api/list-portfolio.ts';
import { PortfolioTile } from './portfolio-tile.tsx';
import './portfolio.css';

const PortfolioOrderDialog = lazy(() =>
  import('./portfolio-order-dialog.tsx').then((module) => ({ default: module.PortfolioOrderDialog })),
);

/**
 * "Portafolio / Portfolio" at the top of a profile: the posts the talent pinned, in their order.
 * Others see it only when it holds something; its owner also sees how to fill it and can reorder it.
 */
export function Portfolio({ profileUrl, name, isOwner }: { profileUrl: string; name: string; isOwner: boolean }) {
  const { t } = useTranslation('posts');
  const portfolio = usePortfolio(profileUrl);
  const [ordering, setOrdering] = useState(false);
  const posts = portfolio.data?.posts ?? [];
  if (portfolio.isPending || (!isOwner && posts.length === 0 && !portfolio.isError)) return null;

  return (
    <section className="portfolio" aria-labelledby="portfolio-title">
      <div className="portfolio__head">
        <div>
          <h2 id="portfolio-title" className="portfolio__title">
            <PinIcon size={18} />
            {t('portfolio.title')}
          </h2>
          {posts.length > 0 && (
            <p className="portfolio__intro">
              {isOwner ? t('portfolio.ownerIntro', { max: MAX_PINS }) : t('portfolio.intro', { name })}
            </p>
          )}
        </div>
        {isOwner && posts.length > 1 && (
          <button type="button" className="button button--ghost" onClick={() => setOrdering(true)}>
            {t('portfolio.reorder')}
          </button>
        )}
      </div>
      {portfolio.isError && <Alert tone="error">{t('portfolio.loadError')}</Alert>}
      {posts.length === 0 && isOwner && !portfolio.isError && (
        <p className="portfolio__empty">{t('portfolio.emptyOwner', { max: MAX_PINS })}</p>
      )}
      {posts.length > 0 && (
        <ol className="portfolio__grid">
          {posts.map((post) => (
            <li key={post.id}>
              <PortfolioTile post={post} />
            </li>
          ))}
        </ol>
      )}
      {isOwner && (
        <OnceOpened open={ordering}>
          <PortfolioOrderDialog
            open={ordering}
            profileUrl={profileUrl}
            posts={posts}
            onClose={() => setOrdering(false)}
          />
        </OnceOpened>
      )}
    </section>
  );
}
