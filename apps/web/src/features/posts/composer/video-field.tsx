import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeIdOf } from '@vitrina/contract/youtube';
import { YoutubePlayer } from '../media/youtube-player.tsx';

/** The video tab: a pasted YouTube link, previewed as soon as it is recognised (second document §5). */
export function VideoField({
  value,
  onChange,
  error,
  disabled,
  inputRef,
}: {
  /** For the form to focus the link when its rule fails. */
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  const videoId = youtubeIdOf(value);
  const described = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="video-field">
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {t('composer.videoLabel')}
        </label>
        <input
          ref={inputRef}
          id={id}
          className="field__control"
          type="url"
          inputMode="url"
          autoComplete="off"
          value={value}
          disabled={disabled}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-hint`}>
            {t('composer.videoHint')}
          </p>
        )}
      </div>
      {videoId && (
        <div className="video-field__preview">
          <YoutubePlayer videoId={videoId} title={t('composer.videoPreview')} />
        </div>
      )}
    </div>
  );
}
