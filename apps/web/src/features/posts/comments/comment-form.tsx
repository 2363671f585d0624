import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@vitrina/contract/post-limits';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Spinner } from '@/components/ui/alert.tsx';
import { SendIcon } from '@/components/ui/content-icons.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { apiErrorText, formErrorText } from '@/i18n/error-text.ts';
import { useCreateComment } from '../api/create-comment.ts';

/** The comment form under a post (spec §2): a non-empty text (spec §5) and a send button. */
export function CommentForm({
  postId,
  onCommented,
  textRef,
}: {
  postId: number;
  onCommented: () => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const self = useSelf();
  const create = useCreateComment();
  // One text and one rule: plain state rather than a form library, which the feed would load for every post.
  const [comment, setComment] = useState('');
  const [rule, setRule] = useState<'comment_empty' | 'comment_too_long' | null>(null);
  const error =
    (rule ? formErrorText({ message: rule }) : undefined) ?? (create.isError ? apiErrorText(create.error) : undefined);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setRule(null);
    const text = comment.trim();
    if (!text) {
      setRule('comment_empty');
      textRef.current?.focus();
      return;
    }
    if (comment.length > MAX_COMMENT_LENGTH) return setRule('comment_too_long');
    try {
      await create.mutateAsync({ comment: text, postId });
    } catch {
      return;
    }
    setComment('');
    onCommented();
  };

  return (
    <form className="comment-form" noValidate onSubmit={(event) => void submit(event)}>
      {self && <Avatar image={self.user.profileImage} name={self.user.fullname} size={28} decorative />}
      <div className={`field comment-form__field${error ? ' field--invalid' : ''}`}>
        <label className="visually-hidden" htmlFor={`${id}-comment`}>
          {t('comments.label')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="field__control comment-form__text"
          rows={1}
          placeholder={t('comments.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setRule(null);
            create.reset();
          }}
          ref={textRef}
        />
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="post-icon-button comment-form__send" disabled={create.isPending}>
        {create.isPending ? <Spinner /> : <SendIcon size={20} />}
        <span className="visually-hidden">{t('comments.send')}</span>
      </button>
    </form>
  );
}

/** The form's look, with no form control in it, for a post far off screen (use-near-screen.ts). */
export function CommentFormStandIn() {
  const { t } = useTranslation('posts');
  const self = useSelf();
  return (
    <div className="comment-form" aria-hidden="true">
      {self && <Avatar image={self.user.profileImage} name={self.user.fullname} size={28} decorative />}
      <div className="field comment-form__field">
        <div className="field__control comment-form__text comment-form__stand-in">{t('comments.placeholder')}</div>
      </div>
      <span className="post-icon-button comment-form__send">
        <SendIcon size={20} />
      </span>
    </div>
  );
}
