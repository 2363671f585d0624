import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelIn, needLabels, statusLabels } from '@vitrina/contract/opportunity-labels';
import type { ApplicationStatus, Role } from '@vitrina/contract/opportunities';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { languagesText, requirementText } from './opportunity-words.ts';

/** Who reads the page, as far as a role's actions go. */
export type Reader = 'visitor' | 'talent' | 'agency' | 'owner';

/** What a role offers its reader: apply (a talent), log in to apply (a visitor), its candidates (the owner). */
function RoleAction({
  role,
  opportunityId,
  reader,
  canApply,
}: {
  role: Role;
  opportunityId: number;
  reader: Reader;
  canApply: boolean;
}) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const here = paths.opportunity(opportunityId);
  if (reader === 'owner')
    return (
      <Link className="button button--ghost" to={paths.opportunityApplicants(opportunityId, role.id)}>
        {t('role.candidates', { count: role.applicantsCount ?? 0 })}
        <span className="visually-hidden"> ({role.name})</span>
      </Link>
    );
  const application = role.myApplication;
  if (reader === 'talent' && application && application.status !== 'draft')
    return (
      <p className="role-section__status">
        <Link to={paths.myApplications}>
          {t('role.myApplication', { status: labelIn(statusLabels, application.status as ApplicationStatus, lang) })}
        </Link>
      </p>
    );
  if (!canApply) return null;
  if (reader === 'talent')
    return (
      <Link
        className="button button--primary"
        to={paths.apply(opportunityId, role.id)}
        aria-label={t('role.applyTo', { role: role.name })}
      >
        {t('role.apply')}
      </Link>
    );
  if (reader === 'visitor')
    return (
      <p className="role-section__login">
        <Link className="button button--primary" to={paths.login} state={{ from: here }}>
          {t('role.login')}
        </Link>{' '}
        <Link to={paths.register}>{t('role.register')}</Link>
      </p>
    );
  return null;
}

/** A role: its description, requirements in words, ages, languages, how many people, what to send, the questions. */
export function RoleSection({
  role,
  opportunityId,
  reader,
  canApply,
}: {
  role: Role;
  opportunityId: number;
  reader: Reader;
  canApply: boolean;
}) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const headingId = `role-${role.id}`;
  return (
    <section className="role-section" aria-labelledby={headingId}>
      <div className="role-section__head">
        <h3 id={headingId}>{role.name}</h3>
        {role.fitsMe && <span className="opportunity-tag opportunity-tag--fits">{t('role.fitsYou')}</span>}
      </div>
      {role.description && <p className="plain-text">{role.description}</p>}
      <dl className="role-section__facts">
        <div>
          <dt>{t('role.ages')}</dt>
          <dd>{t('role.agesRange', { min: role.ageMin, max: role.ageMax })}</dd>
        </div>
        {role.languages.length > 0 && (
          <div>
            <dt>{t('role.languages')}</dt>
            <dd>{languagesText(role.languages, lang)}</dd>
          </div>
        )}
        <div>
          <dt>{t('role.peopleLabel')}</dt>
          <dd>{t('role.people', { count: role.people })}</dd>
        </div>
        <div>
          <dt>{t('role.needs')}</dt>
          <dd>{role.needs.map((need) => labelIn(needLabels, need, lang)).join(' · ')}</dd>
        </div>
      </dl>
      <h4>{t('role.requirements')}</h4>
      {role.requirements.length ? (
        <dl className="role-section__facts">
          {role.requirements.map((requirement) => {
            const { label, value } = requirementText(requirement, lang);
            return (
              <div key={requirement.key}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p>{t('role.none')}</p>
      )}
      {role.questions.length > 0 && (
        <>
          <h4>{t('role.questions')}</h4>
          <ol className="role-section__questions">
            {role.questions.map((question, i) => (
              <li key={i}>{question}</li>
            ))}
          </ol>
        </>
      )}
      <RoleAction role={role} opportunityId={opportunityId} reader={reader} canApply={canApply} />
    </section>
  );
}
