import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentPage } from '@vitrina/contract/discovery';
import { ChevronRightIcon } from '@/components/ui/icons.tsx';
import { EmptyState, ListProblem } from './list-states.tsx';
import { TalentGrid, TalentGridSkeleton } from './talent-grid.tsx';

/** How many cards a list shows on the explore home before its "see all" link. */
export const PREVIEW_CARDS = 4;

/** A list's first cards on the explore home, under its heading, with a link to the whole list. */
export function TalentPreview({
  list,
  heading,
  headingId,
  seeAllHref,
  seeAllLabel,
}: {
  list: UseQueryResult<TalentPage>;
  heading: string;
  headingId: string;
  seeAllHref: string;
  seeAllLabel: string;
}) {
  const { t } = useTranslation('explore');
  const rows = list.data?.rows.slice(0, PREVIEW_CARDS) ?? [];
  return (
    <section className="explore-section" aria-labelledby={headingId} aria-busy={list.isFetching || undefined}>
      <div className="explore-section__bar">
        <h2 id={headingId} className="explore-section__title">
          {heading}
        </h2>
        {rows.length > 0 && (
          <Link className="explore-section__more" to={seeAllHref} aria-label={seeAllLabel}>
            {t('home.seeAll')} <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
      {list.isPending && <TalentGridSkeleton count={PREVIEW_CARDS} />}
      {list.isError && <ListProblem error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && <EmptyState title={t('lists.empty')} hint={t('lists.emptyHint')} />}
      {rows.length > 0 && <TalentGrid talents={rows} />}
    </section>
  );
}
