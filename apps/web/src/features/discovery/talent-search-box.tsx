import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TalentCard } from '@vitrina/contract/discovery';
import { MAX_SEARCH_TERM_LENGTH } from '@vitrina/contract/discovery-limits';
import { Avatar } from '@/components/ui/avatar.tsx';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { searchableTerm, useTalentSuggestions } from './search-talents.ts';
import { useTagSuggestions } from './search-tags.ts';
import { placeOf } from '@/components/ui/country-name.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import './search-box.css';

/** A suggestion: a talent's profile, or a hashtag's page. */
type Suggestion = { kind: 'talent'; talent: TalentCard } | { kind: 'tag'; tag: string };

/** Typing pauses this long before the suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 250;

/**
 * "Search other talents" (header and the phone's search tab): a combobox (ARIA 1.2) whose suggestions come
 * while typing — debounced, two characters at least, the stale request aborted — and move with the arrow
 * keys; hashtags starting like the words follow the talents. Enter or a click on a suggestion opens that
 * profile or tag page; Enter otherwise opens the results page
 * (/explorar?q=); Escape closes the list, and a second Escape clears the words.
 */
export function TalentSearchBox({ autoFocus = false, onSearched }: { autoFocus?: boolean; onSearched?: () => void }) {
  const { t, i18n } = useTranslation('discovery');
  const lang = langOf(i18n.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const settled = useDebouncedValue(query, SUGGESTION_DELAY_MS);
  const suggestions = useTalentSuggestions(open ? settled : '');
  const tagSuggestions = useTagSuggestions(open ? settled : '');
  // The highlighted suggestion belongs to the words it was chosen among: new words, none highlighted.
  const [highlight, setHighlight] = useState({ term: '', index: -1 });
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (item: Suggestion) =>
    item.kind === 'talent' ? `${id}-talent-${item.talent.id}` : `${id}-tag-${encodeURIComponent(item.tag)}`;

  const words = query.trim();
  const showing = open && searchableTerm(query) !== null;
  const items: Suggestion[] =
    showing && searchableTerm(settled) !== null
      ? [
          ...(suggestions.data ?? []).map((talent) => ({ kind: 'talent' as const, talent })),
          ...(tagSuggestions.data ?? []).map((tag) => ({ kind: 'tag' as const, tag })),
        ]
      : [];
  const active = highlight.term === settled && highlight.index < items.length ? highlight.index : -1;
  const activeItem = active >= 0 ? items[active] : undefined;
  const isWaiting = showing && (settled !== query || suggestions.isFetching) && items.length === 0;
  const isEmpty = showing && !isWaiting && suggestions.isSuccess && items.length === 0;
  const expanded = items.length > 0;

  const close = () => {
    setOpen(false);
    setHighlight({ term: '', index: -1 });
  };

  const choose = (item: Suggestion) => {
    close();
    setQuery('');
    // Marked, so the profile's view counts as one from search.
    void navigate(item.kind === 'talent' ? paths.profile(item.talent.profile_url) : paths.tag(item.tag), {
      state: { viewSource: 'search' },
    });
    onSearched?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (activeItem) {
      choose(activeItem);
      return;
    }
    close();
    void navigate(words ? paths.exploreSearch(words) : paths.explore);
    onSearched?.();
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const next = active < 0 ? (step === 1 ? 0 : items.length - 1) : (active + step + items.length) % items.length;
    setHighlight({ term: settled, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (showing) close();
      else setQuery('');
      // The browser's own Escape on a search field would clear it at once.
      event.preventDefault();
    }
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
        role="combobox"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        value={query}
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_TERM_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status">
        {expanded
          ? t('search.suggestionCount', { count: items.length })
          : isEmpty
            ? t('search.noSuggestions', { term: settled.trim() })
            : ''}
      </p>
      {showing && (expanded || isWaiting || isEmpty) && (
        <div className="search-box__popup">
          {expanded && (
            <ul className="search-box__list" role="listbox" id={listId} aria-label={t('search.suggestions')}>
              {items.map((item, index) => (
                <li
                  key={optionId(item)}
                  id={optionId(item)}
                  role="option"
                  aria-selected={index === active}
                  className="search-box__option"
                  // The field keeps the focus: the click chooses, the list does not close under the pointer.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setHighlight({ term: settled, index })}
                  onClick={() => choose(item)}
                >
                  {item.kind === 'talent' ? (
                    <>
                      <Avatar image={item.talent.profileImage} name={item.talent.fullname} size={36} decorative />
                      <span className="search-box__option-text">
                        <span className="search-box__option-name">{item.talent.fullname}</span>
                        {placeOf(item.talent, lang) && (
                          <span className="search-box__option-place">{placeOf(item.talent, lang)}</span>
                        )}
                      </span>
                    </>
                  ) : (
                    <span className="search-box__option-text">
                      <span className="search-box__option-name">#{item.tag}</span>
                      <span className="search-box__option-place">{t('search.tag')}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {isWaiting && <p className="search-box__message">{t('search.searching')}</p>}
          {isEmpty && <p className="search-box__message">{t('search.noSuggestions', { term: settled.trim() })}</p>}
          {(expanded || isEmpty) && (
            <Link
              className="search-box__all"
              to={paths.exploreSearch(words)}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                close();
                onSearched?.();
              }}
            >
              {t('search.seeAll', { term: words })}
            </Link>
          )}
          {(expanded || isEmpty) && (
            <Link
              className="search-box__all"
              to={paths.scoutingSearch(words)}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                close();
                onSearched?.();
              }}
            >
              {t('search.moreFilters')}
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
