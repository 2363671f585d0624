import { useTranslation } from 'react-i18next';
import { useBoard } from '../api/board.ts';
import { OpportunityList } from './opportunity-list.tsx';
import './board.css';

/** An agency profile's "Oportunidades" tab: the board filtered by the agency, newest first. */
export function AgencyOpportunities({
  profileUrl,
  page,
  hrefOf,
}: {
  profileUrl: string;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('board');
  const query = new URLSearchParams({ agency: profileUrl });
  if (page > 1) query.set('page', String(page));
  const list = useBoard(query);
  return (
    <section className="agency-opportunities" aria-labelledby="agency-opportunities">
      <h2 id="agency-opportunities" className="board-page__count">
        {t('agencyTab.title')}
      </h2>
      <OpportunityList
        list={list}
        page={page}
        hrefOf={hrefOf}
        isMember
        label={t('agencyTab.title')}
        empty={<p>{t('agencyTab.empty')}</p>}
      />
    </section>
  );
}
