import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_COMPARED } from '@vitrina/contract/shortlist-limits';
import type { Shortlist } from '@vitrina/contract/shortlists';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TrashIcon } from '@/components/ui/content-icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { CompareDialog } from './compare-dialog.tsx';
import { ShortlistEntry } from './shortlist-entry.tsx';
import {
  deleteShortlist,
  downloadShortlist,
  dropFromShortlist,
  getShortlist,
  reorderShortlist,
  shortlistsKeys,
} from './shortlists-api.ts';

/** One list: downloads, the comparison, and its talents in the agency's order (drag, or the arrow buttons). */
export function ShortlistView({ listId }: { listId: number }) {
  const { t, i18n } = useTranslation('shortlists');
  const lang = langOf(i18n.language);
  const client = useQueryClient();
  const navigate = useNavigate();
  const key = shortlistsKeys.list(listId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => getShortlist(listId, signal) });
  const [selected, setSelected] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const dragged = useRef<number | null>(null);

  if (list.isPending) return <Spinner label={t('title')} />;
  if (list.isError) return <Alert tone="error">{apiErrorText(list.error)}</Alert>;
  const { entries } = list.data;

  async function move(from: number, to: number) {
    if (to < 0 || to >= entries.length || from === to) return;
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    client.setQueryData<Shortlist>(key, { ...list.data!, entries: next });
    const name = moved!.talent.fullname;
    setSaid({ error: false, text: t('moved', { name, position: to + 1, count: next.length }) });
    try {
      await reorderShortlist(
        listId,
        next.map((entry) => entry.talent.id),
      );
    } catch (error) {
      setSaid({ error: true, text: apiErrorText(error) });
      await client.invalidateQueries({ queryKey: key });
    }
  }

  async function remove(talentId: number, name: string) {
    try {
      await dropFromShortlist(listId, talentId);
      setSelected((ids) => ids.filter((id) => id !== talentId));
      setSaid({ error: false, text: t('removed', { name }) });
    } catch (error) {
      setSaid({ error: true, text: apiErrorText(error) });
    }
    await client.invalidateQueries({ queryKey: shortlistsKeys.all });
  }

  async function download(format: 'csv' | 'pdf') {
    setBusy(format);
    try {
      saveBlob(await downloadShortlist(listId, format), `lista-${listId}.${format}`);
    } catch (error) {
      setSaid({ error: true, text: apiErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function removeList() {
    await deleteShortlist(listId);
    await client.invalidateQueries({ queryKey: shortlistsKeys.all });
    void navigate(paths.shortlists());
  }

  const pick = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id].slice(-MAX_COMPARED) : ids.filter((other) => other !== id)));
  const canCompare = selected.length >= 2 && selected.length <= MAX_COMPARED;

  return (
    <section className="shortlist" aria-labelledby="shortlist-title">
      <header className="shortlist__head">
        <h2 id="shortlist-title">{list.data.name}</h2>
        <p>{t('count', { count: entries.length })}</p>
        <div className="shortlist__actions">
          <button type="button" className="button button--ghost" onClick={() => void download('csv')}>
            {busy === 'csv' && <Spinner />}
            {t('downloadCsv')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => void download('pdf')}>
            {busy === 'pdf' && <Spinner />}
            {t('downloadPdf')}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!canCompare}
            onClick={() => canCompare && setComparing(true)}
          >
            {t('compare', { count: selected.length })}
          </button>
          <button
            type="button"
            className="icon-button shortlist__delete"
            aria-label={t('deleteList')}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon size={18} />
          </button>
        </div>
        <p className="shortlist__hint">{t('compareHint', { max: MAX_COMPARED })}</p>
      </header>
      <p className={said?.error ? 'field__error' : 'visually-hidden'} role="status" aria-live="polite">
        {said?.text}
      </p>
      {entries.length === 0 ? (
        <p className="shortlist__empty">{t('empty')}</p>
      ) : (
        <ol className="shortlist__entries" aria-label={t('entries')}>
          {entries.map((entry, index) => (
            <ShortlistEntry
              key={entry.talent.id}
              listId={listId}
              entry={entry}
              place={[entry.talent.ciudad, entry.talent.country ? countryName(entry.talent.country, lang) : '']
                .filter(Boolean)
                .join(', ')}
              selected={selected.includes(entry.talent.id)}
              onSelect={(on) => pick(entry.talent.id, on)}
              onRemove={() => void remove(entry.talent.id, entry.talent.fullname)}
              moves={{
                index,
                count: entries.length,
                move: (from, to) => void move(from, to),
                onDragStart: (from) => {
                  dragged.current = from;
                },
                onDrop: (to) => {
                  if (dragged.current !== null) void move(dragged.current, to);
                  dragged.current = null;
                },
              }}
            />
          ))}
        </ol>
      )}
      {comparing && <CompareDialog ids={selected} open={comparing} onClose={() => setComparing(false)} />}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('deleteList')}
        description={t('deleteConfirm', { name: list.data.name })}
      >
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void removeList()}>
            {t('deleteYes')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
