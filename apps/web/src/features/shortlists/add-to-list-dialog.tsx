import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShortlistSummary } from '@vitrina/contract/shortlists';
import { Alert } from '@/components/ui/alert.tsx';
import { CheckboxField } from '@/components/ui/field.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { NewListForm } from './new-list-form.tsx';
import {
  addToShortlist,
  createShortlist,
  dropFromShortlist,
  listShortlists,
  shortlistsKeys,
} from './shortlists-api.ts';
import './shortlists.css';

/** My lists with a tick where the talent is; ticking adds, unticking removes, a new list is made and ticked. */
export default function AddToListDialog({
  open,
  onClose,
  talentId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  talentId: number;
  name: string;
}) {
  const { t } = useTranslation('shortlists');
  const client = useQueryClient();
  const lists = useQuery({
    queryKey: shortlistsKeys.lists(talentId),
    queryFn: ({ signal }) => listShortlists(talentId, signal),
    enabled: open,
  });
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The tick follows the click at once; a refused call puts it back.
  const [ticks, setTicks] = useState<Record<number, boolean>>({});

  async function toggle(list: ShortlistSummary, on: boolean) {
    setBusy(list.id);
    setTicks((now) => ({ ...now, [list.id]: on }));
    try {
      if (on) await addToShortlist(list.id, talentId);
      else await dropFromShortlist(list.id, talentId);
      setSaid({ tone: 'success', text: t(on ? 'onList' : 'offList', { name: list.name }) });
    } catch (error) {
      setSaid({ tone: 'error', text: apiErrorText(error) });
      setTicks((now) => ({ ...now, [list.id]: !on }));
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: shortlistsKeys.all });
    }
  }

  async function createAndAdd(listName: string) {
    const list = await createShortlist(listName);
    await toggle(list, true);
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle', { name })} description={t('dialogIntro')}>
      <div className="add-to-list__body">
        {lists.isError && <Alert tone="error">{t('loadError')}</Alert>}
        {lists.data && lists.data.length > 0 && (
          <ul className="add-to-list__lists">
            {lists.data.map((list) => (
              <li key={list.id}>
                <CheckboxField
                  label={`${list.name} · ${t('count', { count: list.count })}`}
                  checked={ticks[list.id] ?? list.contains ?? false}
                  disabled={busy !== null}
                  onChange={(event) => void toggle(list, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        {lists.data?.length === 0 && <p>{t('none')}</p>}
        <NewListForm onCreate={createAndAdd} submitLabel={t('createAndAdd')} />
        {said && <Alert tone={said.tone}>{said.text}</Alert>}
        <div className="add-to-list__actions">
          <Link to={paths.shortlists()} onClick={onClose}>
            {t('openLists')}
          </Link>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
