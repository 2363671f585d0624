import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from '@vitrina/contract/media-rules';
import { Alert } from '@/components/ui/alert.tsx';
import { UploadIcon } from '@/components/ui/content-icons.tsx';
import { UploadList } from './upload-list.tsx';
import type { PostUploads, UploadKind } from './use-post-uploads.ts';

/**
 * The photos or documents of a post: choose (several at once) or drop files, then one row per file.
 * Photo rows take a short description, used as the photo's alt text.
 */
export function AttachmentPicker({
  kind,
  uploads,
  flagCompression = false,
}: {
  kind: UploadKind;
  uploads: PostUploads;
  /** Flag the photos over 1 MiB that will be compressed. */
  flagCompression?: boolean;
}) {
  const { t } = useTranslation('posts');
  const [dragging, setDragging] = useState(false);
  const photo = kind === 'photo';

  const take = (list: FileList | null | undefined) => {
    if (list?.length) uploads.add(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  return (
    <div className="attachments">
      <div
        className={`attachments__drop${dragging ? ' attachments__drop--dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="button button--ghost attachments__choose">
          <UploadIcon size={18} />
          {photo ? t('composer.choosePhotos') : t('composer.chooseFiles')}
          <input
            className="visually-hidden"
            type="file"
            multiple
            accept={photo ? IMAGE_ACCEPT : DOCUMENT_ACCEPT}
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className="attachments__hint">{photo ? t('composer.photosHint') : t('composer.filesHint')}</p>
      </div>
      {uploads.limitError && <Alert tone="error">{uploads.limitError}</Alert>}
      {!photo && uploads.busy && <Alert tone="info">{t('newsfeed.subiendo_archivos_espera_poco')}</Alert>}
      <UploadList
        rows={uploads.rows}
        onRemove={uploads.remove}
        onAlt={uploads.setAlt}
        flagCompression={flagCompression}
      />
    </div>
  );
}
