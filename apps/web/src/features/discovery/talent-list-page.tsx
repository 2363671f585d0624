import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useFeatured } from './list-featured.ts';
import { useRecent } from './list-recent.ts';
import { EmptyState } from './list-states.tsx';
import { PagedTalents } from './paged-talents.tsx';
import './discovery.css';

export type TalentListKind = 'featured' | 'recent';

/**
 * /explorar/destacados and /explorar/recientes: the whole list, 12 a page, the page in the address. Titled by
 * role as on the explore home (spec §6).
 */
export function TalentListPage({
  kind,
  isAgency,
  page,
  hrefOf,
}: {
  kind: TalentListKind;
  isAgency: boolean;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t, i18n } = useTranslation('explore');
  // Hooks cannot be conditional: both are called, only the shown list asks the server.
  const featured = useFeatured(page, kind === 'featured');
  const recent = useRecent(page, kind === 'recent');
  const list = kind === 'featured' ? featured : recent;
  const role = isAgency ? 'agencia' : 'talento';
  const count = list.data?.count;
  return (
    <div className="explore-page">
      <p className="explore-page__back">
        <Link to={paths.explore}>
          <ChevronLeftIcon size={16} /> {t('lists.backToExplore')}
        </Link>
      </p>
      <header className="explore-page__head">
        <h1>{t(`headings.${role}.${kind}`)}</h1>
        <p className="explore-page__intro">
          {isAgency ? t('lists.agencyIntro') : t(kind === 'featured' ? 'lists.featuredIntro' : 'lists.recentIntro')}
          {count !== undefined && count > 0 && (
            <>
              {' '}
              <span className="explore-page__count">
                {t('lists.count', { count, n: new Intl.NumberFormat(i18n.language).format(count) })}
              </span>
            </>
          )}
        </p>
      </header>
      <PagedTalents
        list={list}
        page={page}
        hrefOf={hrefOf}
        empty={<EmptyState title={t('lists.empty')} hint={t('lists.emptyHint')} />}
      />
    </div>
  );
}
