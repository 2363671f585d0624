import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageType } from '@vitrina/contract/media';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { ImageUpload } from './image-upload.tsx';
import { MyPhotosPicker } from './my-photos-picker.tsx';
import './media.css';

/** How long the success text stays visible before the modal closes itself (spec: success closes the modal). */
const CLOSE_AFTER_MS = 900;

export interface ChangeImageModalProps {
  kind: ImageType;
  open: boolean;
  onClose: () => void;
  onDone?: (token: string, image: string) => void;
}

type Tab = 'computer' | 'photos';

/**
 * The profile-photo and cover-photo change modal: upload from the computer, or choose one of my
 * photos and confirm. A native <dialog> opened with showModal(): focus is trapped inside, Escape
 * closes it, the page behind is inert. See the usage note in image-upload.tsx.
 */
export function ChangeImageModal({ kind, open, onClose, onDone }: ChangeImageModalProps) {
  const { t } = useTranslation('media');
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [tab, setTab] = useState<Tab>('computer');
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
    },
    [],
  );

  const done = useCallback(
    (token: string, image: string) => {
      onDone?.(token, image);
      if (closing.current) clearTimeout(closing.current);
      closing.current = setTimeout(onClose, CLOSE_AFTER_MS);
    },
    [onClose, onDone],
  );

  const tabs: Tab[] = ['computer', 'photos'];
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'computer' ? 'photos' : 'computer';
    setTab(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  }

  return (
    <dialog
      ref={dialog}
      className="media-modal"
      aria-labelledby={`${ids}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="media-modal__panel">
          <header className="media-modal__head">
            <h2 id={`${ids}-title`} className="media-modal__title">
              {kind === 'profile' ? t('modal.profileTitle') : t('modal.coverTitle')}
            </h2>
            <button type="button" className="media-modal__close" onClick={onClose} aria-label={t('modal.close')}>
              <CloseIcon />
            </button>
          </header>
          <div className="media-modal__tabs" role="tablist" aria-label={t('modal.tabsLabel')}>
            {tabs.map((name) => (
              <button
                key={name}
                id={`${ids}-tab-${name}`}
                type="button"
                role="tab"
                className="media-modal__tab"
                aria-selected={tab === name}
                aria-controls={`${ids}-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {name === 'computer' ? t('modal.fromComputer') : t('modal.fromPhotos')}
              </button>
            ))}
          </div>
          <div
            id={`${ids}-panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`${ids}-tab-${tab}`}
            className="media-modal__body"
          >
            {tab === 'computer' ? (
              <ImageUpload kind={kind} onDone={done} previewHeight={kind === 'cover' ? 180 : 170} />
            ) : (
              <MyPhotosPicker kind={kind} onDone={done} />
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
