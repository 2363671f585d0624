import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import type { UploadState } from './use-image-upload.ts';

/** The bar moves with the bytes while they travel, then stays full (and pulses) while the server works. */
export function UploadProgress({ state, label }: { state: UploadState; label: string }) {
  const { t } = useTranslation('media');
  if (state.status !== 'uploading' && state.status !== 'processing') return null;
  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 100;
  return (
    <div className="upload-progress">
      <div
        className={`upload-progress__track${state.status === 'processing' ? ' upload-progress__track--working' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="upload-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {state.status === 'uploading' && (
        <span className="upload-progress__text">{t('upload.uploading', { percent })}</span>
      )}
    </div>
  );
}

/** The spec's texts: processing (warning), success, error; announced to screen readers. */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation('media');
  if (state.status === 'processing') return <Alert tone="warning">{t('status.processing')}</Alert>;
  if (state.status === 'success') return <Alert tone="success">{t('status.success')}</Alert>;
  if (state.status === 'error') {
    return (
      <Alert tone="error" title={state.title}>
        {state.detail && <p>{state.detail}</p>}
      </Alert>
    );
  }
  return null;
}
