import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { SwitchField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSession } from '@/lib/session-context.ts';
import { useSetPublicPage } from './set-public-page.ts';

/**
 * The owner's switch for the public page (decision 0021), inside the share dialog: one click opens the link to
 * anyone, with a line of what a visitor sees. The server decides (talents only); a failure leaves it as it was.
 */
export function PublicPageSwitch({ profileUrl, isPublic }: { profileUrl: string; isPublic: boolean }) {
  const { t } = useTranslation('graph');
  const session = useSession();
  const update = useSetPublicPage(profileUrl);
  const toggle = (next: boolean) =>
    update.mutate(next, {
      // The settings page reads the same setting from users/self.
      onSuccess: () => void session.refresh().catch(() => undefined),
    });
  return (
    <div className="share__public">
      <SwitchField
        label={t('share.publicSwitch')}
        description={t('share.publicSees')}
        checked={update.isPending ? (update.variables ?? isPublic) : isPublic}
        disabled={update.isPending}
        onChange={toggle}
      />
      {update.error && <Alert tone="error">{apiErrorText(update.error)}</Alert>}
    </div>
  );
}
