import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useFollowedTalents } from './list-followed-talents.ts';
import { PeopleResults } from './people-results.tsx';
import './graph.css';

/** /talentos (agencies): the talents I follow, most recent first, 12 a page with 8 page links; each can be unfollowed. */
export function FollowedTalents({ page, hrefOf }: { page: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('graph');
  const talents = useFollowedTalents(page);
  return (
    <div className="talents-page" aria-busy={talents.isFetching || undefined}>
      <h1>{t('talents.title')}</h1>
      <p className="graph-form__intro">{t('talents.intro')}</p>
      <PeopleResults
        list={talents}
        errorTitle={t('talents.loadError')}
        empty={
          <div className="people__empty">
            <p>{t('talents.empty')}</p>
            <Link className="button button--primary" to={paths.explore}>
              {t('talents.explore')}
            </Link>
          </div>
        }
        page={page}
        hrefOf={hrefOf}
      />
    </div>
  );
}
