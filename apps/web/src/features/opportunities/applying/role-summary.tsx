import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opportunity, Role } from '@vitrina/contract/opportunities';
import { kindLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import { paths } from '@/lib/paths.ts';

/** The role she applies to: its opportunity, agency, deadline, ages and description. */
export function RoleSummary({ opportunity, role }: { opportunity: Opportunity; role: Role }) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  const place = opportunity.remote
    ? t('summary.remote')
    : [opportunity.city, opportunity.country].filter(Boolean).join(', ');
  return (
    <header className="apply-summary">
      <p className="apply-summary__eyebrow">
        {labelIn(kindLabels, opportunity.kind, lang)} · {place}
      </p>
      <h1>{t('summary.title', { role: role.name })}</h1>
      <p className="apply-summary__opportunity">
        <Link to={paths.opportunity(opportunity.id)}>{opportunity.title}</Link>{' '}
        <span className="apply-summary__agency">
          {t('summary.by', { agency: opportunity.agency.fullname })}
          {opportunity.agency.verified && <VerifiedBadge size={14} />}
        </span>
      </p>
      <dl className="apply-summary__facts">
        <div>
          <dt>{t('summary.deadline')}</dt>
          <dd>{dateAndTime(new Date(opportunity.deadline), lang)}</dd>
        </div>
        <div>
          <dt>{t('summary.ages')}</dt>
          <dd>{t('summary.agesRange', { min: role.ageMin, max: role.ageMax })}</dd>
        </div>
        <div>
          <dt>{t('summary.people')}</dt>
          <dd>{role.people}</dd>
        </div>
      </dl>
      {role.description && <p className="apply-summary__description">{role.description}</p>}
    </header>
  );
}
