import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resizeUrl, type ImageType } from '@vitrina/contract/media-rules';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useMyPhotos } from './list-my-photos.ts';
import { changeUserImage } from './save-user-image.ts';

/**
 * "Choose from my photos" (spec modal "photo change"): a radio list of my processed photos and a
 * confirm button. Only my own photos are listed, and the server checks ownership again.
 */
export function MyPhotosPicker({ kind, onDone }: { kind: ImageType; onDone: (token: string, image: string) => void }) {
  const { t, i18n } = useTranslation('media');
  const self = useSelf();
  const session = useSession();
  const photos = useMyPhotos();
  const [selected, setSelected] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const current = kind === 'profile' ? self?.user.profileImage : self?.user.coverImage;
  const change = useMutation({
    mutationFn: (filename: string) => changeUserImage({ filename, type: kind }),
    onSuccess: async ({ token, image }) => {
      await session.refresh(token);
      onDone(token, image);
    },
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows = photos.data?.pages.flatMap((page) => page.rows) ?? [];

  if (photos.isPending) {
    return (
      <div className="photo-picker__grid" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="photo-picker__skeleton" />
        ))}
      </div>
    );
  }
  if (photos.isError) {
    return (
      <Alert tone="error" title={t('modal.loadError')}>
        <button type="button" className="button button--ghost" onClick={() => void photos.refetch()}>
          {t('modal.retry')}
        </button>
      </Alert>
    );
  }
  if (rows.length === 0) return <p className="photo-picker__empty">{t('modal.empty')}</p>;

  return (
    <form
      className="photo-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selected) {
          setMissing(true);
          return;
        }
        change.mutate(selected);
      }}
    >
      <fieldset className="photo-picker__fieldset" disabled={change.isPending}>
        <legend className="visually-hidden">{t('modal.photosLegend')}</legend>
        <div className="photo-picker__grid">
          {rows.map((photo) => (
            <label key={photo.filename} className="photo-option">
              <input
                className="photo-option__input"
                type="radio"
                name={`my-photo-${kind}`}
                value={photo.filename}
                checked={selected === photo.filename}
                onChange={() => {
                  setSelected(photo.filename);
                  setMissing(false);
                }}
              />
              <img
                className="photo-option__image"
                src={resizeUrl(photo.filename, 'c248x248')}
                width={124}
                height={124}
                loading="lazy"
                alt={t('modal.photoOption', { date: dateFormat.format(new Date(photo.createdAt)) })}
              />
              <span className="photo-option__tag">
                {photo.filename === current ? t('modal.inUse') : t(`modal.kinds.${photo.kind}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {photos.hasNextPage && (
        <button
          type="button"
          className="button button--ghost photo-picker__more"
          disabled={photos.isFetchingNextPage}
          onClick={() => void photos.fetchNextPage()}
        >
          {photos.isFetchingNextPage ? <Spinner /> : t('modal.more')}
        </button>
      )}
      {missing && <Alert tone="error">{t('modal.pickFirst')}</Alert>}
      {change.isError && (
        <Alert tone="error" title={t('status.error')}>
          {apiErrorText(change.error)}
        </Alert>
      )}
      {change.isSuccess && <Alert tone="success">{t('modal.saved')}</Alert>}
      <div className="photo-picker__footer">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {t('modal.confirm')}
        </button>
      </div>
    </form>
  );
}
