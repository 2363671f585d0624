import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindLabels, labelIn, stateLabels } from '@vitrina/contract/opportunity-labels';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { langOf } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { AgencyLine } from './agency-line.tsx';
import { DeadlineText } from './deadline-text.tsx';
import { categoryText } from './opportunity-card.tsx';
import { payText, placeText } from './opportunity-words.ts';
import { RoleSection, type Reader } from './role-section.tsx';
import { ScamAdvice } from './scam-advice.tsx';
import { ShareButton } from './share-button.tsx';
import './board.css';
import './opportunity-page.css';

/** A work date as a day on the calendar ("3 de mayo de 2026"), whatever the reader's time zone. */
const day = (date: string, lang: 'es' | 'en') => formatLongDate(`${date}T12:00:00`, lang);

/**
 * An opportunity's page: everything of it, its roles with what each one asks and the reader's action on it,
 * the share button and the scam advice; its owner finds the way to edit it and to each role's candidates.
 */
export function OpportunityView({ opportunity: o, reader }: { opportunity: Opportunity; reader: Reader }) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const now = useNow();
  const isOpen = o.state === 'open' && Date.parse(o.deadline) > now;
  const pay = payText(o.pay, lang);
  const dates = [
    o.workStarts ? t('page.workFrom', { date: day(o.workStarts, lang) }) : '',
    o.workEnds ? t('page.workUntil', { date: day(o.workEnds, lang) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="opportunity-page" aria-labelledby="opportunity-title">
      <p className="opportunity-page__back">
        <Link to={paths.opportunities()}>{t('page.back')}</Link>
      </p>
      <header className="opportunity-page__head">
        <div className="opportunity-card__tags">
          <span className="opportunity-tag opportunity-tag--kind">{labelIn(kindLabels, o.kind, lang)}</span>
          <span className="opportunity-tag">{categoryText(o.category, lang)}</span>
          {o.fitsMe && <span className="opportunity-tag opportunity-tag--fits">{t('card.fitsYou')}</span>}
        </div>
        <h1 id="opportunity-title">{o.title}</h1>
        <AgencyLine agency={o.agency} isMember={reader !== 'visitor'} />
        <div className="opportunity-page__actions">
          {o.isOwner && (
            <Link className="button button--ghost" to={paths.editOpportunity(o.id)}>
              {t('owner.edit')}
            </Link>
          )}
          <ShareButton title={o.title} path={paths.opportunityShare(o.id)} />
        </div>
      </header>
      {o.state === 'draft' && <p className="opportunity-page__notice">{t('page.draft')}</p>}
      {o.state !== 'open' && o.state !== 'draft' && (
        <p className="opportunity-page__notice">
          {t('page.ended', { state: labelIn(stateLabels, o.state, lang).toLowerCase() })}
        </p>
      )}
      <section aria-labelledby="opportunity-details">
        <h2 id="opportunity-details" className="visually-hidden">
          {t('page.details')}
        </h2>
        <dl className="opportunity-page__facts">
          <div>
            <dt>{t('page.place')}</dt>
            <dd>{placeText(o, lang)}</dd>
          </div>
          <div>
            <dt>{t('page.deadline')}</dt>
            <dd>
              <DeadlineText deadline={o.deadline} date="time" />
            </dd>
          </div>
          {dates && (
            <div>
              <dt>{t('page.work')}</dt>
              <dd>{dates}</dd>
            </div>
          )}
          <div>
            <dt>{t('page.pay')}</dt>
            <dd>{pay ?? t('card.payHidden')}</dd>
          </div>
        </dl>
        {o.isOwner && o.payAudience === 'members' && <p className="opportunity-page__hint">{t('page.payMembers')}</p>}
      </section>
      {o.description && (
        <section aria-labelledby="opportunity-description">
          <h2 id="opportunity-description">{t('page.description')}</h2>
          <p className="plain-text">{o.description}</p>
        </section>
      )}
      <ScamAdvice />
      <section aria-labelledby="opportunity-roles" className="opportunity-page__roles">
        <h2 id="opportunity-roles">{t('page.roles')}</h2>
        {o.roles.map((role) => (
          <RoleSection key={role.id} role={role} opportunityId={o.id} reader={reader} canApply={isOpen} />
        ))}
      </section>
    </article>
  );
}
