import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { paths } from '@/lib/paths.ts';
import { NewListForm } from './new-list-form.tsx';
import { createShortlist, listShortlists, shortlistsKeys } from './shortlists-api.ts';
import { ShortlistView } from './shortlist-view.tsx';
import './shortlists.css';

/** /listas[/:listId]: my lists beside the chosen one (on a phone, the lists above it). */
export function ShortlistsPage({ listId }: { listId: number | null }) {
  const { t } = useTranslation('shortlists');
  const client = useQueryClient();
  const navigate = useNavigate();
  const lists = useQuery({
    queryKey: shortlistsKeys.lists(),
    queryFn: ({ signal }) => listShortlists(undefined, signal),
  });

  async function create(name: string) {
    const list = await createShortlist(name);
    await client.invalidateQueries({ queryKey: shortlistsKeys.all });
    void navigate(paths.shortlists(list.id));
  }

  return (
    <div className="shortlists-page">
      <header className="shortlists-page__head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className="shortlists-page__body">
        <aside className="shortlists-page__lists" aria-labelledby="shortlists-lists">
          <h2 id="shortlists-lists">{t('lists')}</h2>
          {lists.isPending && <Spinner label={t('lists')} />}
          {lists.isError && (
            <Alert tone="error">
              {t('loadError')}{' '}
              <button type="button" className="button button--ghost button--small" onClick={() => void lists.refetch()}>
                {t('retry')}
              </button>
            </Alert>
          )}
          {lists.data?.length === 0 && <p>{t('none')}</p>}
          {lists.data && lists.data.length > 0 && (
            <ul>
              {lists.data.map((list) => (
                <li key={list.id}>
                  <NavLink to={paths.shortlists(list.id)}>
                    <span>{list.name}</span> <small>{t('count', { count: list.count })}</small>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('newList')}</h3>
          <NewListForm onCreate={create} submitLabel={t('create')} />
        </aside>
        <div className="shortlists-page__main">
          {listId === null ? <p className="shortlist__empty">{t('choose')}</p> : <ShortlistView listId={listId} />}
        </div>
      </div>
    </div>
  );
}
