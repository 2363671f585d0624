import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItemKind } from '@vitrina/contract/opportunity-limits';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { listMyPostFiles, listMyVideos } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';
import type { ChosenItem } from './application-draft.ts';
import { ItemThumb } from './item-thumb.tsx';

export type Pick = Omit<ChosenItem, 'primary' | 'key'>;
type Tab = 'photo' | 'video' | 'document';
const tabs: Tab[] = ['photo', 'video', 'document'];

/** Her published photos and documents and her uploaded videos, to add to the application (or take out). */
export function MediaPicker({
  open,
  onClose,
  profileUrl,
  chosen,
  onToggle,
}: {
  open: boolean;
  onClose: () => void;
  profileUrl: string;
  chosen: ReadonlySet<string>;
  onToggle: (pick: Pick, key: string) => void;
}) {
  const { t } = useTranslation('applying');
  const [tab, setTab] = useState<Tab>('photo');
  return (
    <Dialog open={open} onClose={onClose} title={t('picker.title')} variant="sheet" className="media-picker">
      <div className="media-picker__tabs" role="group" aria-label={t('picker.kinds')}>
        {tabs.map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button--ghost button--small"
            aria-pressed={tab === kind}
            onClick={() => setTab(kind)}
          >
            {t(`picker.${kind}`)}
          </button>
        ))}
      </div>
      <PickerList kind={tab} profileUrl={profileUrl} chosen={chosen} onToggle={onToggle} />
      <div className="media-picker__done">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('picker.done')}
        </button>
      </div>
    </Dialog>
  );
}

function usePickable(kind: Tab, profileUrl: string) {
  return useQuery({
    queryKey: applyingKeys.myMedia(kind === 'photo' ? 'PHOTO' : kind === 'document' ? 'FILE' : 'VIDEO'),
    queryFn: async ({ signal }): Promise<(Pick & { key: string })[]> => {
      if (kind === 'video') {
        const { rows } = await listMyVideos(signal);
        return rows
          .filter((video) => video.status !== 'failed')
          .map((video) => ({
            key: `video:${video.id}`,
            kind: 'video' as ApplicationItemKind,
            source: { videoId: video.id },
            name: video.description || new Date(video.createdAt).toLocaleDateString(),
            thumbUrl: video.posterUrl,
          }));
      }
      const { rows } = await listMyPostFiles(profileUrl, kind === 'photo' ? 'PHOTO' : 'FILE', signal);
      return rows.map((file) => ({
        key: `file:${file.id}`,
        kind,
        source: { postFileId: file.id },
        name: file.name || file.description || file.filename,
        thumbUrl: kind === 'photo' ? resizeUrl(file.filename, 'c184x184') : null,
      }));
    },
  });
}

function PickerList({
  kind,
  profileUrl,
  chosen,
  onToggle,
}: {
  kind: Tab;
  profileUrl: string;
  chosen: ReadonlySet<string>;
  onToggle: (pick: Pick, key: string) => void;
}) {
  const { t } = useTranslation('applying');
  const list = usePickable(kind, profileUrl);
  if (list.isPending) return <Spinner label={t('picker.loading')} />;
  if (list.isError) return <Alert tone="error">{t('picker.error')}</Alert>;
  if (list.data.length === 0) return <p className="media-picker__empty">{t(`picker.none.${kind}`)}</p>;
  return (
    <ul className={`media-picker__list media-picker__list--${kind}`}>
      {list.data.map(({ key, ...pick }) => (
        <li key={key}>
          <button
            type="button"
            className="media-picker__item"
            aria-pressed={chosen.has(key)}
            onClick={() => onToggle(pick, key)}
          >
            <ItemThumb kind={pick.kind} thumbUrl={pick.thumbUrl} />
            <span className="media-picker__name">{pick.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
