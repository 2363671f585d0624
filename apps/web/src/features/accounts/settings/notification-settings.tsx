import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationFlags, type SelfProfile } from '@vitrina/contract/users';
import { SwitchField } from '@/components/ui/field.tsx';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateNotification } from './update-notification.ts';
import './settings.css';

type Flag = (typeof notificationFlags)[number];

/**
 * The four notification flags (followers, photos_videos, messages, following), each saying exactly what it
 * governs, and how allowed notifications reach someone away (an e-mail digest); each switch saves at once.
 */
export function NotificationSettings({
  profile,
  onSaved,
}: {
  profile: Pick<SelfProfile, Flag>;
  onSaved: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotification();
  const save = useSaveState();
  const [flags, setFlags] = useState<Record<Flag, boolean>>(() => ({
    followers: profile.followers,
    photos_videos: profile.photos_videos,
    messages: profile.messages,
    following: profile.following,
  }));
  const [pending, setPending] = useState<Flag | null>(null);

  const toggle = async (type: Flag, status: boolean) => {
    save.reset();
    setPending(type);
    setFlags((current) => ({ ...current, [type]: status }));
    try {
      const { token } = await update.mutateAsync({ type, status });
      await onSaved(token);
      save.succeed();
    } catch (error) {
      setFlags((current) => ({ ...current, [type]: !status }));
      save.fail(error);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="settings-form">
      <div className="switch-list">
        {notificationFlags.map((flag) => (
          <SwitchField
            key={flag}
            label={t(`notifications.${flag}.label`)}
            description={t(`notifications.${flag}.description`)}
            checked={flags[flag]}
            disabled={pending !== null}
            onChange={(checked) => void toggle(flag, checked)}
          />
        ))}
      </div>
      <p className="settings-form__hint">{t('notifications.digest')}</p>
      <SaveFeedback state={save.state} />
    </div>
  );
}
