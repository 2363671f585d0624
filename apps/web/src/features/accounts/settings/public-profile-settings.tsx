import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicProfilePath } from '@vitrina/contract/public-profiles';
import { SwitchField } from '@/components/ui/field.tsx';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdatePublicProfile } from './update-public-profile.ts';
import './settings.css';

/**
 * A talent's public page (decision 0021): off by default; the switch says what anyone with the link will see
 * and what never, saves at once, and shows the link while it is on. A failure puts the switch back.
 */
export function PublicProfileSettings({
  current,
  profileUrl,
  onSaved,
}: {
  current: boolean;
  profileUrl: string;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdatePublicProfile();
  const save = useSaveState();
  const [isPublic, setPublic] = useState(current);
  const path = publicProfilePath(profileUrl);

  const toggle = async (next: boolean) => {
    save.reset();
    setPublic(next);
    try {
      await update.mutateAsync(next);
      await onSaved();
      save.succeed();
    } catch (error) {
      setPublic(!next);
      save.fail(error);
    }
  };

  return (
    <div className="settings-form">
      <div className="switch-list">
        <SwitchField
          label={t('publicProfile.label')}
          description={t('publicProfile.description')}
          checked={isPublic}
          disabled={update.isPending}
          onChange={(checked) => void toggle(checked)}
        />
      </div>
      <div className="public-profile-scope">
        <p className="public-profile-scope__title">{t('publicProfile.visibleTitle')}</p>
        <p className="settings-form__hint">{t('publicProfile.visible')}</p>
        <p className="public-profile-scope__title">{t('publicProfile.neverTitle')}</p>
        <p className="settings-form__hint">{t('publicProfile.never')}</p>
      </div>
      {isPublic && (
        <p className="public-profile-link">
          {t('publicProfile.linkLead')}{' '}
          <a href={path} target="_blank" rel="noopener">
            {`${window.location.origin}${path}`}
          </a>
        </p>
      )}
      <SaveFeedback state={save.state} />
    </div>
  );
}
