import { useTranslation } from 'react-i18next';
import type { Applicant } from '@vitrina/contract/applications';
import { Avatar } from '@/components/ui/avatar.tsx';
import { placeOf } from '@/components/ui/country-name.ts';
import { langOf } from '@/i18n/use-lang.ts';

/** How much of the agency's note the card shows; the panel has it all. */
const NOTE_PREVIEW = 90;

/** One applicant of the filing: a tick to select her, her picture, where she lives, what the agency noted. */
export function ApplicantCard({
  applicant,
  selected,
  onSelect,
  onOpen,
  onDragStart,
}: {
  applicant: Applicant;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onDragStart: () => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const { talent, primary } = applicant;
  const name = talent.fullname;
  const thumb = primary ? (primary.thumbUrl ?? (primary.kind === 'photo' ? primary.url : null)) : null;
  const note = applicant.note.length > NOTE_PREVIEW ? `${applicant.note.slice(0, NOTE_PREVIEW)}…` : applicant.note;

  return (
    <li
      className={`applicant-card${selected ? ' applicant-card--selected' : ''}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(applicant.id));
        onDragStart();
      }}
    >
      <label className="applicant-card__pick">
        <input
          type="checkbox"
          data-applicant={applicant.id}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <span className="visually-hidden">{t('select', { name })}</span>
      </label>
      <Avatar name={name} image={talent.profileImage} size={40} decorative />
      <div className="applicant-card__who">
        <h3 className="applicant-card__name">
          <button type="button" className="applicant-card__open" onClick={onOpen}>
            {name}
          </button>
        </h3>
        <p className="applicant-card__place">{placeOf(talent, lang)}</p>
        <p className="applicant-card__marks">
          <span className={`applicant-card__mark${applicant.viewed ? '' : ' applicant-card__mark--new'}`}>
            {applicant.viewed ? t('viewed') : t('notViewed')}
          </span>
          {applicant.selfTapeRequested && (
            <span className="applicant-card__mark applicant-card__mark--tape">{t('selfTapeRequested')}</span>
          )}
        </p>
        {(note || applicant.tags.length > 0) && (
          <div className="applicant-card__note">
            {note && <p>{note}</p>}
            {applicant.tags.length > 0 && (
              <ul className="applicant-card__tags" aria-label={t('tags')}>
                {applicant.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {thumb && <img className="applicant-card__thumb" src={thumb} alt="" loading="lazy" width={72} height={72} />}
    </li>
  );
}
