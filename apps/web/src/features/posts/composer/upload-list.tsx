import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_COMPRESS_THRESHOLD } from '@vitrina/contract/constants';
import { MAX_PHOTO_DESCRIPTION_LENGTH } from '@vitrina/contract/post-limits';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { FileIcon } from '@/components/ui/content-icons.tsx';
import { formatBytes } from '@/lib/format-bytes.ts';
import type { UploadRow } from './use-post-uploads.ts';

const stateOf = (row: UploadRow) =>
  row.status === 'error' ? 'error' : row.status === 'success' ? 'success' : 'active';

/** The composer's files, one row each: a progress bar, what is happening, and for photos a short description. */
export function UploadList({
  rows,
  onRemove,
  onAlt,
  flagCompression = false,
}: {
  rows: readonly UploadRow[];
  onRemove: (key: string) => void;
  onAlt: (key: string, alt: string) => void;
  /** Say which photos are over 1 MiB and will be compressed (the profile's add-photos modal, spec §5). */
  flagCompression?: boolean;
}) {
  const { t } = useTranslation('posts');
  if (rows.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={t('upload.listLabel')}>
      {rows.map((row) => (
        <UploadRowItem key={row.key} row={row} onRemove={onRemove} onAlt={onAlt} flagCompression={flagCompression} />
      ))}
    </ul>
  );
}

function UploadRowItem({
  row,
  onRemove,
  onAlt,
  flagCompression,
}: {
  row: UploadRow;
  onRemove: (key: string) => void;
  onAlt: (key: string, alt: string) => void;
  flagCompression: boolean;
}) {
  const { t, i18n } = useTranslation('posts');
  const id = useId();
  const state = stateOf(row);
  const percent = Math.round((row.status === 'uploading' ? row.progress : row.status === 'queued' ? 0 : 1) * 100);
  const compressed =
    flagCompression && row.kind === 'photo' && state !== 'error' && row.size > UPLOAD_COMPRESS_THRESHOLD;
  let status: string;
  if (row.status === 'queued') status = t('upload.queued');
  else if (row.status === 'uploading') status = t('upload.uploading', { percent });
  else if (row.status === 'processing')
    status = row.kind === 'photo' ? t('warning.procesando_imagen') : t('upload.checking');
  else if (row.status === 'success') status = row.kind === 'photo' ? t('upload.photoReady') : t('upload.fileReady');
  else status = row.error ?? t('upload.failed');

  return (
    <li className={`upload-row upload-row--${state}`} data-state={state}>
      <span className="upload-row__thumb" aria-hidden="true">
        {row.preview ? <img src={row.preview} alt="" width={56} height={56} /> : <FileIcon size={26} />}
      </span>
      <div className="upload-row__main">
        <p className="upload-row__name">
          <span className="upload-row__file">{row.name}</span>
          <span className="upload-row__size">{formatBytes(row.size, i18n.language)}</span>
        </p>
        {state !== 'error' && (
          <div
            className={`upload-row__track${row.status === 'processing' ? ' upload-row__track--working' : ''}`}
            role="progressbar"
            aria-label={t('upload.progressOf', { name: row.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="upload-row__bar" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className={`upload-row__status${row.status === 'processing' ? ' upload-row__status--warning' : ''}`}>
          {status}
        </p>
        {compressed && <p className="upload-row__note">{t('upload.willCompress')}</p>}
        {row.kind === 'photo' && state !== 'error' && (
          <div className="upload-row__alt">
            <label className="upload-row__alt-label" htmlFor={`${id}-alt`}>
              {t('upload.altLabel')}
            </label>
            <input
              id={`${id}-alt`}
              className="field__control upload-row__alt-input"
              value={row.alt}
              maxLength={MAX_PHOTO_DESCRIPTION_LENGTH}
              placeholder={t('upload.altPlaceholder')}
              onChange={(event) => onAlt(row.key, event.target.value)}
            />
          </div>
        )}
      </div>
      <button
        type="button"
        className="post-icon-button upload-row__remove"
        onClick={() => onRemove(row.key)}
        aria-label={t('upload.remove', { name: row.name })}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
