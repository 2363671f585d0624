import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/components/ui/icons.tsx';
import { WIZARD_PREVIEW_HEIGHT } from '@vitrina/contract/constants';
import './onboarding.css';

/**
 * Stand-in for the upload component of the media issue (apps/web/src/features/media): it says plainly
 * that uploads are not available yet and that the step can be skipped.
 */
export function UploadPending({ kind }: { kind: 'profile' | 'cover' }) {
  const { t } = useTranslation('onboarding');
  return (
    <div
      className={`upload-pending upload-pending--${kind}`}
      style={{ minHeight: kind === 'cover' ? WIZARD_PREVIEW_HEIGHT : undefined }}
      role="note"
    >
      <span className="upload-pending__icon" aria-hidden="true">
        <ImageIcon size={30} />
      </span>
      <p className="upload-pending__title">{t('upload.soonTitle')}</p>
      <p className="upload-pending__body">{t('upload.soonBody')}</p>
    </div>
  );
}
