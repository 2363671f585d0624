import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ImageIcon } from '@/components/ui/icons.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { useCreatePost } from '../api/create-post.ts';
import { postsKeys } from '../api/posts-keys.ts';
import { usePostUploads } from './use-post-uploads.ts';
import './composer.css';

/**
 * The owner's "add photos" on the Fotos tab (spec §§2, 5): several photos, uploaded one at a time with a
 * progress row each, checked by the contract's rules (gif/jpg/jpeg/png, 1 KiB to 10 MiB, no system or
 * script files), those over 1 MiB flagged as compressed, an optional text; publishing makes a photo post.
 */
export function AddPhotos({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        <ImageIcon size={18} /> {t('addPhotos.open')}
      </button>
      {open && <AddPhotosDialog profileUrl={profileUrl} onClose={() => setOpen(false)} />}
    </>
  );
}

export function AddPhotosDialog({ profileUrl, onClose }: { profileUrl: string; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const client = useQueryClient();
  const photos = usePostUploads('photo', { sequential: true });
  const create = useCreatePost();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    photos.reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (photos.busy || create.isPending) return;
    if (photos.ready.length === 0) {
      setProblem(t('addPhotos.needPhoto'));
      return;
    }
    if (text.length > MAX_POST_LENGTH) {
      setProblem(errorText('post_too_long'));
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync({
        description: text.trim(),
        files: photos.ready.map((row) => ({ filename: row.uploadId!, description: row.alt.trim() })),
        videoUrl: '',
      });
    } catch {
      return;
    }
    // The tab and the profile's posts show the new photos (useCreatePost refreshes the media lists).
    void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
    void client.invalidateQueries({ queryKey: postsKeys.userPosts(profileUrl) });
    close();
  };

  return (
    <Dialog open onClose={close} title={t('addPhotos.title')} description={t('addPhotos.rules')}>
      <form className="add-media" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AttachmentPicker kind="photo" uploads={photos} flagCompression />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-text`}>
            {t('addPhotos.textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className="field__control field__control--area"
            rows={3}
            value={text}
            placeholder={t('composer.placeholder.photos')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {problem && (
          <Alert tone="error" id={`${id}-problem`}>
            {problem}
          </Alert>
        )}
        {create.error && <Alert tone="error">{apiErrorText(create.error)}</Alert>}
        {photos.busy && (
          <Alert tone="warning" id={`${id}-wait`}>
            {t('error.espera_que_termine_subir')}
          </Alert>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={photos.busy || create.isPending}
            aria-describedby={photos.busy ? `${id}-wait` : undefined}
          >
            {create.isPending && <Spinner />}
            {t('addPhotos.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
