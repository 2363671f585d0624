import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { youtubeIdOf } from '@vitrina/contract/youtube';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { VideoIcon } from '@/components/ui/icons.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { useCreatePost } from '../api/create-post.ts';
import { postsKeys } from '../api/posts-keys.ts';
import { VideoField } from './video-field.tsx';
import './composer.css';

/**
 * The owner's "add video" on the Videos tab (spec §2): a pasted YouTube link, previewed as soon as it is
 * recognised, and an optional text; publishing makes a video post.
 */
export function AddVideo({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('posts');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        <VideoIcon size={18} /> {t('addVideo.open')}
      </button>
      {open && <AddVideoDialog profileUrl={profileUrl} onClose={() => setOpen(false)} />}
    </>
  );
}

export function AddVideoDialog({ profileUrl, onClose }: { profileUrl: string; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const client = useQueryClient();
  const create = useCreatePost();
  const [link, setLink] = useState('');
  const [text, setText] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [textError, setTextError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const url = link.trim();
    if (!url) return setLinkError(t('addVideo.needLink'));
    if (!youtubeIdOf(url)) return setLinkError(errorText('video_url_invalid'));
    if (text.length > MAX_POST_LENGTH) return setTextError(errorText('post_too_long'));
    try {
      await create.mutateAsync({ description: text.trim(), files: [], videoUrl: url });
    } catch {
      return;
    }
    void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
    void client.invalidateQueries({ queryKey: postsKeys.userPosts(profileUrl) });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title={t('addVideo.title')}>
      <form className="add-media" noValidate onSubmit={(event) => void onSubmit(event)}>
        <VideoField
          value={link}
          error={linkError}
          onChange={(value) => {
            setLink(value);
            setLinkError(undefined);
          }}
        />
        <div className={`field${textError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-text`}>
            {t('addVideo.textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className="field__control field__control--area"
            rows={3}
            value={text}
            placeholder={t('composer.placeholder.video')}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${id}-text-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setTextError(null);
            }}
          />
          {textError && (
            <p className="field__error" id={`${id}-text-error`}>
              {textError}
            </p>
          )}
        </div>
        {create.error && <Alert tone="error">{apiErrorText(create.error)}</Alert>}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending && <Spinner />}
            {t('addVideo.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
