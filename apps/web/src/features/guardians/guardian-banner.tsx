import { useId } from 'react';
import type { SelfUser } from '@vitrina/contract/users';
import { EyeOffIcon } from '@/components/ui/icons.tsx';
import { GuardianActions } from './guardian-actions.tsx';
import './guardians.css';
import { useGuardianTranslation } from './guardian-texts.ts';

/**
 * A minor's notice on her feed and her profile while her profile is hidden for want of consent: whose
 * confirmation it waits for, or that it was withdrawn, or that nobody is named yet; and what she can do about it.
 */
export function GuardianBanner({ user }: { user: Pick<SelfUser, 'email' | 'guardian'> }) {
  const { t } = useGuardianTranslation();
  const titleId = useId();
  const { guardian } = user;
  const text = !guardian
    ? t('banner.none')
    : guardian.status === 'withdrawn'
      ? t('banner.withdrawn', { name: guardian.name })
      : t('banner.pending', { name: guardian.name, email: guardian.email });
  return (
    <section className="guardian-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="guardian-banner__title">
        <EyeOffIcon size={20} />
        {t('banner.title')}
      </h2>
      <p className="guardian-banner__text">{text}</p>
      <GuardianActions user={user} />
    </section>
  );
}
