import type { SelfUser } from '@vitrina/contract/users';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { GuardianActions } from './guardian-actions.tsx';
import './guardians.css';
import { useGuardianTranslation } from './guardian-texts.ts';

/** A minor's settings card: her guardian, where the consent stands, and the same actions as the banner. */
export function GuardianSettings({ user }: { user: Pick<SelfUser, 'email' | 'guardian'> }) {
  const { t } = useGuardianTranslation();
  const { guardian } = user;
  return (
    <SettingsCard id="guardian" title={t('settings.title')} lead={t('settings.lead')}>
      {guardian ? (
        <dl className="guardian-summary">
          <dt>{t('settings.name')}</dt>
          <dd>{guardian.name}</dd>
          <dt>{t('settings.email')}</dt>
          <dd>{guardian.email}</dd>
          <dt>{t('settings.relationship')}</dt>
          <dd>{t(`relationship.${guardian.relationship}`)}</dd>
          <dt>{t('settings.status')}</dt>
          <dd>
            <span className={`guardian-status guardian-status--${guardian.status}`}>
              {t(`status.${guardian.status}`)}
            </span>
          </dd>
        </dl>
      ) : (
        <p>{t('settings.none')}</p>
      )}
      <GuardianActions user={user} />
    </SettingsCard>
  );
}
