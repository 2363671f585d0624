import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addBundledTexts } from '@/i18n/bundled-texts.ts';
import en from '@/i18n/en/fits.ts';
import es from '@/i18n/es/fits.ts';
import { paths } from '@/lib/paths.ts';
import { useFitsMe } from '../api/board.ts';
import { DeadlineText } from './deadline-text.tsx';
import './board.css';

// Its few words ride with it: the board's whole namespace made a fitting talent's feed pass its budget.
addBundledTexts('fits', { es, en });

/** Shown on the feed's sidebar. */
const SHOWN = 5;

/** A talent's feed sidebar: the newest open roles her sheet meets (up to five) and the board filtered by them. */
export function FitsMeCard() {
  const { t } = useTranslation('fits');
  const fits = useFitsMe(true);
  if (!fits.data?.length) return null;
  return (
    <section className="sidebar-card fits-me" aria-labelledby="fits-me-title">
      <h2 id="fits-me-title" className="sidebar-card__title">
        {t('title')}
      </h2>
      <ul className="fits-me__list">
        {fits.data.slice(0, SHOWN).map(({ opportunity, role }) => (
          <li key={`${opportunity.id}:${role.id}`} className="fits-me__item">
            <Link to={paths.opportunity(opportunity.id)}>{opportunity.title}</Link>
            <span>{t('role', { role: role.name })}</span>
            <DeadlineText deadline={opportunity.deadline} date="none" />
          </li>
        ))}
      </ul>
      <Link className="sidebar-card__link" to={paths.opportunities('fits=1')}>
        {t('all')}
      </Link>
    </section>
  );
}
