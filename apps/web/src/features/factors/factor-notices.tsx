import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SelfFactors } from '@vitrina/contract/factor-rules';
import { LockIcon } from '@/components/ui/icons.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { paths } from '@/lib/paths.ts';
import { useDismissFactorOffer } from './step-up.ts';
import './factors.css';

/** Where a second factor is turned on: the settings' security section. */
export const securitySettings = `${paths.userSettings}#seguridad`;

/**
 * One clear screen instead of what needs a factor (decision 0052): the moderation queue for a role holder without
 * one, or everything for a verified agency past its grace; why, and the way to settings' security section.
 */
export function FactorRequiredScreen({
  reason,
  deadline,
  onLogOut,
}: {
  reason: 'role' | 'agency';
  deadline?: string | null;
  onLogOut?: () => void;
}) {
  const { t } = useTranslation('factors');
  const lang = useLang();
  const titleId = useId();
  const body =
    reason === 'role'
      ? t('required.roleBody')
      : t('required.agencyBody', { date: deadline ? formatLongDate(deadline, lang) : '' });
  return (
    <section className="notice-page factor-required" aria-labelledby={titleId}>
      <LockIcon size={40} aria-hidden="true" />
      <h1 id={titleId}>{reason === 'role' ? t('required.roleTitle') : t('required.agencyTitle')}</h1>
      <p>{body}</p>
      <div className="factor-required__actions">
        <Link className="button button--primary" to={securitySettings}>
          {t('required.action')}
        </Link>
        {onLogOut && (
          <button type="button" className="button button--ghost" onClick={onLogOut}>
            {t('required.logOut')}
          </button>
        )}
      </div>
    </section>
  );
}

/** A verified agency's reminder while its grace runs (decision 0052); nothing otherwise. */
export function AgencyFactorBanner({ factors }: { factors: SelfFactors }) {
  const { t } = useTranslation('factors');
  const lang = useLang();
  if (!factors.agencyDeadline || factors.agencyOverdue) return null;
  return (
    <div className="factor-banner" role="status">
      <LockIcon size={20} aria-hidden="true" />
      <p>{t('banner.agency', { date: formatLongDate(factors.agencyDeadline, lang) })}</p>
      <Link className="button button--primary" to={securitySettings}>
        {t('banner.agencyAction')}
      </Link>
    </div>
  );
}

/** The one-time invitation after the first week: dismissing it (or adding a factor) ends it for good. */
export function FactorOffer({ factors, onSettled }: { factors: SelfFactors; onSettled: () => void }) {
  const { t } = useTranslation('factors');
  const dismiss = useDismissFactorOffer();
  const titleId = useId();
  if (!factors.offer || dismiss.isSuccess) return null;
  return (
    <section className="factor-banner factor-banner--offer" aria-labelledby={titleId}>
      <LockIcon size={20} aria-hidden="true" />
      <div className="factor-banner__text">
        <h2 id={titleId}>{t('banner.offerTitle')}</h2>
        <p>{t('banner.offer')}</p>
      </div>
      <div className="factor-banner__actions">
        <Link className="button button--primary" to={securitySettings}>
          {t('banner.offerAction')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined, { onSuccess: onSettled })}
        >
          {t('banner.offerDismiss')}
        </button>
      </div>
    </section>
  );
}
