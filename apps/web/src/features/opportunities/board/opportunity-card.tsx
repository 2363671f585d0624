import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { kindLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import type { OpportunityCard as Card } from '@vitrina/contract/opportunities';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { AgencyLine } from './agency-line.tsx';
import { DeadlineText } from './deadline-text.tsx';
import { payText, placeText } from './opportunity-words.ts';

export const categoryText = (id: number, lang: 'es' | 'en') => {
  const category = categories.find((c) => c.id === id);
  return category ? categoryName(category, lang) : '';
};

/**
 * An opportunity on the board: its title (the link to its page), kind, category, place, deadline and pay,
 * the agency, and for a talent whether one of its roles fits her.
 */
export function OpportunityCard({ card, isMember }: { card: Card; isMember: boolean }) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const pay = payText(card.pay, lang);
  return (
    <article className="opportunity-card" aria-labelledby={`opportunity-${card.id}`}>
      <div className="opportunity-card__tags">
        <span className="opportunity-tag opportunity-tag--kind">{labelIn(kindLabels, card.kind, lang)}</span>
        <span className="opportunity-tag">{categoryText(card.category, lang)}</span>
        {card.fitsMe && <span className="opportunity-tag opportunity-tag--fits">{t('card.fitsYou')}</span>}
      </div>
      <h3 className="opportunity-card__title" id={`opportunity-${card.id}`}>
        <Link to={paths.opportunity(card.id)}>{card.title}</Link>
      </h3>
      <AgencyLine agency={card.agency} isMember={isMember} />
      <ul className="opportunity-card__facts">
        <li>{placeText(card, lang)}</li>
        <li>
          <DeadlineText deadline={card.deadline} />
        </li>
        <li>{pay ?? t('card.payHidden')}</li>
        <li>{t('card.roles', { count: card.rolesCount })}</li>
      </ul>
    </article>
  );
}
