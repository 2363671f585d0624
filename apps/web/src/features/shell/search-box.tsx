import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '@/components/ui/icons.tsx';
import './shell.css';
import { paths } from '@/lib/paths.ts';

/** "Search other talents": sends the words to /explorar?q=. */
export function SearchBox({ autoFocus = false, onSearched }: { autoFocus?: boolean; onSearched?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    void navigate(words ? paths.exploreSearch(words) : paths.explore);
    onSearched?.();
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <SearchIcon size={18} className="search-box__icon" />
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        value={query}
        autoFocus={autoFocus}
        enterKeyHint="search"
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
