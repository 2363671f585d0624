import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_SHORTLIST_NOTE_LENGTH } from '@vitrina/contract/shortlist-limits';
import type { ShortlistEntry as Entry } from '@vitrina/contract/shortlists';
import { Avatar } from '@/components/ui/avatar.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { TrashIcon } from '@/components/ui/content-icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { annotateEntry } from './shortlists-api.ts';

export interface EntryMoves {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  onDragStart: (index: number) => void;
  onDrop: (index: number) => void;
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** One talent of a list: drag it, or move it with its buttons; my private note and tags; a tick to compare. */
export function ShortlistEntry({
  listId,
  entry,
  moves,
  selected,
  onSelect,
  onRemove,
  place,
}: {
  listId: number;
  entry: Entry;
  moves: EntryMoves;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onRemove: () => void;
  place: string;
}) {
  const { t } = useTranslation('shortlists');
  const { talent } = entry;
  const name = talent.fullname;
  const [note, setNote] = useState(entry.note);
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const { index, count, move } = moves;

  async function save() {
    try {
      const saved = await annotateEntry(listId, talent.id, { note, tags: tagsOf(tags) });
      setTags(saved.tags.join(', '));
      setStatus({ error: false, text: t('saved') });
    } catch (error) {
      setStatus({ error: true, text: apiErrorText(error) });
    }
  }

  return (
    <li
      className="shortlist-entry"
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(talent.id));
        moves.onDragStart(index);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        moves.onDrop(index);
      }}
    >
      <div className="shortlist-entry__head">
        <span className="shortlist-entry__grip" aria-hidden="true">
          ⋮⋮
        </span>
        <Avatar name={name} image={talent.profileImage} size={40} decorative />
        <div className="shortlist-entry__who">
          <h3>
            <Link to={paths.profile(talent.profile_url)}>{name}</Link>
          </h3>
          {place && <p>{place}</p>}
        </div>
        <div className="shortlist-entry__moves">
          <button
            type="button"
            className="icon-button"
            aria-label={t('moveUp', { name })}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            <ChevronDownIcon size={18} className="shortlist-entry__up" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            <ChevronDownIcon size={18} />
          </button>
          <button type="button" className="icon-button" aria-label={t('remove', { name })} onClick={onRemove}>
            <TrashIcon size={18} />
          </button>
        </div>
      </div>
      <label className="shortlist-entry__pick">
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />{' '}
        {t('select', { name })}
      </label>
      <form
        className="shortlist-entry__note"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextAreaField
          label={t('note')}
          value={note}
          rows={2}
          maxLength={MAX_SHORTLIST_NOTE_LENGTH}
          hint={t('noteCount', { count: note.length, max: MAX_SHORTLIST_NOTE_LENGTH })}
          onChange={(event) => setNote(event.target.value)}
        />
        <TextField label={t('tags')} value={tags} onChange={(event) => setTags(event.target.value)} />
        <button type="submit" className="button button--ghost button--small">
          {t('save')}
        </button>
        <span className={status?.error ? 'field__error' : 'shortlist-entry__saved'} role="status">
          {status?.text}
        </span>
      </form>
    </li>
  );
}
