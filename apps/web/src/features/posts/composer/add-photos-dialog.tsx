import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { ImageIcon } from '@/components/ui/content-icons.tsx';
import { errorText } from '@/i18n/error-text.ts';
import { AddMediaButton, AddMediaDialog, MediaTextField } from './add-media-dialog.tsx';
import { AttachmentPicker } from './attachment-picker.tsx';
import { usePostUploads } from './use-post-uploads.ts';

/**
 * The owner's "add photos" on the Fotos tab (spec §§2, 5): several photos, uploaded one at a time with a
 * progress row each, checked by the contract's rules (gif/jpg/jpeg/png, 1 KiB to 10 MiB, no system or
 * script files), those over 1 MiB flagged as compressed, an optional text; publishing makes a photo post.
 */
export function AddPhotos({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('posts');
  return (
    <AddMediaButton
      icon={<ImageIcon size={18} />}
      label={t('addPhotos.open')}
      dialog={(close) => <AddPhotosDialog profileUrl={profileUrl} onClose={close} />}
    />
  );
}

export function AddPhotosDialog({ profileUrl, onClose }: { profileUrl: string; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const photos = usePostUploads('photo', { sequential: true });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    photos.reset();
    onClose();
  };

  const request = () => {
    if (photos.ready.length === 0) return void setProblem(t('addPhotos.needPhoto'));
    if (text.length > MAX_POST_LENGTH) return void setProblem(errorText('post_too_long'));
    setProblem(null);
    return {
      description: text.trim(),
      files: photos.ready.map((row) => ({ filename: row.uploadId!, description: row.alt.trim() })),
      videoUrl: '',
    };
  };

  return (
    <AddMediaDialog
      id={id}
      profileUrl={profileUrl}
      title={t('addPhotos.title')}
      description={t('addPhotos.rules')}
      submitLabel={t('addPhotos.submit')}
      waiting={photos.busy}
      request={request}
      onClose={close}
    >
      <AttachmentPicker kind="photo" uploads={photos} flagCompression />
      <MediaTextField
        id={id}
        label={t('addPhotos.textLabel')}
        placeholder={t('composer.placeholder.photos')}
        value={text}
        error={null}
        onChange={setText}
      />
      {problem && (
        <Alert tone="error" id={`${id}-problem`}>
          {problem}
        </Alert>
      )}
    </AddMediaDialog>
  );
}
