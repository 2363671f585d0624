import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreatePostRequest } from '@vitrina/contract/posts';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useCreatePost } from '../api/create-post.ts';
import { postsKeys } from '../api/posts-keys.ts';
import './composer.css';

/** The owner's button on a media tab that opens its "add" dialog (mounted only while open). */
export function AddMediaButton({
  icon,
  label,
  dialog,
}: {
  icon: ReactNode;
  label: string;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {icon} {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

/**
 * The shell of "add photos" and "add video" (spec §2): a dialog with the kind's fields, the server's
 * error, a wait notice while uploads run, cancel and publish. Publishing makes a post and refreshes the
 * profile's tabs and posts.
 */
export function AddMediaDialog({
  id,
  profileUrl,
  title,
  description,
  submitLabel,
  waiting = false,
  waitText,
  request,
  onClose,
  children,
}: {
  id: string;
  profileUrl: string;
  title: string;
  description?: ReactNode | undefined;
  submitLabel: string;
  /** Uploads still running: publishing waits, and says why. */
  waiting?: boolean;
  /** What the wait notice says (the photos' text by default). */
  waitText?: string;
  /**
   * The post to create, or another way to publish (an uploaded video's own call), or undefined when a
   * field's problem was shown instead.
   */
  request: () => CreatePostRequest | (() => Promise<unknown>) | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('posts');
  const client = useQueryClient();
  const create = useCreatePost();
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (waiting || sending) return;
    const body = request();
    if (!body) return;
    setFailure(null);
    setSending(true);
    try {
      await (typeof body === 'function' ? body() : create.mutateAsync(body));
    } catch (error) {
      setFailure(error);
      return;
    } finally {
      setSending(false);
    }
    // The tab and the profile's posts show the new post (useCreatePost refreshes the media lists).
    void client.invalidateQueries({ queryKey: postsKeys.allUserMedia() });
    void client.invalidateQueries({ queryKey: postsKeys.userPosts(profileUrl) });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <form className="add-media" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        {failure !== null && <Alert tone="error">{apiErrorText(failure)}</Alert>}
        {waiting && (
          <Alert tone="warning" id={`${id}-wait`}>
            {waitText ?? t('error.espera_que_termine_subir')}
          </Alert>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={waiting || sending}
            aria-describedby={waiting ? `${id}-wait` : undefined}
          >
            {sending && <Spinner />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The post's optional text in an "add" dialog, with its own error (too long). */
export function MediaTextField({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="field__control field__control--area"
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-text-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={`${id}-text-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
