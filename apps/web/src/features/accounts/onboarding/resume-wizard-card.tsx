import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WIZARD_STEP_COUNT } from '@vitrina/contract/constants';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE, type SelfResponse } from '@vitrina/contract/users';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session-context.ts';
import { useDismissWizard } from './wizard-state.ts';
import { WIZARD_STEPS } from './wizard-progress.tsx';
import './onboarding.css';

/** What the wizard would still give the profile: a photo, a cover, a few lines about the talent. */
function missingParts(self: SelfResponse): Array<'photo' | 'cover' | 'biography'> {
  return [
    ...(self.user.profileImage === DEFAULT_PROFILE_IMAGE ? (['photo'] as const) : []),
    ...(self.user.coverImage === DEFAULT_COVER_IMAGE ? (['cover'] as const) : []),
    ...(self.user.biography.trim() === '' ? (['biography'] as const) : []),
  ];
}

/**
 * The feed's offer of an unfinished wizard: back to the step left, or "not now", which the server keeps
 * (every device stops offering it). Shown by the feed's screen while the wizard is open.
 */
export function ResumeWizardCard({ self }: { self: SelfResponse }) {
  const { t, i18n } = useTranslation('onboarding');
  const session = useSession();
  const dismiss = useDismissWizard();
  const step = Math.min(Math.max(self.profile.wizard.step, 1), WIZARD_STEP_COUNT);
  const stepName = t(`wizard.steps.${WIZARD_STEPS[step - 1] ?? 'categories'}`);
  const missing = missingParts(self).map((part) => t(`resume.missing.${part}`));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing);

  return (
    <section className="resume-wizard" aria-labelledby="resume-wizard-title">
      <h2 id="resume-wizard-title" className="resume-wizard__title">
        {t('resume.title')}
      </h2>
      <p className="resume-wizard__lead">
        {t('resume.lead', { step, total: WIZARD_STEP_COUNT, name: stepName })}{' '}
        {missing.length > 0 && t('resume.missing.lead', { list, count: missing.length })}
      </p>
      <div className="resume-wizard__actions">
        <Link className="button button--primary" to={`${paths.registerWizard}?paso=${step}`}>
          {t('resume.continue')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined, { onSuccess: () => void session.refresh() })}
        >
          {t('resume.dismiss')}
        </button>
      </div>
      {dismiss.error && <Alert tone="error">{apiErrorText(dismiss.error)}</Alert>}
    </section>
  );
}
