import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PEOPLE_QUERY_LENGTH } from '@vitrina/contract/graph-limits';
import { SearchIcon } from '@/components/ui/icons.tsx';
import type { PeopleKind } from './graph-keys.ts';
import { useFollowers } from './list-followers.ts';
import { useFollowing } from './list-following.ts';
import { PeopleResults } from './people-results.tsx';
import './graph.css';
import { addPeopleTexts } from './people-texts.ts';

addPeopleTexts();

/**
 * Seguidores and Siguiendo (spec): a title with the count, a search by name (the server's, accent- and
 * case-insensitive; kept in the address as ?q), the cards, 12 a page.
 */
export function PeopleList({
  profileUrl,
  kind,
  page,
  q,
  hrefOf,
  onSearch,
  headingLevel = 2,
}: {
  profileUrl: string;
  kind: PeopleKind;
  page: number;
  q: string;
  hrefOf: (page: number) => string;
  onSearch: (q: string) => void;
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useTranslation('graph');
  const followers = useFollowers(profileUrl, page, q, kind === 'followers');
  const following = useFollowing(profileUrl, page, q, kind === 'following');
  const list = kind === 'followers' ? followers : following;
  const count = list.data?.count ?? 0;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleKey = kind === 'followers' ? 'people:followersTitle' : 'people:followingTitle';
  const n = new Intl.NumberFormat(i18n.language).format(count);

  return (
    <section
      className="people profile-card"
      aria-labelledby={`people-${kind}`}
      aria-busy={list.isFetching || undefined}
    >
      <div className="people__bar">
        <Heading id={`people-${kind}`} className="people__title">
          {list.data ? t(titleKey, { count, n }) : t(`tabs.${kind === 'followers' ? 'seguidores' : 'siguiendo'}`)}
        </Heading>
        <PeopleSearch key={q} q={q} onSearch={onSearch} />
      </div>
      <PeopleResults
        list={list}
        errorTitle={t('people:loadError')}
        empty={
          <p className="people__empty" role="status">
            {q ? t('people:noMatch') : kind === 'followers' ? t('people:emptyFollowers') : t('people:emptyFollowing')}
          </p>
        }
        page={page}
        hrefOf={hrefOf}
      />
    </section>
  );
}

function PeopleSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('graph');
  const id = useId();
  const [value, setValue] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="people-search" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('people:searchLabel')}
        </label>
        <div className="field__box">
          <input
            id={`${id}-q`}
            className="field__control"
            type="search"
            value={value}
            maxLength={MAX_PEOPLE_QUERY_LENGTH}
            placeholder={t('people:searchPlaceholder')}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="button button--primary">
        <SearchIcon size={18} /> {t('people:search')}
      </button>
      {q && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          {t('people:clear')}
        </button>
      )}
    </form>
  );
}
