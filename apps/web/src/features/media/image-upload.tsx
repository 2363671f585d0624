// Both ImageUpload and ChangeImageModal store the new token themselves (`useSession().refresh`), so every
// image built from self changes at once; `pendingRef` lets the wizard await a chosen file, never dropping it.
import { useEffect, useId, useRef, useState, type CSSProperties, type DragEvent, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, mediaUrl, resizeUrl, type ImageType } from '@vitrina/contract/media-rules';
import { Spinner } from '@/components/ui/alert.tsx';
import { ImageIcon } from '@/components/ui/content-icons.tsx';
import { formatBytes } from '@/lib/format-bytes.ts';
import { useSelf } from '@/lib/session-context.ts';
import { UploadProgress, UploadStatus } from './upload-feedback.tsx';
import { useChosenFile } from './use-chosen-file.ts';
import { useImageUpload } from './use-image-upload.ts';
import './media.css';

export interface ImageUploadProps {
  kind: ImageType;
  onDone?: (token: string, image: string) => void;
  previewHeight?: number;
  showCurrent?: boolean;
  className?: string;
  uploadOnChoose?: boolean;
  /** The screen around stores the chosen picture with its own button (the wizard's Next): no upload button here. */
  pendingRef?: MutableRefObject<StorePendingImage | null>;
}

/** Stores the chosen picture if there is one not yet stored; true when nothing is left unsaved. */
export type StorePendingImage = () => Promise<boolean>;

export function ImageUpload({
  kind,
  onDone,
  previewHeight,
  showCurrent = true,
  className,
  uploadOnChoose = false,
  pendingRef,
}: ImageUploadProps) {
  const { t, i18n } = useTranslation('media');
  const self = useSelf();
  const upload = useImageUpload(kind, onDone);
  const { busy, cancel, reject, problemOf, reset } = upload;
  const [chosen, setFile] = useChosenFile();
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const height = previewHeight ?? (kind === 'cover' ? 200 : 170);

  const current = kind === 'profile' ? self?.user.profileImage : self?.user.coverImage;
  // A success is only news while its image is the one in use: when another screen (the change-image
  // modal) replaces it afterwards, this component goes back to showing the current image.
  const [seenCurrent, setSeenCurrent] = useState(current);
  if (current !== seenCurrent) {
    setSeenCurrent(current);
    if (upload.state.status === 'success' && current !== upload.state.image) reset();
  }
  const { state } = upload;
  const shown =
    state.status === 'success'
      ? {
          src: kind === 'profile' ? resizeUrl(state.image, 'c340x340') : mediaUrl(state.image),
          alt: t('upload.result'),
        }
      : preview
        ? { src: preview, alt: t('upload.preview') }
        : showCurrent && current
          ? {
              src: kind === 'profile' ? resizeUrl(current, 'c340x340') : resizeUrl(current, 'c1200x400'),
              alt: t('upload.current'),
            }
          : null;

  function choose(next: File | undefined) {
    if (busy || !next) return;
    const problem = problemOf(next);
    if (problem) {
      setFile(null);
      reject(problem);
      return;
    }
    reset();
    setFile(next);
    if (uploadOnChoose) void submit(next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (busy) return;
    const files = event.dataTransfer.files;
    if (files.length > 1) reject(t('errors.multiple'));
    else choose(files[0]);
  }

  const inFlight = useRef<Promise<boolean> | null>(null);
  function submit(chosenFile: File | null = file): Promise<boolean> {
    const run = (async () => {
      const stored = await upload.upload(chosenFile);
      // After a successful upload the chosen file is spent: the next one must be chosen again.
      if (stored) setFile(null);
      if (input.current) input.current.value = '';
      return stored;
    })();
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }

  // What the screen around awaits before moving on: the upload under way, or the chosen file, stored.
  const storePending: StorePendingImage = () => inFlight.current ?? (file ? submit(file) : Promise.resolve(true));
  useEffect(() => {
    if (!pendingRef) return;
    pendingRef.current = storePending;
    return () => {
      pendingRef.current = null;
    };
  });

  return (
    <div className={`image-upload image-upload--${kind}${className ? ` ${className}` : ''}`} aria-busy={busy}>
      <div
        className={`image-upload__stage${dragging ? ' image-upload__stage--dragging' : ''}`}
        style={{ '--stage-height': `${height}px` } as CSSProperties}
        onDragEnter={(event) => {
          event.preventDefault();
          dragDepth.current += 1;
          if (!busy) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
        }}
        onDragLeave={() => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        }}
        onDrop={onDrop}
      >
        {shown ? (
          <img className="image-upload__preview" src={shown.src} alt={shown.alt} />
        ) : (
          <span className="image-upload__placeholder" aria-hidden="true">
            <ImageIcon size={34} />
          </span>
        )}
        <span className="image-upload__drop-hint" aria-hidden={!dragging}>
          {t('upload.drop')}
        </span>
        {state.status === 'processing' && (
          <span className="image-upload__veil">
            <Spinner />
          </span>
        )}
      </div>

      <div className="image-upload__body">
        <p className="image-upload__advice" id={`${ids}-advice`}>
          {t('upload.advice')}
        </p>
        <div className="image-upload__actions">
          <label className={`button button--ghost image-upload__choose${busy ? ' is-disabled' : ''}`}>
            <input
              ref={input}
              className="visually-hidden"
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={busy}
              aria-describedby={`${ids}-advice`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            {file ? t('upload.change') : t('upload.choose')}
          </label>
          {!pendingRef && (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void submit()}>
              {t('upload.submit')}
            </button>
          )}
          {state.status === 'uploading' && (
            <button type="button" className="button button--ghost" onClick={cancel}>
              {t('upload.cancel')}
            </button>
          )}
        </div>
        {file && (
          <p className="image-upload__file">
            {t('upload.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) })}
          </p>
        )}
        <UploadProgress state={state} label={t('upload.progressLabel')} />
        <UploadStatus state={state} />
      </div>
    </div>
  );
}
