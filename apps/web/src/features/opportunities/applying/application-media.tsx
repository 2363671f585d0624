import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPLICATION_ITEMS } from '@vitrina/contract/opportunity-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { UploadIcon } from '@/components/ui/content-icons.tsx';
import { kindOfFile, type ChosenItem } from './application-draft.ts';
import { ItemThumb } from './item-thumb.tsx';
import { MediaPicker, type Pick } from './media-picker.tsx';
import { useFileUpload } from './use-file-upload.ts';

/**
 * The application's files: chosen from what she published or uploaded for this application only, one of them the
 * primary one (the first the agency sees).
 */
export function ApplicationMedia({
  items,
  processing,
  profileUrl,
  error,
  canAdd,
  onAdd,
  onRemove,
  onPrimary,
}: {
  items: ChosenItem[];
  /** The keys of saved items still being processed (a new video). */
  processing: ReadonlySet<string>;
  profileUrl: string;
  error: string | undefined;
  canAdd: boolean;
  onAdd: (pick: Pick) => void;
  onRemove: (key: string) => void;
  onPrimary: (key: string) => void;
}) {
  const { t } = useTranslation('applying');
  const [picking, setPicking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useFileUpload((uploadId, file) =>
    onAdd({ kind: kindOfFile(file), source: { upload: uploadId }, name: file.name, thumbUrl: null }),
  );
  const chosen = new Set(items.map((item) => item.key));

  return (
    <fieldset className="apply-media" aria-describedby={error ? 'apply-media-error' : undefined}>
      <legend>{t('media.title')}</legend>
      <p className="field__hint">{t('media.hint', { max: MAX_APPLICATION_ITEMS })}</p>
      {items.length === 0 ? (
        <p className="apply-media__empty">{t('media.none')}</p>
      ) : (
        <ul className="apply-media__list">
          {items.map((item) => (
            <li key={item.key} className="apply-media__item">
              <ItemThumb kind={item.kind} thumbUrl={item.thumbUrl} />
              <span className="apply-media__name">
                {item.name}
                <small>
                  {t(`media.kind.${item.kind}`)}
                  {processing.has(item.key) && ` · ${t('media.processing')}`}
                </small>
              </span>
              <label className="apply-media__primary">
                <input type="radio" name="primary-item" checked={item.primary} onChange={() => onPrimary(item.key)} />
                {t('media.primary')}
              </label>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onRemove(item.key)}
                aria-label={t('media.remove', { name: item.name })}
              >
                {t('media.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" id="apply-media-error">
          {error}
        </p>
      )}
      <div className="apply-media__actions">
        <button type="button" className="button button--ghost" disabled={!canAdd} onClick={() => setPicking(true)}>
          {t('media.choose')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!canAdd || upload.busy}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon /> {t('media.upload')}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/*,video/*,.pdf,.doc,.docx"
          aria-label={t('media.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload.send(file, { video: kindOfFile(file) === 'video' });
          }}
        />
      </div>
      <p className="field__hint">{t('media.uploadHint')}</p>
      {upload.busy && (
        <p role="status">{t('media.uploading', { name: upload.name, percent: Math.round(upload.progress * 100) })}</p>
      )}
      {upload.error && <Alert tone="error">{upload.error}</Alert>}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        profileUrl={profileUrl}
        chosen={chosen}
        onToggle={(pick, key) => (chosen.has(key) ? onRemove(key) : onAdd(pick))}
      />
    </fieldset>
  );
}
